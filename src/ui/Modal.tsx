import { type ReactNode, useEffect, useId, useRef } from "react";
import { t } from "../lib/i18n/translate";
import { useScrollLock } from "./scroll-lock";
import "./ui.css";

interface Props {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Default 'dialog'; 'alertdialog' for messages that need an answer. */
  role?: "dialog" | "alertdialog";
  /** Extra class on the dialog box, for sizes. */
  className?: string;
  /** Default true: a click on the backdrop (outside the box) closes. */
  closeOnBackdrop?: boolean;
}

/**
 * The dialog pattern: a native modal <dialog> (the rest of the page is inert, so focus stays
 * inside), page scroll locked, Escape closes, focus returns to where it was.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  role = "dialog",
  className = "",
  closeOnBackdrop = true,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const returnFocus = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnFocus?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard way to close; this is the backdrop
    <dialog
      ref={ref}
      className={`rv-modal ${className}`}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // closing is the owner's decision: it re-renders with open=false
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="rv-modal__box">
        <header className="rv-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="rv-modal__close" aria-label={t("Close")} onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
