// One page of the feed: its events, and on the last page shown, 'Load more' when the host
// returned a full page (at least per_page events: there may be more).
import { FEED_EVENTS_URL, getFeedEvents } from "../../api/social";
import { type FeedFilters, feedRequestParams } from "../../lib/feed-filters";
import { t } from "../../lib/i18n/translate";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { withQuery } from "../../lib/request-urls";
import { Loading } from "../../ui/Loading";
import { RetryAlert } from "../../ui/RetryAlert";
import { useCachedRequest } from "../../widgets/use-cached-request";
import { FeedEventItem } from "./FeedEventItem";
import { WaitingForReview } from "./WaitingForReview";

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
  // Kept 60 s by its address, so back and forward show it at once, until a follow changes.
  const { data, error, retry } = useCachedRequest(
    withQuery(FEED_EVENTS_URL, params),
    () => getFeedEvents(params),
    SHORT_LIFETIME,
    ["follows"],
  );

  if (error) {
    return (
      <RetryAlert
        as="li"
        className="rv-feed__message"
        text={t("The feed didn’t load.")}
        error={error}
        onRetry={retry}
      />
    );
  }
  if (!data) {
    return (
      <li className="rv-feed__message">
        <Loading />
      </li>
    );
  }
  const events = data.feed_events;
  const oldest = events.at(-1)?.created_at;
  return (
    <>
      {first && data.current_reviewer_unreviewed_products.length > 0 && (
        <li className="rv-feed__waiting">
          <WaitingForReview items={data.current_reviewer_unreviewed_products} />
        </li>
      )}
      {first && events.length === 0 && <li className="rv-feed__message">{t("Nothing new here yet.")}</li>}
      {events.map((event) => (
        <FeedEventItem key={event.id} event={event} />
      ))}
      {last && oldest && events.length >= data.per_page && (
        <li className="rv-feed__more">
          <button type="button" className="rv-button rv-button--secondary" onClick={() => onLoadMore(oldest)}>
            {t("Load more")}
          </button>
        </li>
      )}
    </>
  );
}
