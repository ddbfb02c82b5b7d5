import type { ReactNode } from "react";
import { Link } from "wouter";
import { t, tr } from "../../lib/i18n/translate";
import { PATHS } from "../../lib/routes";

/** Nothing followed yet: where to find things worth following. */
export function EmptyFollowing() {
  return (
    <div className="rv-following__empty">
      <h2>{t("You don’t follow anyone yet")}</h2>
      <p>
        {
          tr(
            "Follow stores, products and people to see what they do in your feed. Start with a <search>product search</search> or <people>find people</people> who review what you like.",
            {
              search: (text: ReactNode) => (
                <Link key="search" href={PATHS.PageSearch}>
                  {text}
                </Link>
              ),
              people: (text: ReactNode) => (
                <Link key="people" href={PATHS.people}>
                  {text}
                </Link>
              ),
            },
          ) as ReactNode[]
        }
      </p>
    </div>
  );
}
