// A product's reviews: its reviews widget, with 'Write a review' and a dispute about it beside the
// heading, and its questions under it. The product page shows them under the product; a shop's own
// product page shows them alone (src/embed/), where their links lead to the marketplace.
import { Link } from "wouter";
import type { PageDataOf } from "../../api/contract/page-data";
import { t } from "../../lib/i18n/translate";
import { PATHS } from "../../lib/routes";
import type { GalleryRequest } from "../../widgets/gallery/gallery-item";
import { OpenDisputeLink } from "../../widgets/OpenDisputeLink";
import { QuestionsSection } from "../../widgets/questions/QuestionsSection";
import ReviewsSection from "../../widgets/reviews/ReviewsSection";

export function ProductReviews({
  data,
  openGallery,
}: {
  data: PageDataOf<"product">;
  /** Opens the gallery on a review's media. */
  openGallery: (request: GalleryRequest) => void;
}) {
  const { product_data: product, shop_data: shop } = data;
  return (
    <>
      <ReviewsSection
        target={{ kind: "product", shop, externalId: product.external_id }}
        onOpenMedia={(items, start) =>
          openGallery({ owner: { kind: "products", id: product.encoded_id }, items, start })
        }
        actions={
          <>
            {!shop.settings.disable_web_reviews && (
              <Link className="rv-button rv-button--small" href={PATHS.writeReview}>
                {t("Write a review")}
              </Link>
            )}
            <OpenDisputeLink href={data.new_dispute_path} />
          </>
        }
      />
      {shop.settings.enable_question_anwser && <QuestionsSection product={product} shop={shop} />}
    </>
  );
}
