// Own-review actions: what the screen shows changes only after the host confirms, and a failure
// changes nothing but says so. Confirmed reviews replace the listed ones until the page is left.
import { useState } from "react";
import { isApiError } from "../../api/client";
import type { RecommendationsData, ReviewAction } from "../../api/contract/profile";
import type { Review } from "../../api/contract/review";
import { reviewAction } from "../../api/profile";
import { RESTORE_DAYS } from "../../lib/deleted-reviews";
import { type Message, msg, t } from "../../lib/i18n/translate";

export interface ActionFailure {
  publicId: string;
  action: ReviewAction;
  /** The host answered 410: the review was deleted longer ago than it stays restorable. */
  gone: boolean;
}

const FAILURES: Record<ReviewAction, Message> = {
  delete: msg(
    "Sorry, we couldn’t delete this review just now, so nothing has changed. Please try again in a moment.",
  ),
  restore: msg(
    "Sorry, we couldn’t restore this review just now, so nothing has changed. Please try again in a moment.",
  ),
  publish: msg(
    "Sorry, we couldn’t publish this review just now, so nothing has changed. Please try again in a moment.",
  ),
  unpublish: msg(
    "Sorry, we couldn’t unpublish this review just now, so nothing has changed. Please try again in a moment.",
  ),
};

/** What to tell the reviewer about a failure, in the language shown. */
export const failureText = (failure: ActionFailure): string =>
  // 410: trying again will not help.
  failure.gone
    ? t(
        "This review was deleted more than {days, plural, one {# day} other {# days}} ago and can no longer be restored.",
        { days: RESTORE_DAYS },
      )
    : t(FAILURES[failure.action]);

export interface ReviewActionsState {
  /** The review as the host last confirmed it, or the listed one. */
  current: (review: Review) => Review;
  pending: string | null;
  failure: ActionFailure | null;
  run: (action: ReviewAction, review: Review) => Promise<void>;
}

/** `onConfirmed` gets the host's answer (new recommendations and counts) after a change. */
export function useReviewActions(
  onConfirmed: (answer: { recommendations: RecommendationsData; totalReviews: number }) => void,
): ReviewActionsState {
  const [confirmed, setConfirmed] = useState<Record<string, Review>>({});
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const run = async (action: ReviewAction, review: Review) => {
    setPending(review.public_id);
    setFailure(null);
    try {
      const answer = await reviewAction(action, review.public_id);
      setConfirmed((all) => ({ ...all, [review.public_id]: answer.review }));
      onConfirmed({
        recommendations: answer.recommendations_data,
        totalReviews: answer.reviews_data.total_reviews_count,
      });
    } catch (error) {
      setFailure({ publicId: review.public_id, action, gone: isApiError(error) && error.status === 410 });
    } finally {
      setPending(null);
    }
  };

  return { current: (review) => confirmed[review.public_id] ?? review, pending, failure, run };
}
