// Following, feed and people: follow records, feed events, reviewers in a list.
import type { CountryCode, DateTime, EncodedId, ImagePair } from "./common";
import type { OrderLineItem } from "./order";
import type { Review } from "./review";
import type { ProductCard, ShopMedal } from "./shop";

export type FolloweeClass = "Reviewer" | "Shop" | "Product";

export interface ReviewerListItem {
  encoded_id: EncodedId;
  slug: string;
  name: string;
  /** The public profile. */
  internal_path: string;
  avatar_image_url: ImagePair | null;
  verified_buyer: boolean;
  country: CountryCode;
  reviews_count: number;
  followers_count: number;
}

export interface FollowedShop {
  encoded_shop_id: EncodedId;
  name: string;
  slug: string;
  internal_path: string;
  logo_url: string | null;
  shop_medals: ShopMedal[];
  reviews_count: number;
}

/** GET /reviews/following.json */
export interface FollowingResponse {
  products: ProductCard[];
  shops: FollowedShop[];
  reviewers: ReviewerListItem[];
}

export type PeopleSort = "most_reviews" | "newest" | "name";
export type PeopleFilter = "all" | "verified_buyers" | "followed";

/** GET /reviews/people.json */
export interface PeopleParams {
  sort_by?: PeopleSort;
  filter_by?: PeopleFilter;
  page?: number;
  /** Part of a reviewer's name. */
  q?: string;
}

export interface PeopleResponse {
  reviewers: ReviewerListItem[];
  per_page: number;
  total_count: number;
  current_page: number;
}

/** GET /reviews/feed_events.json; the event flags accept a boolean or the string 'false'. */
export interface FeedParams {
  /** Events older than this, for the next page. */
  max_created_at?: DateTime;
  user_events?: boolean | "false";
  store_events?: boolean | "false";
  product_events?: boolean | "false";
}

export interface FeedEvent {
  id: EncodedId;
  kind: "review_published" | "product_added" | "shop_joined" | "reviewer_followed";
  created_at: DateTime;
  event_owner: {
    encoded_id: EncodedId;
    class: FolloweeClass;
    name: string;
    internal_path: string;
    image_url: string | null;
  };
  review: Review | null;
  product: ProductCard | null;
  /** The reviewer a 'reviewer_followed' event is about. */
  followed: { encoded_id: EncodedId; name: string; internal_path: string } | null;
}

export interface FeedResponse {
  feed_events: FeedEvent[];
  per_page: number;
  current_reviewer_unreviewed_products: OrderLineItem[];
}

/** GET /reviews/profile/follows?by=Shop */
export interface FolloweesResponse {
  existing_followee_ids: EncodedId[];
}

/** POST /reviews/profile/follows/heart: exactly one of the three ids. */
export interface HeartRequest {
  is_hearting: boolean;
  shop_enc_id?: EncodedId;
  product_enc_id?: EncodedId;
  reviewer_enc_id?: EncodedId;
}
