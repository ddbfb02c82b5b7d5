import { t } from "../../lib/i18n/translate";
import type { ProfileList } from "./use-profile-list";

interface Props {
  list: ProfileList<unknown>;
  /** Said when a page did not come, e.g. 'We couldn’t load your reviews just now.' */
  failed: string;
  /** The button's text, e.g. 'Load more reviews'. */
  more: string;
}

/** "Load more" under a list, or a polite retry when a page did not come. */
export function LoadMore({ list, failed, more }: Props) {
  if (list.error) {
    return (
      <p className="rv-load-more" role="alert">
        {failed}{" "}
        <button
          type="button"
          className="rv-button rv-button--small rv-button--secondary"
          onClick={list.retry}
        >
          {t("Try again")}
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
        {list.loadingMore ? t("Loading…") : more}
      </button>
    </p>
  );
}
