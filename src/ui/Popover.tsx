import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { type Opener, usePopover } from "./use-popover";
import "./ui.css";

interface Props {
  /** The trigger button's accessible name. */
  label: string;
  /** What the trigger button shows, e.g. an icon; default an 'i' in a circle. */
  icon?: ReactNode;
  /** The text or content shown. */
  children: ReactNode;
  /** Default 'popover'; 'tooltip' describes the trigger (role tooltip, aria-describedby). */
  kind?: "popover" | "tooltip";
  /** Default 5000 ms: popovers hide 5 s after they open. */
  hideAfterMs?: number;
  className?: string;
  /**
   * Open from the start, as the reader opened it: for a popover whose code loads on the
   * reader's first hover, focus or press. Focus and press bring the focus to the trigger, unless
   * the reader moved it elsewhere meanwhile (then it arrives closed).
   */
  openedBy?: Opener;
}

/** A popover: opens on hover, focus or click (a 20 px tap on touch screens), hides after 5 s. */
export function Popover({
  label,
  icon,
  children,
  kind = "popover",
  hideAfterMs,
  className = "",
  openedBy,
}: Props) {
  const id = useId();
  const { isOpen, close, triggerProps } = usePopover(hideAfterMs, openedBy);
  const tooltip = kind === "tooltip";
  const trigger = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLSpanElement>(null);
  // Reached by focus or a press on the stand-in this replaces, whose focus was lost with it: the
  // focus comes back here, unless the reader moved it on while the code loaded (Tab past the
  // button), and then it stays there and this arrives closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the popover arrives
  useLayoutEffect(() => {
    if (openedBy !== "focus" && openedBy !== "click") return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) trigger.current?.focus();
    else close();
  }, []);
  // Placed as it opens, and again while it is open and the page scrolls or the screen turns: a
  // button scrolled to the top of the screen shows its popover below it.
  useLayoutEffect(() => {
    const open = box.current;
    if (!isOpen || !open) return;
    keepOnScreen(open);
    let frame = 0;
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => keepOnScreen(open));
    };
    addEventListener("scroll", again, { passive: true, capture: true });
    addEventListener("resize", again);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener("scroll", again, { capture: true });
      removeEventListener("resize", again);
    };
  }, [isOpen]);
  return (
    <span className={`rv-popover ${className}`}>
      <button
        ref={trigger}
        type="button"
        className="rv-popover__trigger"
        aria-label={label}
        aria-describedby={tooltip ? id : undefined}
        aria-expanded={tooltip ? undefined : isOpen}
        aria-controls={tooltip ? undefined : id}
        {...triggerProps}
      >
        {icon ?? (
          <span aria-hidden="true" className="rv-popover__icon">
            i
          </span>
        )}
      </button>
      <span
        ref={box}
        id={id}
        role={tooltip ? "tooltip" : undefined}
        className="rv-popover__box"
        hidden={!isOpen}
      >
        {children}
      </span>
    </span>
  );
}

/** The room a popover keeps from the screen's edges, in CSS pixels. */
const EDGE_PX = 8;

/**
 * Moves an open popover's box, set above its button and ending at its inline end (its right, or
 * its left when the widget reads right to left), as far sideways as it must to stay on the screen
 * (a button near a phone's edge), and below the button when there is no room above. Measured on
 * the screen, left and right, so the shift is right whichever way the widget reads; measured
 * before the paint, so it never shows cut.
 */
function keepOnScreen(box: HTMLElement): void {
  box.style.removeProperty("--rv-popover-shift");
  box.removeAttribute("data-below");
  const { left, right, top } = box.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const shift = left < EDGE_PX ? EDGE_PX - left : right > width - EDGE_PX ? width - EDGE_PX - right : 0;
  if (shift !== 0) box.style.setProperty("--rv-popover-shift", `${Math.round(shift)}px`);
  if (top < EDGE_PX) box.setAttribute("data-below", "");
}
