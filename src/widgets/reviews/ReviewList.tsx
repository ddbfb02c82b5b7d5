// A page of reviews, as the reviews widget lists them. Rendered by the host, it is adopted as the
// reader nears it (ui/hydrate-near.ts): on a phone it starts below the fold, and its cards are
// about half of what a product's or a store's page would otherwise adopt before it is live.

import { memo, Suspense } from "react";
import type { MediaItem, Review } from "../../api/contract/review";
import { adoptedNear } from "../../ui/hydrate-near";
import { lazyPart } from "../../ui/lazy-part";
import { ReviewCard } from "./ReviewCard";

export interface ReviewListProps {
  reviews: Review[];
  /** True while the next page loads: the list is shown faded. */
  stale: boolean;
  country: string;
  showProduct: boolean;
  /** The review a shared link points to. */
  linked: string | undefined;
  onOpenMedia: (items: MediaItem[], index: number) => void;
}

function List({ reviews, stale, country, showProduct, linked, onOpenMedia }: ReviewListProps) {
  return (
    <ol className={`rv-reviews__list${stale ? " rv-reviews__list--stale" : ""}`}>
      {reviews.map((review) => (
        <li key={review.uuid}>
          <ReviewCard
            review={review}
            country={country}
            showProduct={showProduct}
            onOpenMedia={onOpenMedia}
            linked={review.public_id === linked}
          />
        </li>
      ))}
    </ol>
  );
}

/** Its code is in this chunk: only its adoption waits for the reader. */
const Adopted = lazyPart("review-list", async () => ({ default: List }), adoptedNear("review-list"));

/** Its own memo(): no update reaches the boundary while it waits to be adopted. */
export const ReviewList = memo((props: ReviewListProps) => (
  <div id="review-list">
    <Suspense fallback={null}>
      <Adopted {...props} />
    </Suspense>
  </div>
));
