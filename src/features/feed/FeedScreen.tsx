// Feed: what the followed people, stores and products did (everyone's for a guest), newest
// first, with the People, Stores and Products filters in the address and 'Load more' for older.
// Paths are written out here, as in the route table (src/lib/routes.ts): importing that table
// from a screen splits it out of the entry into a chunk of its own, one more script on every page.
import { type ReactNode, useState } from "react";
import { useLocation } from "wouter";
import { feedFiltersQuery, parseFeedFilters } from "../../lib/feed-filters";
import { t, tr } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { signedInAtom } from "../../state/session";
import { usePageData } from "../../widgets/use-page-data";
import { FeedFiltersForm } from "./FeedFiltersForm";
import { FeedPage } from "./FeedPage";
import "./feed.css";
import { signInPath } from "../../lib/return-to";
import { PATHS } from "../../lib/routes";
import { useRouteQuery } from "../../ui/use-route-query";

export default function FeedScreen() {
  usePageData(); // the head; the route key is the full address
  const signedIn = useAtomValue(signedInAtom);
  const [, navigate] = useLocation();
  const filters = useRouteQuery(parseFeedFilters);
  const filterKey = feedFiltersQuery(filters);
  // Each 'Load more' adds the date of the oldest event shown; a change of filters starts over.
  const [pages, setPages] = useState<{ filterKey: string; cursors: (string | null)[] }>({
    filterKey,
    cursors: [null],
  });
  const cursors = pages.filterKey === filterKey ? pages.cursors : [null];

  return (
    <section className="rv-feed">
      <h1>{t("Feed")}</h1>
      {!signedIn && (
        <p className="rv-feed__invite">
          {
            tr(
              "These are the newest reviews and products from everyone. <a>Sign in</a> to see what the stores, products and people you follow are doing.",
              {
                a: (text: ReactNode) => (
                  <a key="a" href={signInPath(PATHS.feed)}>
                    {text}
                  </a>
                ),
              },
            ) as ReactNode[]
          }
        </p>
      )}
      <FeedFiltersForm
        filters={filters}
        onChange={(next) => {
          const qs = feedFiltersQuery(next);
          navigate(qs ? `${PATHS.feed}?${qs}` : PATHS.feed);
        }}
      />
      <ol className="rv-feed__events">
        {cursors.map((cursor, index) => (
          <FeedPage
            key={cursor ?? "first"}
            filters={filters}
            maxCreatedAt={cursor}
            first={index === 0}
            last={index === cursors.length - 1}
            onLoadMore={(oldest) => setPages({ filterKey, cursors: [...cursors, oldest] })}
          />
        ))}
      </ol>
    </section>
  );
}
