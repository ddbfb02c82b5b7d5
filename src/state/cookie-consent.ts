// The visitor's acceptance of cookies: kept 365 days in a cookie the host reads too
// (docs/host-api.md), so a page rendered on the server holds the cookie bar exactly when the
// browser shows it.
import { COOKIES_ACCEPTED_COOKIE } from "../api/host-facts";
import { atom } from "./jotai";

export { COOKIES_ACCEPTED_COOKIE };

const YEAR_S = 365 * 24 * 60 * 60;

/** Whether cookies (document.cookie, or a request's Cookie header) hold the acceptance. */
export const acceptedIn = (cookies: string): boolean =>
  cookies.split(";").some((cookie) => cookie.trim() === `${COOKIES_ACCEPTED_COOKIE}=1`);

/** Set as the widget starts: in the browser from its cookies, on the server from the host's word. */
export const cookiesAcceptedAtom = atom(false);

export const acceptCookiesAtom = atom(null, (_get, set) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the widget supports
  document.cookie = `${COOKIES_ACCEPTED_COOKIE}=1; path=/; max-age=${YEAR_S}; samesite=lax`;
  set(cookiesAcceptedAtom, true);
});
