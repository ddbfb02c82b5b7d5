// Featured reviews: the rating, the title, a short excerpt, the reviewer, the product and its store,
// each linked. Review text is shown as text, never as HTML.
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { FeaturedReview } from "../../api/contract/home";
import { tr } from "../../lib/i18n/translate";
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
            <h3 className="rv-home-review__title" dir="auto">
              {review.title}
            </h3>
            <p className="rv-home-review__excerpt" dir="auto">
              {review.excerpt}
            </p>
            <p className="rv-home-review__by">
              {
                tr("by <a>{name}</a>", {
                  name: review.reviewer.name,
                  a: (text: ReactNode) => (
                    <Link key="a" href={review.reviewer.internal_path} dir="auto">
                      {text}
                    </Link>
                  ),
                }) as ReactNode[]
              }
            </p>
            <p className="rv-home-review__about">
              {
                tr("<product>{title}</product> from <shop>{name}</shop>", {
                  title: review.product.title,
                  name: review.product.shop.name,
                  product: (text: ReactNode) => (
                    <Link key="product" href={review.product.internal_path} dir="auto">
                      {text}
                    </Link>
                  ),
                  shop: (text: ReactNode) => (
                    <Link key="shop" href={review.product.shop.internal_path} dir="auto">
                      {text}
                    </Link>
                  ),
                }) as ReactNode[]
              }
            </p>
          </article>
        </li>
      ))}
    </Carousel>
  );
}
