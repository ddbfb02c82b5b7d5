// What a list or screen that did not load says: a refusal for too many requests (429) says so and
// when to try again; anything else says what did not load.
import type { ApiError } from "../api/client";
import { t } from "../lib/i18n/translate";
import { tryAgainIn } from "../lib/retry-wait";

/** The host refused the request for too many requests; retrying at once would be refused again. */
export const isTooManyRequests = (error: ApiError | null | undefined): error is ApiError =>
  error?.status === 429;

/** "Too many requests right now. Try again in 30 seconds." for a 429, else `otherwise`. */
export function loadFailureText(error: ApiError | null | undefined, otherwise: string): string {
  return isTooManyRequests(error)
    ? t("Too many requests right now. {tryAgain}", { tryAgain: tryAgainIn(error.retryAfter) })
    : otherwise;
}
