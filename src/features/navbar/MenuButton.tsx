import { type ReactNode, Suspense, useCallback, useId, useRef, useState } from "react";
import type { PanelName } from "./NavbarPanel";
import { loadPanels, NavbarPanel } from "./on-demand";

interface Props {
  name: Extract<PanelName, "account" | "apps">;
  /** The button's accessible name. */
  label: string;
  className: string;
  /** Default none (a disclosure); 'menu' for a WAI-ARIA menu button. */
  popup?: "menu";
  children: ReactNode;
}

/**
 * A header button opening one of the popups: click, Enter or Space opens it with focus on the
 * first item, ArrowDown and ArrowUp on the first or last; closing returns focus here.
 */
export function MenuButton({ name, label, className, popup, children }: Props) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);

  return (
    <div className={`rv-navbar__menu rv-navbar__desktop ${className}`}>
      <button
        ref={trigger}
        id={`${id}b`}
        type="button"
        className="rv-navbar__icon"
        aria-label={label}
        aria-haspopup={popup}
        aria-expanded={!!open}
        aria-controls={open ? `${id}p` : undefined}
        onPointerEnter={loadPanels}
        onFocus={loadPanels}
        onClick={() => setOpen(open ? false : "first")}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          setOpen(event.key === "ArrowUp" ? "last" : "first");
        }}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NavbarPanel
            name={name}
            id={`${id}p`}
            labelledBy={`${id}b`}
            trigger={trigger}
            focus={open}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
