import { t } from "../lib/i18n/translate";

/** A dialog's one action, OK, which takes the focus as the dialog opens (the alert dialog pattern). */
export function DialogOk({ onClose }: { onClose: () => void }) {
  return (
    <p className="rv-alert__actions">
      {/* biome-ignore lint/a11y/noAutofocus: the dialog pattern moves focus to its one action */}
      <button type="button" className="rv-button" onClick={onClose} autoFocus>
        {t("OK")}
      </button>
    </p>
  );
}
