import { Link } from "wouter";
import { PATHS } from "../lib/routes";

/** §8 not-found state: a real page with a way back to search. */
export function NotFound({ what = "page" }: { /** Default 'page'. */ what?: string }) {
  return (
    <section className="screen-message">
      <h1>We couldn’t find that {what}</h1>
      <p>It may have moved or no longer exist.</p>
      <p className="screen-message__actions">
        <Link href={PATHS.PageSearch} className="button">
          Search products
        </Link>
        <Link href={PATHS.home} className="button button--secondary">
          Back to home
        </Link>
      </p>
    </section>
  );
}
