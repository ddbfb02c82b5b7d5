import { signInPath } from "../../lib/return-to";
/** A page of follows asked for by a guest: the way to sign in and come back. */
export default function SignInToFollow({
  returnTo,
}: {
  /** The address to come back to. */ returnTo: string;
}) {
  return (
    <section className="rv-screen-message" role="alert">
      <h1>Sign in to see this page</h1>
      <p>
        <a className="rv-button" href={signInPath(returnTo)}>
          Sign in
        </a>
      </p>
    </section>
  );
}
