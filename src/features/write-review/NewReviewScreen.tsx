// The new-review form (route 'new', child of write-review), for one line item of the reviewer.
import { lazy, Suspense, useEffect, useState } from "react";
import { useSearch } from "wouter";
import { getNewReviewForm } from "../../api/profile";
import type { NewReviewFormResponse } from "../../api/types/profile";
import type { CreatedReviewResponse } from "../../api/types/write-review";
import { applyPageHead } from "../../lib/page-head";
import { createTtlCache } from "../../lib/ttl-cache";
import { Image } from "../../ui/Image";
import { Loading } from "../../ui/Loading";
import { LoadFailed } from "../../widgets/LoadFailed";
import { useCachedRequest } from "../../widgets/use-cached-request";
import FormUnavailable from "./FormUnavailable";
import { ordersCache } from "./orders-cache";
import ReviewForm from "./ReviewForm";
import { useSignInRedirect } from "./use-sign-in-redirect";
import "./write-review.css";

// Shown only after sending: its code loads then.
const ReviewConfirmation = lazy(() => import("./ReviewConfirmation"));

const formCache = createTtlCache<NewReviewFormResponse>(60_000, 5);

export default function NewReviewScreen() {
  const lineItemId = new URLSearchParams(useSearch()).get("line_item_public_id") ?? "";
  const [created, setCreated] = useState<CreatedReviewResponse | null>(null);
  const { data, error } = useCachedRequest(
    lineItemId || null,
    (signal) => getNewReviewForm(lineItemId, signal),
    formCache,
  );
  const guest = useSignInRedirect(error);
  useEffect(() => {
    if (data) applyPageHead(document, data.meta_data);
  }, [data]);

  const unavailable = !lineItemId
    ? 404
    : error && [403, 404, 409].includes(error.status)
      ? error.status
      : null;
  if (created) {
    return (
      <Suspense fallback={<Loading />}>
        <ReviewConfirmation created={created} />
      </Suspense>
    );
  }
  if (unavailable) return <FormUnavailable status={unavailable} />;
  if (guest) return <Loading />;
  if (error) return <LoadFailed status={error.status} />;
  if (!data) return <Loading />;
  const { product } = data;
  return (
    <section className="write-review write-review--form">
      <h1>Write a review</h1>
      <div className="review-product">
        <Image
          src={product.image_url}
          retinaSrc={product.retina_image_url}
          alt=""
          width={96}
          height={96}
          eager
        />
        <div>
          <p className="review-product__title">{product.title}</p>
          <p className="review-product__shop">{product.shop.name}</p>
        </div>
      </div>
      <ReviewForm
        form={data}
        onCreated={(answer) => {
          // The orders list and this form change with the new review: load them again next time.
          ordersCache.clear();
          formCache.delete(lineItemId);
          setCreated(answer);
        }}
      />
    </section>
  );
}
