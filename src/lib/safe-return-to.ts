// Where to go after signing in. The address comes from the query string, so anyone can write it:
// only a path of this site is kept (the widget's pages, and the shop's own, such as its product
// page with the reviews), judged the way the browser will read it (the URL parser drops tabs and
// newlines, reads '\' as '/', decodes '%2e%2e'); another site goes home. Only the sign-in page
// (and the host) reads it: it is not in the code every page loads.
import { LOGOUT_PATH } from "../api/host-facts";
import { PATHS } from "./routes";

const DEFAULT_RETURN_TO = PATHS.home;

/** Pages that are no place to come back to after signing in: signing in, and signing out. */
const NOT_BACK_TO = [PATHS.login, LOGOUT_PATH];

/**
 * The path to return to after sign-in: a path on `origin`, with its query and hash; anything else
 * (another site, the sign-in or sign-out page, an unparsable value) gives /reviews. The answer is
 * re-serialised by the URL API, so it never carries a control character, and begins with one '/'.
 */
export function safeReturnTo(value: unknown, origin: string): string {
  if (typeof value !== "string" || value === "") return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return DEFAULT_RETURN_TO;
  // A path that begins '//' ('/.//evil.example' resolves so) is another site's address in a Location.
  if (url.pathname.startsWith("//") || NOT_BACK_TO.includes(url.pathname)) return DEFAULT_RETURN_TO;
  return `${url.pathname}${url.search}${url.hash}`;
}
