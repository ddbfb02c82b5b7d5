// What the reviewer reads when sending fails; what they wrote stays in the form either way.
import { isApiError } from "../../api/client";
import { msg, t } from "../../lib/i18n/translate";

export const OFFLINE = msg(
  "Your review wasn't sent. Check your connection and try again: everything you wrote is still here.",
);

export function submitFailureMessage(error: unknown): string {
  if (isApiError(error) && error.kind === "http") {
    if (error.status === 401)
      return t("You were signed out. Sign in again in another tab, then send your review.");
    // A 409 says why: the order is reviewed already, or the edited review was deleted or hidden.
    const hostMessage = (error.data as { error?: unknown } | null)?.error;
    if (error.status < 500 && typeof hostMessage === "string") return hostMessage;
    if (error.status === 409) return t("You have already reviewed this order.");
  }
  return t(OFFLINE);
}
