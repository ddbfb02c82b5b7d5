// Signing in and out: forms a browser posts (the sign-in page's, the widget's "Sign out"), each
// answered by a redirect with the cookies of the session, or by a host page; and My Profile, the
// avatar menu's address of the reviewer's own profile, wherever the host keeps it.
import { DEVICE_COOKIE_PREFIX, SESSION_COOKIE } from "../host-facts";
import { about, HostPageOnly, Line, NoQuery, Optional, Strict, Type } from "./building-blocks";
import type { ContractRoute, RouteKey } from "./contract-route";
import { pageQuery, withIgnoredParameters } from "./page-queries";

/** Longer than any real address (RFC 5321) or passphrase: refused before anything is hashed. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 1024;
/** Longer than any address of this site a sign-in goes back to. */
const RETURN_TO_MAX = 2000;
/** Longer than the masked CSRF token a form carries. */
const TOKEN_MAX = 200;

const FormToken = Optional(
  about('The masked CSRF token of the page\'s `<meta name="csrf-token">`.', Line(TOKEN_MAX)),
);

/** The sign-in form. A password may hold any character. */
export const SignInForm = Strict({
  email: Line(EMAIL_MAX),
  password: Type.String({ maxLength: PASSWORD_MAX }),
  authenticity_token: FormToken,
  return_to: Optional(
    about(
      "Where to go once signed in: kept when it is a page of this origin, else the home page.",
      Type.String({ maxLength: RETURN_TO_MAX }),
    ),
  ),
});

/** The sign-out form: its token and nothing else. */
export const SignOutForm = Strict({ authenticity_token: FormToken });

export const SIGN_IN_ROUTES = {
  "POST /login": {
    summary:
      "Signs a reviewer in (the sign-in page's form); a wrong email or password is the sign-in page again, 401, with its message.",
    who: "anyone",
    query: NoQuery,
    body: SignInForm,
    form: true,
    page: true,
    answers: {},
    redirects: {
      303: {
        to: "to `return_to` when it is a page of this origin, else to the home page, signed in.",
        cookies: [SESSION_COOKIE, `${DEVICE_COOKIE_PREFIX}…`],
      },
    },
    errors: [400, 401, 429],
  },
  "POST /logout": {
    summary:
      "Signs the reviewer out (the widget's Sign out); a form whose token is another session's is the sign-out page again, still 403.",
    who: "anyone",
    query: NoQuery,
    body: SignOutForm,
    form: true,
    page: true,
    answers: {},
    redirects: {
      303: {
        to: "To the home page; the session is deleted and a new, signed-out one set.",
        cookies: [SESSION_COOKIE],
      },
    },
    errors: [400],
  },
  "GET /logout": {
    summary:
      "The sign-out form's own page, with one Sign out button posting to POST /logout; a guest is sent home.",
    who: "anyone",
    query: withIgnoredParameters(),
    page: true,
    answers: { 200: HostPageOnly },
    redirects: { 303: { to: "To the home page, for a guest." } },
    errors: [400],
  },
  "GET /profile": {
    summary:
      "The avatar menu's My Profile: sends a signed-in reviewer on to their own profile, and a guest to the sign-in page, back here once signed in.",
    who: "anyone",
    query: pageQuery(Type.Object({})),
    page: true,
    answers: {},
    redirects: {
      302: {
        to: "To the reviewer's own profile (/reviews/users/{slug}); for a guest, to the sign-in page, its `return_to` this address.",
      },
    },
    errors: [400],
  },
} as const satisfies Record<RouteKey, ContractRoute>;
