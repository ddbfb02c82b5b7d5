// Reviewer profiles, rewards and orders (spec §3 Reviewer profile, Order line item).
import type { CountryCode, CurrencyCode, DateTime, EncodedId, ImagePair, MetaData } from "./common";
import type { Dispute } from "./dispute";
import type { OrderLineItem } from "./order";
import type { Review, ReviewSort, ReviewType } from "./review";
import type { ProductCard } from "./shop";

export type ProfileTab = "reviews" | "rewards" | "orders" | "disputes";

/** Query of the public (/reviews/profile/{slug}) and private (/reviews/users/{slug}) profile JSON. */
export interface ProfileParams {
  tab?: ProfileTab;
  search?: string;
  /** §9: pictures_first by default. */
  sort_by?: ReviewSort;
  page?: number;
  filter_rating?: number | null;
  /** Private profile only. */
  review_type?: Extract<ReviewType, "all-reviews" | "published" | "unpublished">;
  rewards_page?: number;
  orders_page?: number;
  disputes_page?: number;
}

export interface ProfileBasicData {
  encoded_id: EncodedId;
  slug: string;
  name: string;
  avatar_image_url: ImagePair | null;
  verified_buyer: boolean;
  country: CountryCode;
  joined_at: DateTime;
  /** null: never asked (§4 subscribe prompt). */
  subscribed_rs: boolean | null;
}

export interface ProfileExtraData {
  recommendations_data: { items: ProductCard[]; total: number };
  followings_data: { shops_count: number; products_count: number; reviewers_count: number };
  reviews_data: { total_reviews_count: number };
  rewards_data: { total_count: number };
  orders_data: { total_count: number };
  disputes_data: { total_count: number };
}

export interface Reward {
  id: EncodedId;
  kind: "cashback" | "points" | "coupon";
  amount: number;
  currency: CurrencyCode;
  description: string;
  created_at: DateTime;
}

/** The profile JSON; `basic_data` is missing when a private profile is not the caller's (§8). */
export interface ProfileResponse {
  basic_data?: ProfileBasicData;
  extra_data: ProfileExtraData;
  meta_data: MetaData;
  reviews: Review[];
  total_count: number;
  total_pages: number;
  current_page: number;
  /** Private profile: the rewards, orders or disputes page of the chosen tab. */
  rewards?: Reward[];
  orders?: OrderLineItem[];
  disputes?: Dispute[];
}

/** PUT /reviews/profile/reviewers/0 with subscribed_rs (§4 subscribe prompt). */
export interface UpdateProfileRequest {
  reviewer: { subscribed_rs: boolean };
}

/** DELETE /reviews/profile/reviews/{public_id}; PUT …/restore, …/publish, …/unpublish */
export type ReviewAction = "delete" | "restore" | "publish" | "unpublish";

export interface ReviewActionResponse {
  review: Review;
}

/** GET /reviews/write-review?format=json&resource=orders */
export interface OrdersToReviewResponse {
  line_items: OrderLineItem[];
  meta_data: MetaData;
}

/** GET /reviews/write-review/new?format=json&line_item_public_id= */
export interface NewReviewFormResponse {
  line_item: OrderLineItem;
  product: ProductCard;
  /** The reviewer has not accepted the terms yet: the terms modal shows first. */
  needs_tos: boolean;
  meta_data: MetaData;
}
