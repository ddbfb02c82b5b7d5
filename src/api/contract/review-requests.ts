// What the widget calls send (product_review, all_reviews_page, questions_for_widget, a page of
// media) and what writing or editing a review sends: every parameter an embedded widget sends, as
// on a store's own site (the store named by its platform, domain and public api token,
// json_request always true), each as the bundle's codecs write it; anything else is a 400.
import type { Static } from "typebox";
import { RATED_ID_MAX, RATINGS_IDS_MAX } from "../../lib/rating-limits";
import { BODY_MAX, PHOTOS_MAX, TITLE_MAX } from "../../lib/review-rules";
import {
  Id,
  Line,
  Optional,
  QUESTIONS_PER_PAGE_MAX,
  QueryChoice,
  QueryFlag,
  QueryIds,
  QueryPage,
  QueryRating,
  QueryText,
  QueryWhole,
  REVIEWS_PER_PAGE_MAX,
  Strict,
  Text,
  Type,
} from "./building-blocks";
import type { QueryOf } from "./query-params";
import { ReviewSort, ReviewSource, ShopReviewType } from "./review";

/** The longest search within reviews, and within questions. */
const REVIEW_SEARCH_MAX = 200;
const QUESTION_SEARCH_MAX = 200;
/** A linked review's public id is at most this long. */
const REVIEW_ID_MAX = 64;

const SORT_DIRECTIONS = ["asc", "desc"] as const;

/**
 * The store a widget call names, as an embedded widget does: its platform, domain and public api
 * token. json_request is always true (the answer is always JSON).
 */
const WidgetOwner = {
  platform: Id,
  shop_domain: Id,
  api_token: Id,
  json_request: Optional(QueryFlag),
};

/**
 * A reviews widget's controls. The header figures and the metrics are always in the answer, so
 * add_header_counts and product_metrics are read by no one; review_type chooses among a store's
 * reviews (a product's reviews have no type).
 */
const ReviewsWidgetQuery = {
  ...WidgetOwner,
  add_header_counts: Optional(QueryFlag),
  product_metrics: Optional(QueryFlag),
  page: Optional(QueryPage),
  per_page: Optional(QueryWhole(1, REVIEWS_PER_PAGE_MAX)),
  filter_rating: Optional(QueryRating),
  sort_by: Optional(QueryChoice(ReviewSort.enum)),
  sort_dir: Optional(QueryChoice(SORT_DIRECTIONS)),
  search: Optional(QueryText(REVIEW_SEARCH_MAX)),
  review_type: Optional(QueryChoice(ShopReviewType.enum)),
  review_source: Optional(QueryChoice(ReviewSource.enum)),
  verified_only: Optional(QueryFlag),
  with_media: Optional(QueryFlag),
  review: Optional(QueryText(REVIEW_ID_MAX)),
};

/** A store's reviews (all_reviews_page). */
export const ShopWidgetQuery = Strict(ReviewsWidgetQuery);

/** One product's reviews (product_review): the store's product by its external id. */
export const ProductWidgetQuery = Strict({ ...ReviewsWidgetQuery, external_id: Id });

/** The ratings of a store's products for its grid's badges (product_ratings), by its own ids. */
export const ProductRatingsQuery = Strict({
  ...WidgetOwner,
  external_ids: QueryIds(RATINGS_IDS_MAX, RATED_ID_MAX),
});
export type ProductRatingsParams = QueryOf<typeof ProductRatingsQuery>;

/** What the bundle sends for a store's reviews widget (src/lib/review-query.ts widgetParams). */
export type WidgetParams = QueryOf<typeof ShopWidgetQuery>;

/** What the bundle sends for a product's reviews widget. */
export type ProductWidgetParams = QueryOf<typeof ProductWidgetQuery>;

/**
 * A product's questions (product_id, its external id), or those of every product of the store;
 * `search` finds words in a question or its answers, `unanswered_only` keeps those awaiting one.
 */
export const QuestionsQuery = Strict({
  ...WidgetOwner,
  product_id: Optional(Id),
  sort_by: Optional(QueryChoice(["created_at"])),
  sort_dir: Optional(QueryChoice(SORT_DIRECTIONS)),
  per_page: Optional(QueryWhole(1, QUESTIONS_PER_PAGE_MAX)),
  page: Optional(QueryPage),
  search: Optional(QueryText(QUESTION_SEARCH_MAX)),
  unanswered_only: Optional(QueryFlag),
});
export type QuestionsParams = QueryOf<typeof QuestionsQuery>;

/** A page of an owner's media, or of the questions a buyer can answer. */
export const PageQuery = Strict({ page: Optional(QueryPage) });

/** The form's field of the photos sent with a review. */
export const PHOTO_FIELD = "photos[]";
/** The form's field of the photos uploaded before the review, by id. */
export const PHOTO_IDS_FIELD = "photo_ids[]";
/** An edit's field of the compact address of each picture it keeps, in their order. */
export const KEEP_FIELD = "keep_pictures[]";
/** The field of a photo uploaded on its own, before the review. */
export const PHOTO_UPLOAD_FIELD = "photo";

// The text parts of the review form; the rules the form shows beside its fields (rating 1..5, the
// title's and the text's lengths once trimmed) are checked with the form's own rules by the host.
const reviewText = {
  rating: Type.String({ pattern: "^[0-9]$" }),
  title: Text(TITLE_MAX),
  body: Text(BODY_MAX),
  [PHOTO_IDS_FIELD]: Optional(Type.Array(Id, { maxItems: PHOTOS_MAX, uniqueItems: true })),
};

/** A new review's text parts (multipart; its photos under photos[]). */
export const NewReviewForm = Strict({ line_item_public_id: Id, ...reviewText });
export type NewReviewForm = Static<typeof NewReviewForm>;

/** An edit's text parts (multipart; new photos under photos[]). */
export const ReviewEditForm = Strict({
  ...reviewText,
  [KEEP_FIELD]: Optional(Type.Array(Line(500), { maxItems: PHOTOS_MAX, uniqueItems: true })),
});
export type ReviewEditForm = Static<typeof ReviewEditForm>;
