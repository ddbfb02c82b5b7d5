// A screen whose data did not come: a guest is asked to sign in, a refusal says what is not
// allowed and offers a way on, too many requests says when to try again, anything else may be
// tried again.

import { t } from "../lib/i18n/translate";
import { tryAgainIn } from "../lib/retry-wait";
import { signInFromHere } from "../lib/return-to";
import { PATHS } from "../lib/routes";

/** The host's own words for a refusal: its JSON error's text, when there is one. */
export function refusal(data: unknown): string | undefined {
  const text = data && typeof data === "object" ? (data as { error?: unknown }).error : undefined;
  return typeof text === "string" && text.trim() ? text : undefined;
}

/**
 * Why a page's data did not come, in words a shopper can act on. A refusal (403) offers signing in
 * as someone else or going home: retrying would only be refused again.
 */
export function LoadFailed({
  status,
  reason,
  retryAfter = null,
}: {
  /** HTTP status; 0 when there was no answer. */
  status: number;
  /** The host's explanation of a refusal. Default: a general one. */
  reason?: string;
  /** Seconds the host asked to wait (Retry-After of a 429). Default: none named. */
  retryAfter?: number | null;
}) {
  const signIn = signInFromHere();
  const [title, text] =
    status === 401
      ? [t("Sign in to see this page"), t("This page belongs to a signed-in reviewer.")]
      : status === 403
        ? [t("You can’t open this page"), reason ?? t("Your account isn’t allowed to see this page.")]
        : status === 429
          ? [t("Too many requests right now"), tryAgainIn(retryAfter)]
          : [t("This page didn’t load"), t("Check your connection and try again.")];
  return (
    <section className="rv-screen-message" role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="rv-screen-message__actions">
        {status === 401 && (
          <a className="rv-button" href={signIn}>
            {t("Sign in")}
          </a>
        )}
        {status === 403 && (
          <>
            <a className="rv-button" href={signIn}>
              {t("Sign in as someone else")}
            </a>
            <a className="rv-button rv-button--secondary" href={PATHS.home}>
              {t("Go to home")}
            </a>
          </>
        )}
        {status !== 401 && status !== 403 && (
          <button type="button" className="rv-button" onClick={() => location.reload()}>
            {t("Try again")}
          </button>
        )}
      </p>
    </section>
  );
}
