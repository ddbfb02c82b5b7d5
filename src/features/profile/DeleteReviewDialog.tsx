import { t } from "../../lib/i18n/translate";
import { Modal } from "../../ui/Modal";

interface Props {
  /** The review's title, to say which one. */
  title: string;
  /** How many days the review stays restorable. Passed in: importing the constant here would put the
   * profile's code in one more chunk. */
  restoreDays: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Delete asks first, in an accessible dialog; Cancel is where focus starts, so Enter is safe. */
export default function DeleteReviewDialog({ title, restoreDays, onCancel, onConfirm }: Props) {
  return (
    <Modal open onClose={onCancel} title={t("Delete this review?")} role="alertdialog" className="rv-alert">
      <p className="rv-alert__message">
        {t(
          "“{title}” will no longer show on the product and store pages. You can restore it from Deleted reviews for {days, plural, one {# day} other {# days}}.",
          { title, days: restoreDays },
        )}
      </p>
      <p className="rv-alert__actions">
        {/* biome-ignore lint/a11y/noAutofocus: the dialog pattern moves focus into the dialog, onto the safe choice */}
        <button type="button" className="rv-button rv-button--secondary" onClick={onCancel} autoFocus>
          {t("Cancel")}
        </button>
        <button type="button" className="rv-button rv-button--danger" onClick={onConfirm}>
          {t("Delete")}
        </button>
      </p>
    </Modal>
  );
}
