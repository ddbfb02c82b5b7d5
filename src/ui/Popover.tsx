import { type ReactNode, useId } from "react";
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
   * reader's first hover, focus or press. Focus and press keep the focus on the trigger.
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
  const { isOpen, triggerProps } = usePopover(hideAfterMs, openedBy);
  const tooltip = kind === "tooltip";
  return (
    <span className={`rv-popover ${className}`}>
      <button
        type="button"
        className="rv-popover__trigger"
        aria-label={label}
        aria-describedby={tooltip ? id : undefined}
        aria-expanded={tooltip ? undefined : isOpen}
        aria-controls={tooltip ? undefined : id}
        // biome-ignore lint/a11y/noAutofocus: the reader focused or pressed the stand-in this replaces
        autoFocus={openedBy === "focus" || openedBy === "click"}
        {...triggerProps}
      >
        {icon ?? (
          <span aria-hidden="true" className="rv-popover__icon">
            i
          </span>
        )}
      </button>
      <span id={id} role={tooltip ? "tooltip" : undefined} className="rv-popover__box" hidden={!isOpen}>
        {children}
      </span>
    </span>
  );
}
