// Featured reviews: the rating, the title, a short excerpt, the reviewer, the product and its store,
// each linked. Review text is shown as text, never as HTML.
import { Link } from "wouter";
import type { FeaturedReview } from "../../api/types/home";
import { Carousel } from "../../ui/Carousel";
import { Stars } from "../../ui/Stars";

interface Props {
  reviews: FeaturedReview[];
  /** The id of the heading that names the carousel. */
  labelledBy: string;
}

export default function FeaturedReviewStrip({ reviews, labelledBy }: Props) {
  return (
    <Carousel labelledBy={labelledBy} listClassName="rv-home-reviews">
      {reviews.map((review) => (
        <li key={review.review_uuid}>
          <article className="rv-home-review">
            <Stars rating={review.rating} size="sm" />
            <h3 className="rv-home-review__title">{review.title}</h3>
            <p className="rv-home-review__excerpt">{review.excerpt}</p>
            <p className="rv-home-review__by">
              by <Link href={review.reviewer.internal_path}>{review.reviewer.name}</Link>
            </p>
            <p className="rv-home-review__about">
              <Link href={review.product.internal_path}>{review.product.title}</Link>
              {" from "}
              <Link href={review.product.shop.internal_path}>{review.product.shop.name}</Link>
            </p>
          </article>
        </li>
      ))}
    </Carousel>
  );
}
