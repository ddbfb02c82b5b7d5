// Sign in (/login). The form posts to the host like any server-rendered form; the host keeps
// the typed email and says what went wrong when the password does not match.

import { useEffect } from "react";
import { emit } from "../../lib/browser/host-events";
import { t } from "../../lib/i18n/translate";
import { queryParam } from "../../lib/query-param";
import { matchRoute } from "../../lib/route-match";
import { PATHS } from "../../lib/routes";
import { safeReturnTo } from "../../lib/safe-return-to";
import { useAtomValue } from "../../state/jotai";
import { sessionAtom } from "../../state/session";
import { useRouteQuery } from "../../ui/use-route-query";

/** This site's origin, as the host names it in the page's canonical address (also on the server). */
function siteOrigin(canonical: string): string {
  try {
    return new URL(canonical).origin;
  } catch {
    return typeof location === "undefined" ? "http://localhost" : location.origin;
  }
}

/** The page a sign-in goes back to, as the address asks for it. */
const askedReturnTo = (search: string) => queryParam(search, "return_to");

export default function LoginScreen() {
  const { meta, csrfToken } = useAtomValue(sessionAtom);
  // Only a page of this site goes back into the form: the host checks it again, the same way.
  const asked = useRouteQuery(askedReturnTo) || meta.form?.return_to;
  const returnTo = asked ? safeReturnTo(asked, siteOrigin(meta.canonical)) : "";
  const error = meta.flash?.error;
  // Sent here by the widget, to come back (a refused sign-in shows the page again: no new ask).
  useEffect(() => {
    const route = returnTo && !error && matchRoute(new URL(returnTo, location.href).pathname)?.route.name;
    if (route) emit("sign-in-asked", { return_route: route });
  }, [returnTo, error]);
  return (
    <section className="rv-auth">
      <h1>{t("Sign in")}</h1>
      {error && (
        <p className="rv-form-error" role="alert" id="login-error">
          {error}
        </p>
      )}
      <form className="rv-auth__form" method="post" action={PATHS.login}>
        <input type="hidden" name="authenticity_token" value={csrfToken} />
        {returnTo && <input type="hidden" name="return_to" value={returnTo} />}
        <label htmlFor="login-email">{t("Email")}</label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={meta.form?.email ?? ""}
          aria-describedby={error ? "login-error" : undefined}
        />
        <label htmlFor="login-password">{t("Password")}</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className="rv-button">
          {t("Sign in")}
        </button>
      </form>
    </section>
  );
}
