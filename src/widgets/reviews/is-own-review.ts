import type { Review } from "../../api/contract/review";
import type { CurrentReviewer } from "../../api/contract/reviewer";

/** Whether `review` is the signed-in reader's own: it then offers no Helpful and no Report. */
export const isOwnReview = (review: Review, reader: CurrentReviewer | null): boolean =>
  !!reader && review.reviewer.slug === reader.slug;
