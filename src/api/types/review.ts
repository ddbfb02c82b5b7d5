// Reviews, widgets and media: reviews, media items, widget data, review sources (questions: questions.ts).
import type { CountryCode, DateTime, EncodedId, ImagePair, Paged } from "./common";

export type ReviewSource =
  | "all_sources"
  | "organic"
  | "invite"
  | "migrated"
  | "aliexpress"
  | "verified_provider"
  | "unverified_provider"
  | "unverified_source";

/** Private profile: all-reviews, published, unpublished (and deleted: OwnReviewType). Shop page: all-reviews, shop-reviews, product-reviews. */
export type ReviewType = "all-reviews" | "published" | "unpublished" | "shop-reviews" | "product-reviews";

/** newest and oldest by date; highest and lowest by rating, newest first within a rating; most_helpful by helpful votes, newest first within a count. */
export type ReviewSort = "newest" | "oldest" | "highest" | "lowest" | "pictures_first" | "most_helpful";

export interface ReviewAuthor {
  encoded_id: EncodedId;
  slug: string;
  /** The reviewer's public profile. */
  internal_path: string;
  name: string;
  avatar_image_url: ImagePair | null;
  verified_buyer: boolean;
}

export interface Review {
  uuid: string;
  public_id: string;
  rating: number;
  title: string;
  /** Plain text: render as text, never as HTML. */
  body: string;
  created_at: DateTime;
  /** When its author last changed it; null when never edited. */
  edited_at: DateTime | null;
  published: boolean;
  deleted: boolean;
  source: Exclude<ReviewSource, "all_sources">;
  verified_buyer: boolean;
  country: CountryCode;
  reviewer: ReviewAuthor;
  shop: { encoded_id: EncodedId; name: string; slug: string; internal_path: string };
  /** null for a review of the shop itself. */
  product: { encoded_id: EncodedId; title: string; internal_path: string; image_url: string | null } | null;
  /** Short ids (16 characters or fewer): the external video service. */
  video_external_ids: string[];
  /** Long ids (more than 16 characters): the platform's own video service. */
  media_platform_hosted_video_infos: {
    video_id: string;
    media_platform_url: string;
    thumbnail_url: string | null;
  }[];
  pictures_urls: { compact: string; huge: string }[];
  reply: { body: string; created_at: DateTime } | null;
  /** People who marked it helpful. */
  helpful_count: number;
  /** Whether the signed-in viewer is one of them (false for a guest). */
  voted_helpful: boolean;
  /** Hidden by the marketplace after reports, with the arbitrator's note to its author; null when not. */
  hidden_by_marketplace: { at: DateTime; note: string } | null;
}

/** PUT and DELETE /reviews/{public_id}/helpful: the review's count after the vote. */
export interface HelpfulVote {
  helpful_count: number;
  voted_helpful: boolean;
}

/** GET /api/v1/widgets/product_review and /api/v1/widgets/all_reviews_page. */
export interface WidgetParams {
  platform: string;
  shop_domain: string;
  api_token: string;
  /** Product widget only. */
  external_id?: string;
  add_header_counts?: boolean;
  page?: number;
  filter_rating?: number | null;
  sort_by?: ReviewSort;
  /** Overrides the direction of the sort's first key (e.g. newest with asc is oldest). */
  sort_dir?: "asc" | "desc";
  product_metrics?: boolean;
  json_request?: boolean;
  per_page?: number;
  search?: string;
  review_type?: ReviewType;
  review_source?: ReviewSource;
  verified_only?: boolean;
  /** Only reviews with pictures or videos. */
  with_media?: boolean;
  /** A review's public_id: the answer is the page that holds it (page is then ignored). */
  review?: string;
}

/** Rating → number of reviews with it. */
export type RatingHistogram = Record<"1" | "2" | "3" | "4" | "5", number>;

/**
 * The header figures (average, number of reviews, histogram) cover every published review of the
 * product, or of the shop within the chosen review type; the page and total_count follow the filters.
 */
export interface WidgetData extends Paged {
  average_rating: number;
  number_of_reviews: number;
  number_of_questions: number;
  rating_histogram_data: RatingHistogram;
  product_metrics: { transparency_score: number; authenticity_score: number } | null;
  currency: string;
  reviews: Review[];
  /** To the author of the review a link names (`review`) alone: the marketplace hid it, and why. */
  linked_review_hidden?: { at: DateTime; note: string };
}

/** A media item; `source` is 'platform' for video ids longer than 16 characters (null for a picture). */
export interface MediaItem {
  id: string;
  review_uuid: string;
  dataType: "video_external" | "video_platform" | "picture";
  source: "platform" | "external" | null;
  videoId: string | null;
  /** Picture address (huge size), or the platform video address. */
  url: string | null;
  thumbnail_url: string | null;
  review: { rating: number; title: string; reviewer_name: string };
}

/** GET /products/{id}/reviews_with_media, /shops/{id}/reviews_with_media */
export interface MediaPage extends Paged {
  items: MediaItem[];
}
