/** A dialog's one action, OK, which takes the focus as the dialog opens (the alert dialog pattern). */
export function DialogOk({ onClose }: { onClose: () => void }) {
  return (
    <p className="alert__actions">
      {/* biome-ignore lint/a11y/noAutofocus: the dialog pattern moves focus to its one action */}
      <button type="button" className="button" onClick={onClose} autoFocus>
        OK
      </button>
    </p>
  );
}
