// A page of reviews, as the reviews widget lists them. Rendered by the host, it is adopted as the
// reader nears it (ui/hydrate-near.tsx): on a phone it starts below the fold, and its cards are
// about half of what a product's or a store's page would otherwise adopt before it is live.

import type { MediaItem, Review } from "../../api/contract/review";
import { adoptedNearPart } from "../../ui/hydrate-near";
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

export const ReviewList = adoptedNearPart("review-list", List);
