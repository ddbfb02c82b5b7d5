// Keeping presses made on rendered markup before its script is live, for the widget's pages (the
// press queue, press-queue.ts) and the reviews on a shop's own product page (src/embed/): in
// order, a press on a button, tab, checkbox or label (its default prevented: the script does it
// once live), each field's typed text, each list's or file field's choice, and the submission of
// a form the widget sends itself (one without an action: a search within the reviews or the
// questions, which the browser would send to the page's own address, reloading it); links and
// forms with an action work as they are.
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

/**
 * Keeps the presses on elements `kept` says are not live yet, from now until `signal` aborts; what
 * it returns takes what was kept (`within` an element, or all), in order, a field's text or choice
 * once, as last made.
 */
export function keepPresses(
  kept: (target: Element) => boolean,
  signal?: AbortSignal,
): (within?: Element) => EarlyPress[] {
  /** A press, a form sent, or a field changed: its text typed, an option or files chosen (read when taken). */
  let presses: { target: HTMLElement; field?: boolean; form?: boolean }[] = [];
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
  const options = { capture: true, signal };
  addEventListener("click", onPress, options);
  addEventListener("input", onChange, options);
  addEventListener("submit", onSubmit, options);
  return (within) => {
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
  };
}
