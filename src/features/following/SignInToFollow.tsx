import { t } from "../../lib/i18n/translate";
import { signInPath } from "../../lib/return-to";
/** A page of follows asked for by a guest: the way to sign in and come back. */
export default function SignInToFollow({
  returnTo,
}: {
  /** The address to come back to. */ returnTo: string;
}) {
  return (
    <section className="rv-screen-message" role="alert">
      <h1>{t("Sign in to see this page")}</h1>
      <p>
        <a className="rv-button" href={signInPath(returnTo)}>
          {t("Sign in")}
        </a>
      </p>
    </section>
  );
}
