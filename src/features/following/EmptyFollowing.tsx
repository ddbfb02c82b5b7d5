import { Link } from "wouter";
import { PATHS } from "../../lib/routes";

/** Nothing followed yet: where to find things worth following. */
export function EmptyFollowing() {
  return (
    <div className="rv-following__empty">
      <h2>You don’t follow anyone yet</h2>
      <p>
        Follow stores, products and people to see what they do in your feed. Start with a{" "}
        <Link href={PATHS.PageSearch}>product search</Link> or <Link href={PATHS.people}>find people</Link>{" "}
        who review what you like.
      </p>
    </div>
  );
}
