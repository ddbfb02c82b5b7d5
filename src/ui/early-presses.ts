// Presses made on a rendered page before the widget adopted it, kept by the press queue
// (src/early/press-queue.ts) and taken just before the roots were hydrated (start.tsx; React
// replays what comes after that itself): done in the order they were made, each once its element
// is live. Loaded only when there are some.
import type { EarlyPress } from "./early-press-queue";

/** React's props on an element: it has been hydrated and answers. */
const isLive = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/** Resolves true once `element` is live, false if it leaves the page or 5 s pass first. */
function whenLive(element: Element): Promise<boolean> {
  const until = performance.now() + 5000;
  return new Promise((resolve) => {
    const check = () => {
      if (isLive(element)) return resolve(true);
      if (!element.isConnected || performance.now() > until) return resolve(false);
      requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Types `value` into a field as the shopper did: focused again if it has the focus (its focus came
 * before the widget listened), then the field's own setter and an input event React reads. React
 * notes the value a field has when it adopts it, the text already typed, and sees no change in
 * the same text again: the field is emptied through React's note first.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (document.activeElement === field) {
    field.blur();
    field.focus();
  }
  field.value = "";
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Chooses again what the shopper chose: a list's option (React hydrated it back to the one it
 * rendered) or a file field's files (still on it, never seen by React), then the change event
 * React reads.
 */
function choose(press: Extract<EarlyPress, { kind: "choice" | "files" }>) {
  if (press.kind === "choice") press.target.value = press.value;
  else press.target.files = press.files;
  press.target.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Does the presses in order, each once its element is live; `wanted` false stops them (the widget left). */
export async function replayPresses(presses: EarlyPress[], wanted: () => boolean): Promise<void> {
  for (const press of presses) {
    if (!(await whenLive(press.target)) || !wanted()) continue;
    if (press.kind === "press") press.target.click();
    else if (press.kind === "submit") press.target.requestSubmit();
    else if (press.kind === "text") retype(press.target, press.value);
    else choose(press);
  }
}
