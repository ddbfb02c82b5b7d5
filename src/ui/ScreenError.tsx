import { t } from "../lib/i18n/translate";
import { ScreenMessage } from "./ScreenMessage";

/** What a crashed screen shows: a short message and ways on. */
export function ScreenError({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenMessage
      role="alert"
      title={t("This page could not be shown")}
      text={t("Something went wrong while showing this page. The rest of the site still works.")}
    >
      <button type="button" className="rv-button" onClick={onRetry}>
        {t("Try again")}
      </button>
    </ScreenMessage>
  );
}
