// Orders to review (route writeReview): the signed-in reviewer's line items, waiting and reviewed,
// and between them the questions shoppers ask about what they bought.

import { useEffect } from "react";
import { getOrdersToReview } from "../../api/profile";
import { applyPageHead } from "../../lib/browser/page-head";
import { t } from "../../lib/i18n/translate";
import { ordersToReviewUrl } from "../../lib/orders-to-review-url";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { Loading } from "../../ui/Loading";
import { LoadFailed } from "../../widgets/LoadFailed";
import { useCachedRequest } from "../../widgets/use-cached-request";
import { LineItemCard } from "./LineItemCard";
import { splitLineItems } from "./line-items";
import { ShopperQuestions } from "./ShopperQuestions";
import { useQuestionsToAnswer } from "./use-questions-to-answer";
import { useSignInRedirect } from "./use-sign-in-redirect";
import "./write-review.css";

export default function WriteReviewScreen() {
  // Kept a minute for back and forward, until a review is written: the reviewed line item then
  // shows under 'Reviewed' at once.
  const { data, error } = useCachedRequest(ordersToReviewUrl(), getOrdersToReview, SHORT_LIFETIME, [
    "orders",
  ]);
  // Asked beside the orders, not after them.
  const toAnswer = useQuestionsToAnswer();
  const guest = useSignInRedirect(error);
  useEffect(() => {
    if (data) applyPageHead(document, data.meta_data);
  }, [data]);

  if (guest) return <Loading />;
  if (error) return <LoadFailed status={error.status} retryAfter={error.retryAfter} />;
  if (!data) return <Loading />;
  const { waiting, reviewed } = splitLineItems(data.line_items);
  return (
    <section className="rv-write-review">
      <h1>{t("Write a review")}</h1>
      <h2 id="waiting-heading">{t("Waiting for a review")}</h2>
      {waiting.length > 0 ? (
        <ul className="rv-line-items" aria-labelledby="waiting-heading">
          {waiting.map((item) => (
            <LineItemCard key={item.public_id} item={item} />
          ))}
        </ul>
      ) : (
        <div className="rv-write-review__empty">
          <p>{t("Nothing is waiting for a review right now.")}</p>
          <p>
            {t(
              "When you buy from a store on the marketplace, the order shows up here, ready for your review. Find products with the search at the top of the page.",
            )}
          </p>
        </div>
      )}
      <ShopperQuestions list={toAnswer} />
      <h2 id="reviewed-heading">{t("Reviewed")}</h2>
      {reviewed.length > 0 ? (
        <ul className="rv-line-items" aria-labelledby="reviewed-heading">
          {reviewed.map((item) => (
            <LineItemCard key={item.public_id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="rv-write-review__none">{t("No reviews yet.")}</p>
      )}
    </section>
  );
}
