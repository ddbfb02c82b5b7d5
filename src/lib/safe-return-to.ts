// Where to go after signing in. The address comes from the query string, so anyone can write it:
// only a path of this site's own pages is kept, judged the way the browser will read it (the URL
// parser drops tabs and newlines, reads '\' as '/', decodes '%2e%2e'), everything else goes home.
// Only the sign-in page (and the host) reads it: it is not in the code every page loads.
import { PATHS } from "./routes";

const DEFAULT_RETURN_TO = PATHS.home;

/** The host's own 'my profile' address (it redirects to the reviewer's private profile). */
const OWN_PROFILE = "/profile";

/**
 * The path to return to after sign-in: a page under /reviews on `origin` (or /profile), with its
 * query and hash; anything else (another site, /login, an unparsable value) gives /reviews.
 * The answer is re-serialised by the URL API, so it never carries a control character.
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
  const path = url.pathname;
  const underReviews = path === DEFAULT_RETURN_TO || path.startsWith(`${DEFAULT_RETURN_TO}/`);
  if (!underReviews && path !== OWN_PROFILE) return DEFAULT_RETURN_TO;
  return `${path}${url.search}${url.hash}`;
}
