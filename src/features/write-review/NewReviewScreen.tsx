// The review form (route 'new', child of write-review): a new review of one of the reviewer's line
// items, or, with ?review_public_id=, an edit of one of their reviews.
import { lazy, Suspense, useEffect, useState } from "react";
import type { CreatedReviewResponse } from "../../api/contract/write-review";
import { getNewReviewForm, newReviewFormUrl } from "../../api/profile";
import { emit } from "../../lib/browser/host-events";
import { applyPageHead } from "../../lib/browser/page-head";
import { t } from "../../lib/i18n/translate";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { atom, useStore } from "../../state/jotai";
import { Image } from "../../ui/Image";
import { Loading } from "../../ui/Loading";
import { LoadFailed } from "../../widgets/LoadFailed";
import { useCachedRequest } from "../../widgets/use-cached-request";
import { EditReview } from "./EditReview";
import FormUnavailable from "./FormUnavailable";
import ReviewForm from "./ReviewForm";
import { useSignInRedirect } from "./use-sign-in-redirect";
import "./write-review.css";
import { queryParam } from "../../lib/query-param";
import { useRouteQuery } from "../../ui/use-route-query";

// Shown only after sending: its code loads then.
const ReviewConfirmation = lazy(() => import("./ReviewConfirmation"));

/** The line item whose form the host page was last told of: the form again in a new language is no new start. */
const startedAtom = atom("");

/** The order line the review is for, as the address names it. */
const lineItemOf = (search: string) => queryParam(search, "line_item_public_id");
/** The review an edit is for. */
const reviewOf = (search: string) => queryParam(search, "review_public_id");

export default function NewReviewScreen() {
  const reviewId = useRouteQuery(reviewOf);
  const lineItemId = useRouteQuery(lineItemOf) ?? "";
  return reviewId ? <EditReview key={reviewId} publicId={reviewId} /> : <NewReview lineItemId={lineItemId} />;
}

function NewReview({ lineItemId }: { lineItemId: string }) {
  const [created, setCreated] = useState<{ answer: CreatedReviewResponse; photoIds: string[] } | null>(null);
  const url = lineItemId ? newReviewFormUrl(lineItemId) : null;
  // The form changes with the review written for its line item (then 409): the orders' tag.
  const { data, error } = useCachedRequest(url, () => getNewReviewForm(url as string), SHORT_LIFETIME, [
    "orders",
  ]);
  const guest = useSignInRedirect(error);
  const store = useStore();
  useEffect(() => {
    if (!data) return;
    applyPageHead(document, data.meta_data);
    if (store.get(startedAtom) === lineItemId) return;
    store.set(startedAtom, lineItemId);
    emit("review-started", { product_id: data.product.encoded_product_id });
  }, [data, store, lineItemId]);

  const unavailable = !lineItemId
    ? 404
    : error && [403, 404, 409].includes(error.status)
      ? error.status
      : null;
  if (created) {
    return (
      <Suspense fallback={<Loading />}>
        <ReviewConfirmation created={created.answer} photoIds={created.photoIds} />
      </Suspense>
    );
  }
  if (unavailable) return <FormUnavailable status={unavailable} />;
  if (guest) return <Loading />;
  if (error) return <LoadFailed status={error.status} retryAfter={error.retryAfter} />;
  if (!data) return <Loading />;
  const { product } = data;
  return (
    <section className="rv-write-review rv-write-review--form">
      <h1>{t("Write a review")}</h1>
      <div className="rv-review-product">
        <Image
          className="rv-review-product__image"
          src={product.image_url}
          retinaSrc={product.retina_image_url}
          alt=""
          width={96}
          height={96}
          eager
          fallback="product"
        />
        <div>
          <p className="rv-review-product__title" dir="auto">
            {product.title}
          </p>
          <p className="rv-review-product__shop" dir="auto">
            {product.shop.name}
          </p>
        </div>
      </div>
      <ReviewForm form={data} onSaved={(answer, photoIds) => setCreated({ answer, photoIds })} />
    </section>
  );
}
