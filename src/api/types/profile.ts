// Reviewer profiles, rewards and orders: the reviewer profile, one serializer per audience, and order line items.
import type { CountryCode, CurrencyCode, DateTime, EncodedId, ImagePair, MetaData, Paged } from "./common";
import type { Dispute } from "./dispute";
import type { OrderLineItem } from "./order";
import type { AskedQuestion, GivenAnswer } from "./questions";
import type { Review, ReviewType } from "./review";
import type { ProductCard } from "./shop";

/** The private profile's tabs, in their order: disputes is the fourth (index 3), questions the fifth. */
export type ProfileTab = "reviews" | "rewards" | "orders" | "disputes" | "questions";

/** The owner's review types; 'deleted' lists the deleted reviews that can still be restored. */
export type OwnReviewType = Extract<ReviewType, "all-reviews" | "published" | "unpublished"> | "deleted";

/** What anyone may read about a reviewer (the public profile, whoever asks). */
export interface PublicProfileBasics {
  encoded_id: EncodedId;
  slug: string;
  name: string;
  avatar_image_url: ImagePair | null;
  verified_buyer: boolean;
  country: CountryCode;
  joined_at: DateTime;
}

/** The owner's own view adds their settings. */
export interface OwnerProfileBasics extends PublicProfileBasics {
  email: string | null;
  /** null: never asked (the subscribe prompt shows). */
  subscribed_rs: boolean | null;
  rs_country: CountryCode | null;
  rs_currency: CurrencyCode | null;
}

export interface FollowingsCounts {
  shops_count: number;
  products_count: number;
  reviewers_count: number;
}

export interface RecommendationsData {
  items: ProductCard[];
  total: number;
}

export interface PublicProfileExtra {
  recommendations_data: RecommendationsData;
  followings_data: FollowingsCounts;
  /** Published reviews only. */
  reviews_data: { total_reviews_count: number };
}

export interface PrivateProfileExtra extends PublicProfileExtra {
  rewards_data: {
    total_count: number;
    cash_total: number;
    cash_currency: CurrencyCode;
    points_total: number;
  };
  orders_data: { total_count: number; unreviewed_count: number };
  disputes_data: { total_count: number };
  /** The questions the reviewer asked, and the answers to them given since they last looked at the Questions tab. */
  questions_data: { total_count: number; new_answers_count: number };
}

/** GET /reviews/profile/{slug}?format=json: published reviews only, nothing private. */
export interface PublicProfileResponse extends Paged {
  meta_data: MetaData;
  basic_data: PublicProfileBasics;
  extra_data: PublicProfileExtra;
  reviews: Review[];
}

/**
 * GET /reviews/users/{slug}?format=json as the owner. The page fields (total_count …) belong to the
 * chosen tab's list, which is the only list present. Another reviewer gets the public profile
 * (no `basic_data.subscribed_rs`, no `tab`); a guest gets a 401.
 */
export interface PrivateProfileResponse extends Paged {
  meta_data: MetaData;
  basic_data: OwnerProfileBasics;
  extra_data: PrivateProfileExtra;
  tab: ProfileTab;
  reviews?: Review[];
  rewards?: Reward[];
  orders?: OrderLineItem[];
  disputes?: Dispute[];
  /**
   * The questions tab: the questions the reviewer asked (the latest answered or asked first) and
   * the answers they gave (newest first), 10 of each a page; the page fields are the longer list's.
   */
  asked_questions?: AskedQuestion[];
  given_answers?: GivenAnswer[];
}

export interface Reward {
  id: EncodedId;
  kind: "cashback" | "points" | "coupon";
  amount: number;
  currency: CurrencyCode;
  description: string;
  created_at: DateTime;
}

/** PUT /reviews/profile/reviewers/0 from the edit profile form and the subscribe prompt. */
export interface UpdateProfileRequest {
  reviewer: {
    name?: string;
    /** null clears the choice: the host then goes by the profile's own country. */
    rs_country?: CountryCode | null;
    rs_currency?: CurrencyCode;
    subscribed_rs?: boolean;
  };
}

/** GET /reviews/profile/edit?format=json */
export interface EditProfileResponse {
  meta_data: MetaData;
  basic_data: OwnerProfileBasics;
}

/** DELETE /reviews/profile/reviews/{public_id}; PUT …/restore, …/publish, …/unpublish */
export type ReviewAction = "delete" | "restore" | "publish" | "unpublish";

export interface ReviewActionResponse {
  review: Review;
  /** The private profile's recommendations after the change (they follow the published reviews). */
  recommendations_data: RecommendationsData;
  reviews_data: { total_reviews_count: number };
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
  /** The name the terms modal starts with. */
  reviewer_name?: string;
  meta_data: MetaData;
}

/** The same route with ?review_public_id=: the form filled with one's own review, to edit it. */
export interface EditReviewFormResponse {
  review: Review;
  meta_data: MetaData;
}
