// The press queue: a classic script of its own, inline at the top of the head of a page whose roots
// come rendered, so a press made between the first paint and the widget's adoption of the page is not
// lost (the pattern of Angular's event replay). Until the widget takes the queue it keeps, in order,
// a press on a button, tab, checkbox or label inside the widget's roots (its default prevented: the
// widget does it once it has adopted the page), each field's typed text, each list's or file
// field's choice, and the submission of a form the widget sends itself (one without an action: a
// search within the reviews or the questions, which the browser would send to the page's own
// address, reloading it); links and forms with an action work as they are (a link loads its page,
// the header's search submits). It imports one constant, changes nothing of the host's page but
// one property of window, and does nothing on a page rendered by the browser (no first screen).
// Once the widget has adopted the page it keeps only presses on the parts adopted later, as the
// reader nears them (src/ui/hydrate-near.ts), until their code is here.
import { PRESSABLE } from "../lib/pressable";

/**
 * A press kept, a field's text as last typed, a list's option or a file field's files as last
 * chosen, or a form sent, done once its element is live (src/ui/early-presses.ts).
 */
export type EarlyPress =
  | { kind: "press"; target: HTMLElement }
  | { kind: "text"; target: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { kind: "choice"; target: HTMLSelectElement; value: string }
  | { kind: "files"; target: HTMLInputElement; files: FileList }
  | { kind: "submit"; target: HTMLFormElement };

/** What the widget takes. */
export interface PressQueue {
  /**
   * What was kept, in order, a field's text or choice once, as last made. Without `within`: all of
   * it, and the widget has adopted the page (from now on only presses on parts still `waiting` are
   * kept); with it: what was kept in that part.
   */
  take: (within?: Element) => EarlyPress[];
  /** Parts the widget adopts later (src/ui/hydrate-near.ts), waiting for their code. */
  waiting: Element[];
}

declare global {
  interface Window {
    ReviewsWidgetPresses?: PressQueue;
  }
}

const ROOTS = "#search-navbar, main, #site-footer";

if (!window.ReviewsWidgetPresses) {
  /** A press, a form sent, or a field changed: its text typed, an option or files chosen (read when taken). */
  let presses: { target: HTMLElement; field?: boolean; form?: boolean }[] = [];
  const waiting: Element[] = [];
  let adopted = false;
  // In the roots of a rendered page not adopted yet, or in a part of it still waiting for its code.
  const kept = (target: Element) =>
    !!target.closest(ROOTS) &&
    !!document.getElementById("app_first_screen") &&
    (!adopted || waiting.some((part) => part.contains(target)));
  const onPress = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !kept(target) || target.closest("a[href]")) return;
    const pressed = target.closest<HTMLElement>(PRESSABLE);
    // A submit button submits its form as it is (the header's search, a filter form without script).
    if (!pressed || (pressed as HTMLButtonElement).type === "submit") return;
    event.preventDefault();
    presses.push({ target: pressed });
  };
  // A field's text as typed, a list's option or a file field's files as chosen: React hydrates a
  // list back to the option it rendered and never sees a change made before it listened.
  const onChange = (event: Event) => {
    const target = event.target;
    const field =
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && target.type !== "checkbox" && target.type !== "radio");
    if (field && kept(target)) presses.push({ target, field });
  };
  // A form without an action is the widget's to send: the browser would reload the page with it.
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute("action") || !kept(form)) return;
    event.preventDefault();
    presses.push({ target: form, form: true });
  };
  addEventListener("click", onPress, true);
  addEventListener("input", onChange, true);
  addEventListener("submit", onSubmit, true);
  window.ReviewsWidgetPresses = {
    waiting,
    take: (within) => {
      adopted ||= !within;
      const taken = presses.filter(({ target }) => !within || within.contains(target));
      presses = presses.filter((press) => !taken.includes(press));
      return taken.flatMap(({ target, field, form }, at): EarlyPress[] => {
        if (form) return [{ kind: "submit", target: target as HTMLFormElement }];
        if (!field) return [{ kind: "press", target }];
        if (taken.some((next, after) => after > at && next.target === target)) return [];
        if (target instanceof HTMLSelectElement) return [{ kind: "choice", target, value: target.value }];
        const input = target as HTMLInputElement;
        return input.type === "file" && input.files
          ? [{ kind: "files", target: input, files: input.files }]
          : [{ kind: "text", target: input, value: input.value }];
      });
    },
  };
}
