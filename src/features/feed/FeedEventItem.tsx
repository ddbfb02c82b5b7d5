import type { ReactNode } from "react";
import { Link } from "wouter";
import type { FeedEvent } from "../../api/contract/social";
import { formatDate } from "../../lib/date-format";
import { t, tr } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { Image } from "../../ui/Image";
import { ReviewActions } from "../../widgets/reviews/ReviewActions";

/** What happened: who did what to which, with links. */
function Sentence({ event }: { event: FeedEvent }) {
  const owner = (
    <Link key="owner" href={event.event_owner.internal_path} dir="auto">
      {event.event_owner.name}
    </Link>
  );
  const product = event.product && (
    <Link key="product" href={event.product.internal_path} dir="auto">
      {event.product.title}
    </Link>
  );
  let sentence: unknown[];
  switch (event.kind) {
    case "review_published": {
      const shop = event.review?.shop;
      const about =
        product ??
        (shop && (
          <Link key="shop" href={shop.internal_path} dir="auto">
            {shop.name}
          </Link>
        ));
      sentence = about
        ? tr("{owner} reviewed {about}", { owner, about })
        : tr("{owner} reviewed a store", { owner });
      break;
    }
    case "product_added":
      sentence = product
        ? tr("{owner} added {product}", { owner, product })
        : tr("{owner} added a product", { owner });
      break;
    case "reviewer_followed":
      sentence = event.followed
        ? tr("{owner} started following {followed}", {
            owner,
            followed: (
              <Link key="followed" href={event.followed.internal_path} dir="auto">
                {event.followed.name}
              </Link>
            ),
          })
        : tr("{owner} started following someone", { owner });
      break;
    default:
      sentence = tr("{owner} joined the marketplace", { owner });
  }
  return <>{sentence as ReactNode[]}</>;
}

/** A store or a product without a picture is drawn; a reviewer's picture is their avatar. */
const FALLBACKS = { Shop: "store", Product: "product", Reviewer: undefined } as const;

export function FeedEventItem({ event }: { event: FeedEvent }) {
  const { review } = event;
  const country = useAtomValue(countryAtom);
  return (
    // The review's id: a guest's 'Helpful' comes back here after signing in.
    <li className="rv-feed__event" id={review ? `review-${review.public_id}` : undefined}>
      <Image
        className="rv-feed__picture"
        src={event.event_owner.image_url}
        alt=""
        width={40}
        height={40}
        fallback={FALLBACKS[event.event_owner.class]}
      />
      <div className="rv-feed__body">
        <p className="rv-feed__sentence">
          <Sentence event={event} /> ·{" "}
          <time dateTime={event.created_at}>{formatDate(event.created_at, country)}</time>
          {/* As every review card says it: the text below is the edited one. */}
          {review?.edited_at && ` · ${t("Edited {date}", { date: formatDate(review.edited_at, country) })}`}
        </p>
        {review && (
          <blockquote className="rv-feed__review">
            <p>
              <span className="rv-feed__rating">
                <span aria-hidden="true">{"★".repeat(review.rating)}</span>
                <span className="rv-visually-hidden">
                  {t("Rated {rating} out of 5", { rating: review.rating })}
                </span>
              </span>{" "}
              <strong dir="auto">{review.title}</strong>
            </p>
            <p className="rv-feed__text" dir="auto">
              {review.body}
            </p>
          </blockquote>
        )}
        {/* The feed lists published reviews only (the host leaves out the others). */}
        {review && <ReviewActions review={review} />}
      </div>
    </li>
  );
}
