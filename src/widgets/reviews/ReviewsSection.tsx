// The reviews widget of the product and shop pages: summary, controls, list, paging. Part of the
// screen's chunk: the reviews are on the first paint; their list, rendered by the host, is adopted
// as the reader nears it (ReviewList).

import { type ReactNode, Suspense, useCallback, useRef } from "react";
import { getWidgetPage } from "../../api/catalog";
import type { MediaItem } from "../../api/contract/review";
import { t } from "../../lib/i18n/translate";
import { hasActiveFilters, type ReviewQuery } from "../../lib/review-query";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { lazyPart } from "../../ui/lazy-part";
import { Pagination } from "../../ui/Pagination";
import { RetryAlert } from "../../ui/RetryAlert";
import { useShownPress } from "../use-cached-request";
import ReviewControls from "./ReviewControls";
import { ReviewList } from "./ReviewList";
import { ReviewSkeletons } from "./ReviewsSkeleton";
import { ReviewsSummary } from "./ReviewsSummary";
import { type ReviewsTarget, widgetUrl } from "./reviews-target";
import { useReviewQuery } from "./use-review-query";
import { useWidgetData } from "./use-widget-data";
import "./reviews.css";

/** The filters in force: only after the shopper filters (or lands filtered), so loaded then. */
const ActiveFilters = lazyPart("active-filters", () => import("./ActiveFilters"));

export interface ReviewsSectionProps {
  /** Whose reviews; a shop's come with the review types (all, store and product reviews). */
  target: ReviewsTarget;
  /** Opens the gallery on one of a review's media items. */
  onOpenMedia: (items: MediaItem[], index: number) => void;
  /** Beside the heading, e.g. the 'Write a review' link. */
  actions?: ReactNode;
  /** Under the heading: a shop's review types (its page's own, so a product page never loads them). */
  tabs?: ReactNode;
}

export default function ReviewsSection({ target, onOpenMedia, actions, tabs }: ReviewsSectionProps) {
  const { query: pressed, hrefFor, go } = useReviewQuery();
  const withTypes = target.kind === "shop";
  const urlOf = (asked: ReviewQuery) =>
    widgetUrl(target, withTypes ? asked : { ...asked, type: "all-reviews" });
  // The histogram's row and the controls show what was pressed at once; the reviews it asks for
  // are rendered after that paint, and yield to the next press. Reviews already answered (Back,
  // Forward) show at once.
  const { shown: query, behind } = useShownPress(pressed, urlOf);
  const url = urlOf(query);
  const { data, loading, error, retry } = useWidgetData(url, () => getWidgetPage(url));
  // Until then, the reviews shown are the last query's.
  const busy = loading || behind;
  const country = useAtomValue(countryAtom);
  // A linked review's page is the host's choice, not the address's.
  const first = ((data?.current_page ?? query.page) - 1) * 10 + 1;
  const linkGone = query.review && data && !data.reviews.some((r) => r.public_id === query.review);
  const hidden = data?.linked_review_hidden;
  // One function for the list's whole life: the list waits unchanged for the reader (ReviewList).
  const latestOpenMedia = useRef(onOpenMedia);
  latestOpenMedia.current = onOpenMedia;
  const openMedia = useCallback(
    (items: MediaItem[], index: number) => latestOpenMedia.current(items, index),
    [],
  );

  return (
    <section id="reviews" className="rv-reviews" aria-labelledby="reviews-heading" aria-busy={busy}>
      <div className="rv-reviews__heading">
        <h2 id="reviews-heading">{t("Reviews")}</h2>
        {actions}
      </div>
      {tabs}
      {data ? (
        <ReviewsSummary
          data={data}
          active={pressed.rating}
          hrefFor={hrefFor}
          linkQuestions={target.shop.settings.enable_question_anwser}
        />
      ) : (
        <div className="rv-reviews-summary rv-reviews-summary--placeholder" />
      )}
      {linkGone && (
        <p className="rv-reviews__gone">
          {hidden
            ? t("Your review was hidden by the marketplace. {note}", { note: hidden.note })
            : t("This review is no longer available.")}
        </p>
      )}
      <ReviewControls query={pressed} go={go} />
      {hasActiveFilters(query) && (
        <Suspense fallback={null}>
          <ActiveFilters query={query} hrefFor={hrefFor} />
        </Suspense>
      )}
      {error && (
        <RetryAlert
          className="rv-reviews__error"
          text={t("The reviews didn’t load.")}
          error={error}
          onRetry={retry}
        />
      )}
      <p className="rv-reviews__status" role="status">
        {data && !busy && !error
          ? data.total_count === 0
            ? t("No reviews match these filters.")
            : t(
                "{total, plural, one {Showing {first}–{last} of # review} other {Showing {first}–{last} of # reviews}}",
                { first, last: first + data.reviews.length - 1, total: data.total_count },
              )
          : busy
            ? t("Loading reviews…")
            : ""}
      </p>
      {!data && !error && <ReviewSkeletons />}
      {data && (
        <ReviewList
          reviews={data.reviews}
          stale={busy}
          country={country}
          showProduct={withTypes}
          linked={query.review}
          onOpenMedia={openMedia}
        />
      )}
      {data && (
        <Pagination
          currentPage={data.current_page}
          totalPages={data.total_pages}
          hrefFor={(page) => hrefFor({ page })}
          label={t("Review pages")}
        />
      )}
    </section>
  );
}
