// Reviews, widgets and media: reviews, media items, widget data, review sources (questions:
// questions.ts; what the widget calls send: review-requests.ts).
import type { Static } from "typebox";
import { about, PageOf, REVIEWS_PER_PAGE_MAX, Type } from "./building-blocks";
import { DateTime, EncodedId, ImagePair, Link, Paged } from "./common";

export const ReviewSource = Type.Enum([
  "all_sources",
  "organic",
  "invite",
  "migrated",
  "aliexpress",
  "verified_provider",
  "unverified_provider",
  "unverified_source",
]);
export type ReviewSource = Static<typeof ReviewSource>;

export const ReviewType = about(
  "Private profile: all-reviews, published, unpublished (and deleted: OwnReviewType). Shop page: all-reviews, shop-reviews, product-reviews.",
  Type.Enum(["all-reviews", "published", "unpublished", "shop-reviews", "product-reviews"]),
);
export type ReviewType = Static<typeof ReviewType>;

export const ShopReviewType = about(
  "A shop page's review types: every review, the store's own, or its products'.",
  Type.Enum(["all-reviews", "shop-reviews", "product-reviews"]),
);
export type ShopReviewType = Static<typeof ShopReviewType>;

export const ReviewSort = about(
  "newest and oldest by date; highest and lowest by rating, newest first within a rating; most_helpful by helpful votes, newest first within a count.",
  Type.Enum(["newest", "oldest", "highest", "lowest", "pictures_first", "most_helpful"]),
);
export type ReviewSort = Static<typeof ReviewSort>;

export const ReviewAuthor = Type.Object({
  encoded_id: EncodedId,
  slug: Type.String(),
  internal_path: about("The reviewer's public profile.", Type.String()),
  name: Type.String(),
  avatar_image_url: Type.Union([ImagePair, Type.Null()]),
  verified_buyer: Type.Boolean(),
});
export type ReviewAuthor = Static<typeof ReviewAuthor>;

/** When and why the marketplace hid a review. */
const Hidden = Type.Object({ at: DateTime, note: Type.String() });

export const Review = Type.Object({
  uuid: Type.String(),
  public_id: Type.String(),
  rating: Type.Integer(),
  title: Type.String(),
  body: about("Plain text: render as text, never as HTML.", Type.String()),
  created_at: DateTime,
  edited_at: about(
    "When its author last changed it; null when never edited.",
    Type.Union([DateTime, Type.Null()]),
  ),
  published: Type.Boolean(),
  deleted: Type.Boolean(),
  source: Type.Exclude(ReviewSource, Type.Literal("all_sources")),
  verified_buyer: Type.Boolean(),
  country: Type.String(),
  reviewer: ReviewAuthor,
  shop: Type.Object({
    encoded_id: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    internal_path: Type.String(),
  }),
  product: about(
    "null for a review of the shop itself.",
    Type.Union([
      Type.Object({
        encoded_id: Type.String(),
        title: Type.String(),
        internal_path: Type.String(),
        image_url: Type.Union([Link, Type.Null()]),
      }),
      Type.Null(),
    ]),
  ),
  video_external_ids: about(
    "Short ids (16 characters or fewer): the external video service.",
    Type.Array(Type.String()),
  ),
  media_platform_hosted_video_infos: about(
    "Long ids (more than 16 characters): the platform's own video service.",
    Type.Array(
      Type.Object({
        video_id: Type.String(),
        media_platform_url: Link,
        thumbnail_url: Type.Union([Link, Type.Null()]),
      }),
    ),
  ),
  pictures_urls: Type.Array(Type.Object({ compact: Link, huge: Link })),
  reply: Type.Union([Type.Object({ body: Type.String(), created_at: DateTime }), Type.Null()]),
  helpful_count: about("People who marked it helpful.", Type.Integer()),
  voted_helpful: about("Whether the signed-in viewer is one of them (false for a guest).", Type.Boolean()),
  hidden_by_marketplace: about(
    "Hidden by the marketplace after reports, with the arbitrator's note to its author; null when not.",
    Type.Union([Hidden, Type.Null()]),
  ),
});
export type Review = Static<typeof Review>;

export const HelpfulVote = about(
  "PUT and DELETE /reviews/{public_id}/helpful: the review's count after the vote.",
  Type.Object({ helpful_count: Type.Integer(), voted_helpful: Type.Boolean() }),
);
export type HelpfulVote = Static<typeof HelpfulVote>;

export const RatingHistogram = about(
  "Rating → number of reviews with it.",
  Type.Object({
    "1": Type.Integer(),
    "2": Type.Integer(),
    "3": Type.Integer(),
    "4": Type.Integer(),
    "5": Type.Integer(),
  }),
);
export type RatingHistogram = Static<typeof RatingHistogram>;

export const WidgetData = about(
  "The header figures (average, number of reviews, histogram) cover every published review of the product, or of the shop within the chosen review type; the page and total_count follow the filters.",
  Type.Object({
    ...Paged.properties,
    average_rating: Type.Number(),
    number_of_reviews: Type.Integer(),
    number_of_questions: Type.Integer(),
    rating_histogram_data: RatingHistogram,
    product_metrics: Type.Union([
      Type.Object({ transparency_score: Type.Number(), authenticity_score: Type.Number() }),
      Type.Null(),
    ]),
    currency: Type.String(),
    reviews: PageOf(Review, REVIEWS_PER_PAGE_MAX),
    linked_review_hidden: Type.Optional(
      about(
        "To the author of the review a link names (`review`) alone: the marketplace hid it, and why.",
        Hidden,
      ),
    ),
  }),
);
export type WidgetData = Static<typeof WidgetData>;

export const ProductRating = Type.Object({
  external_id: about("The store's own id of the product, as it was asked.", Type.String()),
  average_rating: about(
    "The average of its public reviews, 0 to 5 (0 without any), as its reviews widget gives it.",
    Type.Number({ minimum: 0, maximum: 5 }),
  ),
  number_of_reviews: about(
    "Its public reviews, as its reviews widget counts them.",
    Type.Integer({ minimum: 0 }),
  ),
  internal_path: about("The product's page on the marketplace.", Link),
});
export type ProductRating = Static<typeof ProductRating>;

export const ProductRatings = about(
  "The ratings of the products asked, each once, in the order asked; the ids the store has no product for, in `unknown_ids`. The same for every visitor, signed in or not.",
  Type.Object({
    products: PageOf(ProductRating),
    unknown_ids: PageOf(Type.String()),
  }),
);
export type ProductRatings = Static<typeof ProductRatings>;

export const MediaItem = about(
  "A media item; `source` is 'platform' for video ids longer than 16 characters (null for a picture).",
  Type.Object({
    id: Type.String(),
    review_uuid: Type.String(),
    dataType: Type.Enum(["video_external", "video_platform", "picture"]),
    source: Type.Union([Type.Enum(["platform", "external"]), Type.Null()]),
    videoId: Type.Union([Type.String(), Type.Null()]),
    url: about(
      "Picture address (huge size), or the platform video address.",
      Type.Union([Link, Type.Null()]),
    ),
    thumbnail_url: Type.Union([Link, Type.Null()]),
    review: Type.Object({ rating: Type.Integer(), title: Type.String(), reviewer_name: Type.String() }),
  }),
);
export type MediaItem = Static<typeof MediaItem>;

export const MediaPage = about(
  "GET /products/{id}/reviews_with_media, /shops/{id}/reviews_with_media",
  Type.Object({ ...Paged.properties, items: PageOf(MediaItem) }),
);
export type MediaPage = Static<typeof MediaPage>;
