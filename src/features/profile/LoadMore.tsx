import type { ProfileList } from "./use-profile-list";

/** "Load more" under a list, or a polite retry when a page did not come. */
export function LoadMore({ list, what }: { list: ProfileList<unknown> /** e.g. 'reviews' */; what: string }) {
  if (list.error) {
    return (
      <p className="rv-load-more" role="alert">
        We couldn’t load your {what} just now.{" "}
        <button
          type="button"
          className="rv-button rv-button--small rv-button--secondary"
          onClick={list.retry}
        >
          Try again
        </button>
      </p>
    );
  }
  if (!list.hasMore && !list.loadingMore) return null;
  return (
    <p className="rv-load-more">
      <button
        type="button"
        className="rv-button rv-button--secondary"
        disabled={list.loadingMore}
        onClick={list.loadMore}
      >
        {list.loadingMore ? "Loading…" : `Load more ${what}`}
      </button>
    </p>
  );
}
