import { Link } from "wouter";
import { PATHS } from "../../lib/routes";

/** What a signed-in reviewer who is not an arbitrator sees on the arbitration pages. */
export function NotAllowed() {
  return (
    <section className="screen-message" role="alert">
      <h1>Not allowed</h1>
      <p>Only arbitrators can see disputes here. Your own disputes are on your profile.</p>
      <p className="screen-message__actions">
        <a href="/profile" className="button">
          My Profile
        </a>
        <Link href={PATHS.home} className="button button--secondary">
          Back to home
        </Link>
      </p>
    </section>
  );
}
