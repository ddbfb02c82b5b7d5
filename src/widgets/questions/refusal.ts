// What to tell the writer when the host did not take a question or an answer: its own words when
// it gave some (a 403 or 409 says why), else the status's meaning. The form keeps the text.
import { isApiError } from "../../api/client";
import { t } from "../../lib/i18n/translate";

/** The message for a failed send of `what` ('question' or 'answer'). */
export function refusalMessage(failure: unknown, what: "question" | "answer"): string {
  const question = what === "question";
  if (!isApiError(failure) || failure.kind !== "http")
    return question
      ? t("Your question wasn’t sent: the connection failed. Please try again.")
      : t("Your answer wasn’t sent: the connection failed. Please try again.");
  const said = (failure.data as { error?: unknown } | null)?.error;
  if (failure.status === 401)
    return question
      ? t("You were signed out. Send it again to sign in; your question is kept.")
      : t("You were signed out. Send it again to sign in; your answer is kept.");
  if (failure.status === 429)
    return question
      ? t("You have sent as many questions as we take in a day. Please try again tomorrow.")
      : t("You have sent as many answers as we take in a day. Please try again tomorrow.");
  if (typeof said === "string" && said && failure.status < 500) return said;
  if (failure.status === 404) return t("This question is no longer available.");
  if (failure.status === 409) return t("You have already answered this question.");
  return question
    ? t("Your question wasn’t sent. Please try again.")
    : t("Your answer wasn’t sent. Please try again.");
}
