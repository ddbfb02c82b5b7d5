// After a dispute is opened: which shop will answer and how soon, for 60 seconds or until
// dismissed, announced to screen readers as a status.
import { useEffect, useState } from "react";
import type { DisputeConfirmation as Confirmation } from "../../lib/dispute-confirmation";
import { t } from "../../lib/i18n/translate";
import "./dispute-confirmation.css";

/** The confirmation stays this long unless dismissed. */
const DISPUTE_CONFIRMATION_MS = 60_000;

/** The confirmation the current history entry carries, or null (a typed address carries none). */
function readConfirmation(): Confirmation | null {
  const found = (history.state as { disputeConfirmation?: Confirmation } | null)?.disputeConfirmation;
  return typeof found?.shopName === "string" ? found : null;
}

/** Shown once: a reload or Back to this entry does not show it again. */
function forgetConfirmation(): void {
  const { disputeConfirmation: _shown, ...rest } = history.state as Record<string, unknown>;
  history.replaceState(rest, "");
}

export function DisputeConfirmation() {
  // Read once shown, not while rendering: a page the server rendered has no history entry there.
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  useEffect(() => setConfirmation(readConfirmation()), []);
  useEffect(() => {
    if (!confirmation) return;
    forgetConfirmation();
    const timer = setTimeout(() => setConfirmation(null), DISPUTE_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmation]);

  return (
    // The live region is always there, so its text is announced when it appears.
    <div role="status" aria-live="polite" className="rv-dispute-confirmation-region">
      {confirmation && (
        <div className="rv-dispute-confirmation">
          <p>
            <strong>{t("Your dispute is open.")}</strong>{" "}
            {confirmation.responseTime
              ? t("{shop} usually responds within {time}.", {
                  shop: confirmation.shopName,
                  time: confirmation.responseTime,
                })
              : t("{shop} has been told about it.", { shop: confirmation.shopName })}
          </p>
          <button
            type="button"
            className="rv-button rv-button--small rv-button--secondary"
            onClick={() => setConfirmation(null)}
          >
            {t("Dismiss")}
          </button>
        </div>
      )}
    </div>
  );
}
