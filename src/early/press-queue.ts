// The press queue: a classic script of its own, loaded before the bundle by a page whose roots come
// rendered, so a press made between the first paint and the widget's adoption of the page is not
// lost (the pattern of Angular's event replay). Until the widget takes the queue it keeps, in order,
// a press on a button, tab, checkbox or label inside the widget's roots (its default prevented: the
// widget does it once it has adopted the page) and each field's typed text; links and forms work
// as they are (a link loads its page, the header's search submits). It imports nothing, changes
// nothing of the host's page but one property of window, and does nothing on a page rendered by
// the browser (no first screen).

/** What the widget takes: the presses in order, and how to stop listening. */
export interface PressQueue {
  presses: { kind: "press" | "text"; target: Element }[];
  stop: () => void;
}

declare global {
  interface Window {
    ReviewsWidgetPresses?: PressQueue;
  }
}

const ROOTS = "#search-navbar, main, #site-footer";
const PRESSABLE =
  "button, [role=button], [role=tab], [role=checkbox], [role=switch], summary, label, input[type=checkbox], input[type=radio]";

if (!window.ReviewsWidgetPresses) {
  const presses: PressQueue["presses"] = [];
  const rendered = () => !!document.getElementById("app_first_screen");
  const onPress = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(ROOTS) || !rendered() || target.closest("a[href]")) return;
    const pressed = target.closest(PRESSABLE);
    // A submit button submits its form as it is (the header's search, a filter form without script).
    if (!pressed || (pressed as HTMLButtonElement).type === "submit") return;
    event.preventDefault();
    presses.push({ kind: "press", target: pressed });
  };
  const onInput = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    if (!target.closest(ROOTS) || !rendered() || target.type === "checkbox" || target.type === "radio")
      return;
    presses.push({ kind: "text", target });
  };
  addEventListener("click", onPress, true);
  addEventListener("input", onInput, true);
  window.ReviewsWidgetPresses = {
    presses,
    stop: () => {
      removeEventListener("click", onPress, true);
      removeEventListener("input", onInput, true);
    },
  };
}
