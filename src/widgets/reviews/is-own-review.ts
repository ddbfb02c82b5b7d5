import type { Review } from "../../api/types/review";
import type { CurrentReviewer } from "../../api/types/reviewer";

/** Whether the signed-in reviewer wrote the review (no Helpful, no Report on one's own). */
export const isOwnReview = (review: Review, me: CurrentReviewer | null) => me?.slug === review.reviewer.slug;
