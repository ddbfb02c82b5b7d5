import { Link } from "wouter";
import { PATHS } from "../lib/routes";

/** What a crashed screen shows: a short message and ways on. */
export function ScreenError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="screen-message" role="alert">
      <h1>This page could not be shown</h1>
      <p>Something went wrong while showing this page. The rest of the site still works.</p>
      <p className="screen-message__actions">
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
        <Link href={PATHS.home} className="button button--secondary">
          Back to home
        </Link>
      </p>
    </section>
  );
}
