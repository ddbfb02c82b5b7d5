// return_to values that try to leave the site or land on a page that is not one to go back to,
// in the forms browsers accept: tab, newline, backslash, percent-encoded, dot segments, userinfo.
// Another site's are the ones the gem refuses too (return-paths.json).
import RETURN_PATHS from "./return-paths.json";

/** Paths of this site that are no place to come back to: signing in and out. */
export const ACCOUNT_RETURN_TOS = [
  "/reviews/%2e%2e/login",
  "/reviews/../login",
  "/login",
  "/login?return_to=/reviews",
  "/logout",
];

export const HOSTILE_RETURN_TOS = [
  ...RETURN_PATHS.other_sites,
  // A path the URL API resolves to one that begins '//': another site's, written as a Location.
  "/.//evil.example",
  "/reviews/..//evil.example",
  "/%2e//evil.example",
  "/\r\n/evil.example/reviews",
  "http://evil.example:3000/reviews",
  ...ACCOUNT_RETURN_TOS,
  "",
];
