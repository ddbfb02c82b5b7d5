import { Link } from "wouter";
import { type ReviewQuery, SHOP_REVIEW_TYPES, type ShopReviewType } from "../../lib/review-query";

interface Props {
  active: ShopReviewType;
  hrefFor: (change: Partial<ReviewQuery>) => string;
}

/** The shop page's review types: all reviews, reviews of the store, reviews of its products. */
export function ReviewTypeTabs({ active, hrefFor }: Props) {
  return (
    <nav className="review-types" aria-label="Review type">
      {SHOP_REVIEW_TYPES.map((type) => (
        <Link
          key={type.value}
          href={hrefFor({ type: type.value })}
          aria-current={type.value === active ? "page" : undefined}
        >
          {type.label}
        </Link>
      ))}
    </nav>
  );
}
