// How long the host asked a refused visitor to wait (Retry-After), in words.
import { t } from "./i18n/translate";

/**
 * "Try again in 30 seconds.", "Try again in 2 minutes.", or "Try again in a moment." without a
 * wait, in the active language.
 */
export function tryAgainIn(seconds: number | null): string {
  if (seconds === null || seconds <= 0) return t("Try again in a moment.");
  if (seconds < 90)
    return t("{seconds, plural, one {Try again in # second.} other {Try again in # seconds.}}", { seconds });
  return t("{minutes, plural, one {Try again in # minute.} other {Try again in # minutes.}}", {
    minutes: Math.ceil(seconds / 60),
  });
}
