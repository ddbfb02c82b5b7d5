// One page of the feed: its events, and on the last page shown, 'Load more' when the host
// returned a full page (at least per_page events: there may be more).
import { getFeedEvents } from "../../api/social";
import type { FeedResponse } from "../../api/types/social";
import { type FeedFilters, feedRequestParams } from "../../lib/feed-filters";
import { withQuery } from "../../lib/request-urls";
import { createTtlCache } from "../../lib/ttl-cache";
import { Loading } from "../../ui/Loading";
import { RetryAlert } from "../../ui/RetryAlert";
import { useCachedRequest } from "../../widgets/use-cached-request";
import { FeedEventItem } from "./FeedEventItem";
import { WaitingForReview } from "./WaitingForReview";

// Feed pages are kept 60 s: back and forward show them at once.
const cache = createTtlCache<FeedResponse>(60_000, 30);

interface Props {
  filters: FeedFilters;
  /** Events older than this; null for the newest. */
  maxCreatedAt: string | null;
  first: boolean;
  last: boolean;
  onLoadMore: (oldest: string) => void;
}

export function FeedPage({ filters, maxCreatedAt, first, last, onLoadMore }: Props) {
  const params = feedRequestParams(filters, maxCreatedAt);
  const key = withQuery("feed", params);
  const { data, error, retry } = useCachedRequest(key, (signal) => getFeedEvents(params, signal), cache);

  if (error) {
    return <RetryAlert as="li" className="feed__message" text="The feed didn’t load." onRetry={retry} />;
  }
  if (!data) {
    return (
      <li className="feed__message">
        <Loading />
      </li>
    );
  }
  const events = data.feed_events;
  const oldest = events.at(-1)?.created_at;
  return (
    <>
      {first && data.current_reviewer_unreviewed_products.length > 0 && (
        <li className="feed__waiting">
          <WaitingForReview items={data.current_reviewer_unreviewed_products} />
        </li>
      )}
      {first && events.length === 0 && <li className="feed__message">Nothing new here yet.</li>}
      {events.map((event) => (
        <FeedEventItem key={event.id} event={event} />
      ))}
      {last && oldest && events.length >= data.per_page && (
        <li className="feed__more">
          <button type="button" className="button button--secondary" onClick={() => onLoadMore(oldest)}>
            Load more
          </button>
        </li>
      )}
    </>
  );
}
