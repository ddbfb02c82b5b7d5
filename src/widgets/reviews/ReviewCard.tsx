import { memo, type ReactNode, useId } from "react";
import { Link } from "wouter";
import type { MediaItem, Review } from "../../api/contract/review";
import { formatDate } from "../../lib/date-format";
import { t, tr } from "../../lib/i18n/translate";
import { reviewMediaItems } from "../../lib/media";
import { sourceLabel } from "../../lib/review-query";
import { Image } from "../../ui/Image";
import { Stars } from "../../ui/Stars";
import { prefetchGallery } from "./lazy";
import { ReviewActions } from "./ReviewActions";
import { ReviewerAvatar } from "./ReviewerAvatar";

interface Props {
  review: Review;
  /** The shopper's country, for the date format. */
  country: string;
  /** Default false: names a product review's product (a store's page lists every product's reviews). */
  showProduct?: boolean;
  /** Default false: names a store review's store (lists away from that store, such as the profiles). */
  showStore?: boolean;
  onOpenMedia: (items: MediaItem[], index: number) => void;
  /** Default false: the review a shared link points to, marked as such. */
  linked?: boolean;
}

/**
 * One review. Titles, bodies and names are user content: text only, never HTML. A list rendered
 * again (its next page loading, a press elsewhere) leaves the cards of the same reviews alone.
 */
export const ReviewCard = memo(function ReviewCard({
  review,
  country,
  showProduct,
  showStore,
  onOpenMedia,
  linked,
}: Props) {
  const titleId = useId();
  const media = reviewMediaItems(review);
  const { product, shop } = review;
  return (
    <article
      className="rv-review"
      id={`review-${review.public_id}`}
      aria-labelledby={titleId}
      aria-current={linked}
    >
      {linked && <p className="rv-review__linked">{t("Linked review")}</p>}
      <header className="rv-review__header">
        {/* The name beside it is the link; the avatar repeats it for pointer users only. */}
        <Link className="rv-review__avatar" href={review.reviewer.internal_path} tabIndex={-1} aria-hidden>
          <ReviewerAvatar reviewer={review.reviewer} />
        </Link>
        <p className="rv-review__author">
          <Link className="rv-review__name" href={review.reviewer.internal_path} dir="auto">
            {review.reviewer.name}
          </Link>
          {review.verified_buyer && (
            <span className="rv-review__verified">
              <span aria-hidden>✓ </span>
              {t("Verified buyer")}
            </span>
          )}
        </p>
        <p className="rv-review__meta">
          <time dateTime={review.created_at}>{formatDate(review.created_at, country)}</time>
          {review.edited_at && ` · ${t("Edited {date}", { date: formatDate(review.edited_at, country) })}`}
          <span className="rv-review__source"> · {t(sourceLabel(review.source))}</span>
        </p>
      </header>
      <Stars rating={review.rating} size="sm" />
      <h3 className="rv-review__title" id={titleId} dir="auto">
        {review.title ||
          t("{rating, plural, one {#-star review} other {#-star review}}", { rating: review.rating })}
      </h3>
      {/* A review without a product is about its store. */}
      {(product ? showProduct : showStore) && (
        <p className="rv-review__product">
          {
            tr("Review of <a>{name}</a>", {
              name: product ? product.title : shop.name,
              a: (text: ReactNode) => (
                <Link key="a" href={(product ?? shop).internal_path} dir="auto">
                  {text}
                </Link>
              ),
            }) as ReactNode[]
          }
        </p>
      )}
      <p className="rv-review__body" dir="auto">
        {review.body}
      </p>
      {media.length > 0 && (
        <ul className="rv-review__media" aria-label={t("Photos and videos")}>
          {media.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className={`rv-review__thumb${item.dataType === "picture" ? "" : " rv-review__thumb--video"}`}
                onClick={() => onOpenMedia(media, index)}
                {...prefetchGallery}
                aria-label={
                  item.dataType === "picture"
                    ? t("Open photo {number} of {count} in the gallery", {
                        number: index + 1,
                        count: media.length,
                      })
                    : t("Open video {number} of {count} in the gallery", {
                        number: index + 1,
                        count: media.length,
                      })
                }
              >
                {item.thumbnail_url ? (
                  <Image src={item.thumbnail_url} alt="" width={72} height={72} />
                ) : (
                  <span className="rv-review__thumb-fallback" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* A shopper acts on public reviews only: an unpublished, deleted or hidden one is its owner's. */}
      {review.published && !review.deleted && !review.hidden_by_marketplace && (
        <ReviewActions review={review} />
      )}
      {review.reply && (
        <div className="rv-review__reply">
          <p className="rv-review__reply-from">{t("Reply from {shop}", { shop: review.shop.name })}</p>
          <p dir="auto">{review.reply.body}</p>
        </div>
      )}
    </article>
  );
});
