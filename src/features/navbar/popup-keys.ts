// Keyboard and pointer handling shared by the header's popups (WAI-ARIA menu button and
// disclosure patterns): arrows move between items, Escape closes and returns focus to the
// trigger, a click or focus outside closes.
import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect } from "react";

/** Moves focus among `items` for ArrowDown/ArrowUp (wrapping), Home and End; true when it did. */
export function moveFocus(items: HTMLElement[], key: string): boolean {
  if (items.length === 0) return false;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const targets: Record<string, number> = {
    ArrowDown: at === -1 || at === last ? 0 : at + 1,
    ArrowUp: at <= 0 ? last : at - 1,
    Home: 0,
    End: last,
  };
  const next = targets[key];
  if (next === undefined) return false;
  items[next]?.focus();
  return true;
}

/** Focuses the first or the last of `items` (a popup opening, WAI-ARIA menu-button pattern). */
export function focusEdge(items: HTMLElement[], which: "first" | "last"): void {
  (which === "last" ? items[items.length - 1] : items[0])?.focus();
}

/** Closes the popup on a pointer press or focus outside it (and its trigger), and on Escape. */
export function useDismiss(
  popup: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  onClose: (refocus: boolean) => void,
) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popup.current?.contains(target) && !trigger.current?.contains(target)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [popup, trigger, onClose]);

  return {
    onKeyDown: (event: KeyboardEvent) => {
      // A dropdown inside handles its own Escape first (and prevents the default).
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        onClose(true);
      }
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !popup.current?.contains(next) && !trigger.current?.contains(next)) onClose(false);
    },
  };
}
