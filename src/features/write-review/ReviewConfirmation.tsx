import { useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import type { CreatedReviewResponse } from "../../api/contract/write-review";
import { t } from "../../lib/i18n/translate";
import { ordersListHref } from "./line-items";
import { SentPhotos } from "./SentPhotos";

interface Props {
  created: CreatedReviewResponse;
  /** The ids of the photos uploaded for it. Default none. */
  photoIds?: string[];
  /** Default false: the review was edited, not written. */
  edited?: boolean;
}

/** After sending: whether the review shows now, and where to find it. */
export default function ReviewConfirmation({ created, edited, photoIds = [] }: Props) {
  const [formPath] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="rv-review-confirmation" aria-labelledby="review-confirmation-title">
      <h1 id="review-confirmation-title" ref={heading} tabIndex={-1}>
        {edited ? t("Your changes are saved") : t("Thank you for your review")}
      </h1>
      <p>
        {edited
          ? created.published
            ? t("Shoppers see the new version on the product page now, marked as edited.")
            : t("Your review is unpublished: publish it from your profile when you want shoppers to see it.")
          : created.published
            ? t("Your review is published: shoppers can read it on the product page now.")
            : t("Your review is waiting for a check by our team and will be published once it passes.")}
      </p>
      <SentPhotos ids={photoIds} pictures={created.review.pictures_urls} />
      <p className="rv-screen-message__actions">
        <Link className="rv-button" href={created.product_path}>
          {t("See your review on the product page")}
        </Link>
        <Link className="rv-button rv-button--secondary" href={created.profile_path}>
          {t("Go to your profile")}
        </Link>
        {!edited && (
          <Link className="rv-button rv-button--secondary" href={ordersListHref(formPath)}>
            {t("Review another order")}
          </Link>
        )}
      </p>
    </section>
  );
}
