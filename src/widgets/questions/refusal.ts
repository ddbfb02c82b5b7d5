// What to tell the writer when the host did not take a question or an answer: its own words when
// it gave some (a 403 or 409 says why), else the status's meaning. The form keeps the text.
import { isApiError } from "../../api/client";

/** The message for a failed send of `what` ('question' or 'answer'). */
export function refusalMessage(failure: unknown, what: "question" | "answer"): string {
  if (!isApiError(failure) || failure.kind !== "http")
    return `Your ${what} wasn’t sent: the connection failed. Please try again.`;
  const said = (failure.data as { error?: unknown } | null)?.error;
  if (failure.status === 401) return `You were signed out. Send it again to sign in; your ${what} is kept.`;
  if (failure.status === 429)
    return `You have sent as many ${what}s as we take in a day. Please try again tomorrow.`;
  if (typeof said === "string" && said && failure.status < 500) return said;
  if (failure.status === 404) return "This question is no longer available.";
  if (failure.status === 409) return "You have already answered this question.";
  return `Your ${what} wasn’t sent. Please try again.`;
}
