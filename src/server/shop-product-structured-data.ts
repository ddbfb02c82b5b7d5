// The structured data of a shop's own product page (POST /render with product_reviews), from the
// answers its reviews section was rendered from: the product's page data (its name, description,
// rating and number of reviews on the marketplace) and the first reviews the section shows. The
// same function as the marketplace's own product page (lib/structured-data.ts), so the shop writes
// no second call for its AggregateRating. Without a price: the product's offer is the shop's own
// to state, at its own price.
import type { WidgetData } from "../api/contract/review";
import type { ProductPageResponse } from "../api/contract/shop";
import type { PageAnswer } from "../lib/page-answers";
import { productStructuredData, STRUCTURED_REVIEWS } from "../lib/structured-data";
import { WIDGET_PATHS } from "../lib/widget-paths";

const isProductPage = (value: unknown): value is ProductPageResponse =>
  typeof value === "object" && value !== null && "product_data" in value && "shop_data" in value;

/** The product's JSON-LD, or null when the render read no product page (or it has no reviews). */
export function shopProductStructuredData(answers: readonly PageAnswer[]): Record<string, unknown> | null {
  const page = answers.map((answer) => answer.value).find(isProductPage);
  if (!page) return null;
  const list = answers.find((answer) => answer.key.startsWith(`${WIDGET_PATHS.product}?`))?.value as
    | WidgetData
    | undefined;
  const { product_data: product, shop_data: shop } = page;
  return productStructuredData({
    title: product.title,
    description: product.description,
    image_url: null,
    url: product.external_url,
    external_id: product.external_id,
    price: 0,
    currency: product.currency,
    average_rating: product.average_rating,
    reviews_count: product.reviews_count,
    shop_name: shop.name,
    reviews: (list?.reviews ?? []).slice(0, STRUCTURED_REVIEWS).map((review) => ({
      rating: review.rating,
      title: review.title,
      body: review.body,
      author: review.reviewer.name,
      created_at: review.created_at,
    })),
  });
}
