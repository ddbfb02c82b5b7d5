import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";

/** Tooltips and popovers hide 5000 ms after they open. */
const HIDE_AFTER_MS = 5000;
/** A touch that moves less than this (CSS pixels) between down and up is a tap. */
const TAP_TOLERANCE_PX = 20;

export type Opener = "hover" | "focus" | "click";

/**
 * Opens on hover, focus or click, hidden again after `hideAfterMs`. A touch counts as a tap
 * (toggling it) only when it moved less than 20 px, so scrolling past the trigger does not open it.
 * `initial`: already open, for a popover whose code arrived after the reader reached for it.
 */
export function usePopover(hideAfterMs = HIDE_AFTER_MS, initial: Opener | null = null) {
  const [openedBy, setOpenedBy] = useState<Opener | null>(initial);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const lastTouch = useRef(0);

  const open = useCallback(
    (by: Opener) => setOpenedBy((current) => (current === "click" ? current : by)),
    [],
  );
  const close = useCallback(() => setOpenedBy(null), []);

  useEffect(() => {
    if (!openedBy) return;
    const timer = setTimeout(close, hideAfterMs);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("keydown", onKey);
    };
  }, [openedBy, hideAfterMs, close]);

  const triggerProps = {
    onPointerEnter: (event: PointerEvent) => event.pointerType !== "touch" && open("hover"),
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== "touch") setOpenedBy((current) => (current === "hover" ? null : current));
    },
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "touch") touchStart.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const start = touchStart.current;
      touchStart.current = null;
      if (event.pointerType !== "touch" || !start) return;
      lastTouch.current = Date.now();
      const moved = Math.hypot(event.clientX - start.x, event.clientY - start.y);
      if (moved < TAP_TOLERANCE_PX) setOpenedBy((current) => (current ? null : "click"));
    },
    onClick: () => {
      if (Date.now() - lastTouch.current < 800) return; // the click that follows a tap
      setOpenedBy((current) => (current === "click" ? null : "click"));
    },
    onFocus: () => open("focus"),
    onBlur: () => setOpenedBy((current) => (current === "focus" ? null : current)),
  };

  return { isOpen: openedBy !== null, open, close, triggerProps };
}
