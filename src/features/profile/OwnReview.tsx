import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { ReviewAction } from "../../api/contract/profile";
import type { MediaItem, Review } from "../../api/contract/review";
import { RESTORE_DAYS } from "../../lib/deleted-reviews";
import { msg, t } from "../../lib/i18n/translate";
import { PATHS } from "../../lib/routes";
import { ReviewCard } from "../../widgets/reviews/ReviewCard";
import { failureText, type ReviewActionsState } from "./use-review-actions";

// The confirmation dialog loads when Delete is first pressed.
const DeleteReviewDialog = lazy(() => import("./DeleteReviewDialog"));

interface Props {
  review: Review;
  actions: ReviewActionsState;
  country: string;
  onOpenMedia: (review: Review, items: MediaItem[], index: number) => void;
}

/** The write-review form filled with the review. */
const editHref = (review: Review) =>
  `${PATHS.new}?${new URLSearchParams({ review_public_id: review.public_id })}`;

const stateOf = (review: Review) =>
  review.deleted ? "deleted" : review.published ? "published" : "unpublished";

const STATE_LABELS = {
  deleted: msg("Deleted"),
  published: msg("Published"),
  unpublished: msg("Unpublished"),
} as const;

/** One of my reviews with its state and the actions it allows. */
export function OwnReview({ review: listed, actions, country, onOpenMedia }: Props) {
  const review = actions.current(listed);
  const [confirming, setConfirming] = useState(false);
  const busy = actions.pending === review.public_id;
  const failed = actions.failure?.publicId === review.public_id ? failureText(actions.failure) : null;
  const act = (action: ReviewAction) => void actions.run(action, review);
  const state = stateOf(review);
  const actionsRef = useRef<HTMLDivElement>(null);
  const shownState = useRef(state);

  // The button pressed is replaced (Unpublish by Publish, Delete by Restore): keyboard users keep
  // their place on the new one rather than falling back to the top of the page.
  useEffect(() => {
    if (shownState.current === state) return;
    shownState.current = state;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected)
      actionsRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
  }, [state]);

  return (
    <li className={`rv-own-review rv-own-review--${state}`} aria-busy={busy}>
      <p className="rv-own-review__state">
        <span className={`rv-state-badge rv-state-badge--${state}`}>{t(STATE_LABELS[state])}</span>
      </p>
      {/* Hidden by an arbitrator after reports: the public no longer sees it, whatever its state. */}
      {review.hidden_by_marketplace && (
        <p className="rv-own-review__hidden">
          <span className="rv-state-badge rv-state-badge--deleted">{t("Hidden by the marketplace")}</span>{" "}
          {review.hidden_by_marketplace.note}
        </p>
      )}
      <ReviewCard
        review={review}
        country={country}
        showProduct
        showStore
        onOpenMedia={(items, index) => onOpenMedia(review, items, index)}
      />
      <div className="rv-own-review__actions" ref={actionsRef}>
        {review.deleted ? (
          <button
            type="button"
            className="rv-button rv-button--small"
            disabled={busy}
            onClick={() => act("restore")}
          >
            {t("Restore")}
          </button>
        ) : (
          // The marketplace's decision stands: a hidden review is neither edited (the host refuses
          // with 409), nor published, unpublished or deleted by its author.
          !review.hidden_by_marketplace && (
            <>
              <Link
                className="rv-button rv-button--small rv-button--secondary"
                href={editHref(review)}
                aria-label={t("Edit your review: {title}", { title: review.title })}
              >
                {t("Edit")}
              </Link>
              {review.published ? (
                <button
                  type="button"
                  className="rv-button rv-button--small rv-button--secondary"
                  disabled={busy}
                  onClick={() => act("unpublish")}
                >
                  {t("Unpublish")}
                </button>
              ) : (
                <button
                  type="button"
                  className="rv-button rv-button--small"
                  disabled={busy}
                  onClick={() => act("publish")}
                >
                  {t("Publish")}
                </button>
              )}
              <button
                type="button"
                className="rv-button rv-button--small rv-button--danger"
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                {t("Delete")}
              </button>
            </>
          )
        )}
      </div>
      {failed && (
        <p className="rv-own-review__failure" role="alert">
          {failed}
        </p>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <DeleteReviewDialog
            title={review.title}
            restoreDays={RESTORE_DAYS}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              act("delete");
            }}
          />
        </Suspense>
      )}
    </li>
  );
}
