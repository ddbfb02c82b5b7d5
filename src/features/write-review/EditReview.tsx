// The write-review form filled with one's own review (the 'new' route with ?review_public_id=),
// opened from the private profile's Edit.
import { lazy, Suspense, useEffect, useState } from "react";
import type { CreatedReviewResponse } from "../../api/contract/write-review";
import { editReviewFormUrl, getEditReviewForm } from "../../api/profile";
import { applyPageHead } from "../../lib/browser/page-head";
import { t } from "../../lib/i18n/translate";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { Image } from "../../ui/Image";
import { Loading } from "../../ui/Loading";
import { LoadFailed } from "../../widgets/LoadFailed";
import { useCachedRequest } from "../../widgets/use-cached-request";
import FormUnavailable from "./FormUnavailable";
import ReviewForm from "./ReviewForm";
import { useSignInRedirect } from "./use-sign-in-redirect";

// Shown only after saving: its code loads then.
const ReviewConfirmation = lazy(() => import("./ReviewConfirmation"));

export function EditReview({ publicId }: { /** The review's public_id. */ publicId: string }) {
  const [saved, setSaved] = useState<{ answer: CreatedReviewResponse; photoIds: string[] } | null>(null);
  const url = editReviewFormUrl(publicId);
  // The form shows the review as saved: an edit, a delete or a hide makes it stale.
  const { data, error } = useCachedRequest(url, () => getEditReviewForm(url), SHORT_LIFETIME, ["reviews"]);
  const guest = useSignInRedirect(error);
  useEffect(() => {
    if (data) applyPageHead(document, data.meta_data);
  }, [data]);

  if (saved) {
    return (
      <Suspense fallback={<Loading />}>
        <ReviewConfirmation created={saved.answer} photoIds={saved.photoIds} edited />
      </Suspense>
    );
  }
  if (error && (error.status === 404 || error.status === 409)) {
    return <FormUnavailable status={error.status} editing />;
  }
  if (guest) return <Loading />;
  if (error) return <LoadFailed status={error.status} retryAfter={error.retryAfter} />;
  if (!data) return <Loading />;
  const { review } = data;
  return (
    <section className="rv-write-review rv-write-review--form">
      <h1>{t("Edit your review")}</h1>
      <div className="rv-review-product">
        <Image
          className="rv-review-product__image"
          src={review.product?.image_url}
          alt=""
          width={96}
          height={96}
          eager
          fallback={review.product ? "product" : "store"}
        />
        <div>
          <p className="rv-review-product__title" dir="auto">
            {review.product?.title ?? review.shop.name}
          </p>
          <p className="rv-review-product__shop" dir="auto">
            {review.shop.name}
          </p>
        </div>
      </div>
      <ReviewForm review={review} onSaved={(answer, photoIds) => setSaved({ answer, photoIds })} />
    </section>
  );
}
