// A review as the host serialises it, for component tests: review n with its own ids, names and
// text; `overrides` sets what a test is about. One place to add a field the review gains. The
// shop and the product widget's answer it comes in.
import type { Review, WidgetData } from "../../../src/api/contract/review";
import type { ShopData } from "../../../src/api/contract/shop";

export const aReview = (n: number, overrides: Partial<Review> = {}): Review => ({
  uuid: `u${n}`,
  public_id: `p${n}`,
  rating: 2,
  title: `Title ${n}`,
  body: `Body ${n}`,
  created_at: "2026-03-04T10:00:00Z",
  edited_at: null,
  published: true,
  deleted: false,
  source: "invite",
  verified_buyer: true,
  country: "GB",
  reviewer: {
    encoded_id: `r${n}`,
    slug: `r${n}`,
    internal_path: `/reviews/profile/r${n}`,
    name: `Reviewer ${n}`,
    avatar_image_url: null,
    verified_buyer: true,
  },
  shop: { encoded_id: "s1", name: "A Shop", slug: "a", internal_path: "/reviews/stores/a" },
  product: null,
  video_external_ids: [],
  media_platform_hosted_video_infos: [],
  pictures_urls: [],
  reply: null,
  helpful_count: 0,
  voted_helpful: false,
  hidden_by_marketplace: null,
  ...overrides,
});

/** A shop as a product's widget is given it, questions shown or not. */
export const aShop = (questions: boolean): ShopData =>
  ({
    encoded_id: "s1",
    domain: "a.example",
    platform: "shopify",
    public_token: "tok",
    name: "A Shop",
    settings: {
      disable_web_reviews: false,
      enable_question_anwser: questions,
      shop_settings: { review_site_show_cards_carousel: false },
    },
  }) as ShopData;

/** The product widget's answer with `reviews` on its one page; `overrides` sets its totals and metrics. */
export const aWidget = (reviews: Review[], overrides: Partial<WidgetData> = {}): WidgetData => ({
  average_rating: 3.4,
  number_of_reviews: 20,
  number_of_questions: 2,
  rating_histogram_data: { "1": 3, "2": 4, "3": 0, "4": 5, "5": 8 },
  product_metrics: { transparency_score: 0.96, authenticity_score: 0.8 },
  currency: "USD",
  reviews,
  total_count: reviews.length,
  total_pages: 1,
  current_page: 1,
  ...overrides,
});
