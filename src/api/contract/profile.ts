// Reviewer profiles, rewards and orders: the reviewer profile, one serializer per audience, and order line items.
import type { Static } from "typebox";
import { about, PageOf, Type } from "./building-blocks";
import { DateTime, Email, ImagePair, MetaData, Paged } from "./common";
import { Dispute } from "./dispute";
import { OrderLineItem } from "./order";
import { AskedQuestion, GivenAnswer } from "./questions";
import { Review } from "./review";
import { ProductCard } from "./shop";

export const ProfileTab = about(
  "The private profile's tabs, in their order: disputes is the fourth (index 3), questions the fifth.",
  Type.Enum(["reviews", "rewards", "orders", "disputes", "questions"]),
);
export type ProfileTab = Static<typeof ProfileTab>;

export const OwnReviewType = about(
  "The owner's review types; 'deleted' lists the deleted reviews that can still be restored.",
  Type.Enum(["all-reviews", "published", "unpublished", "deleted"]),
);
export type OwnReviewType = Static<typeof OwnReviewType>;

export const ReviewAction = Type.Enum(["delete", "restore", "publish", "unpublish"]);
export type ReviewAction = Static<typeof ReviewAction>;

export const PublicProfileBasics = about(
  "What anyone may read about a reviewer (the public profile, whoever asks).",
  Type.Object({
    encoded_id: Type.String(),
    slug: Type.String(),
    name: Type.String(),
    avatar_image_url: Type.Union([ImagePair, Type.Null()]),
    verified_buyer: Type.Boolean(),
    country: Type.String(),
    joined_at: DateTime,
  }),
);
export type PublicProfileBasics = Static<typeof PublicProfileBasics>;

export const OwnerProfileBasics = about(
  "The owner's own view adds their settings.",
  Type.Object({
    ...PublicProfileBasics.properties,
    email: Type.Union([Email, Type.Null()]),
    subscribed_rs: about(
      "null: never asked (the subscribe prompt shows).",
      Type.Union([Type.Boolean(), Type.Null()]),
    ),
    rs_country: Type.Union([Type.String(), Type.Null()]),
    rs_currency: Type.Union([Type.String(), Type.Null()]),
  }),
);
export type OwnerProfileBasics = Static<typeof OwnerProfileBasics>;

export const FollowingsCounts = Type.Object({
  shops_count: Type.Integer(),
  products_count: Type.Integer(),
  reviewers_count: Type.Integer(),
});
export type FollowingsCounts = Static<typeof FollowingsCounts>;

export const RecommendationsData = Type.Object({ items: PageOf(ProductCard), total: Type.Integer() });
export type RecommendationsData = Static<typeof RecommendationsData>;

export const PublicProfileExtra = Type.Object({
  recommendations_data: RecommendationsData,
  followings_data: FollowingsCounts,
  reviews_data: about("Published reviews only.", Type.Object({ total_reviews_count: Type.Integer() })),
});
export type PublicProfileExtra = Static<typeof PublicProfileExtra>;

export const PrivateProfileExtra = Type.Object({
  ...PublicProfileExtra.properties,
  rewards_data: Type.Object({
    total_count: Type.Integer(),
    cash_total: Type.Number(),
    cash_currency: Type.String(),
    points_total: Type.Number(),
  }),
  orders_data: Type.Object({ total_count: Type.Integer(), unreviewed_count: Type.Integer() }),
  disputes_data: Type.Object({ total_count: Type.Integer() }),
  questions_data: about(
    "The questions the reviewer asked, and the answers to them given since they last looked at the Questions tab.",
    Type.Object({ total_count: Type.Integer(), new_answers_count: Type.Integer() }),
  ),
});
export type PrivateProfileExtra = Static<typeof PrivateProfileExtra>;

export const PublicProfileResponse = about(
  "GET /reviews/profile/{slug}?format=json: published reviews only, nothing private.",
  Type.Object({
    ...Paged.properties,
    meta_data: MetaData,
    basic_data: PublicProfileBasics,
    extra_data: PublicProfileExtra,
    reviews: PageOf(Review),
  }),
);
export type PublicProfileResponse = Static<typeof PublicProfileResponse>;

export const Reward = Type.Object({
  id: Type.String(),
  kind: Type.Enum(["cashback", "points", "coupon"]),
  amount: Type.Number(),
  currency: Type.String(),
  description: Type.String(),
  created_at: DateTime,
});
export type Reward = Static<typeof Reward>;

export const PrivateProfileResponse = about(
  "GET /reviews/users/{slug}?format=json as the owner. The page fields (total_count …) belong to the chosen tab's list, which is the only list present. Another reviewer gets the public profile (no `basic_data.subscribed_rs`, no `tab`); a guest gets a 401.",
  Type.Object({
    ...Paged.properties,
    meta_data: MetaData,
    basic_data: OwnerProfileBasics,
    extra_data: PrivateProfileExtra,
    tab: ProfileTab,
    reviews: Type.Optional(PageOf(Review)),
    rewards: Type.Optional(PageOf(Reward)),
    orders: Type.Optional(PageOf(OrderLineItem)),
    disputes: Type.Optional(PageOf(Dispute)),
    asked_questions: about(
      "The questions tab: the questions the reviewer asked (the latest answered or asked first) and the answers they gave (newest first), 10 of each a page; the page fields are the longer list's.",
      Type.Optional(PageOf(AskedQuestion)),
    ),
    given_answers: Type.Optional(PageOf(GivenAnswer)),
  }),
);
export type PrivateProfileResponse = Static<typeof PrivateProfileResponse>;

export const EditProfileResponse = about(
  "GET /reviews/profile/edit?format=json",
  Type.Object({ meta_data: MetaData, basic_data: OwnerProfileBasics }),
);
export type EditProfileResponse = Static<typeof EditProfileResponse>;

export const ReviewActionResponse = Type.Object({
  review: Review,
  recommendations_data: about(
    "The private profile's recommendations after the change (they follow the published reviews).",
    RecommendationsData,
  ),
  reviews_data: PublicProfileExtra.properties.reviews_data,
});
export type ReviewActionResponse = Static<typeof ReviewActionResponse>;

export const OrdersToReviewResponse = about(
  "GET /reviews/write-review?format=json&resource=orders",
  Type.Object({ line_items: Type.Array(OrderLineItem), meta_data: MetaData }),
);
export type OrdersToReviewResponse = Static<typeof OrdersToReviewResponse>;

export const NewReviewFormResponse = about(
  "GET /reviews/write-review/new?format=json&line_item_public_id=",
  Type.Object({
    line_item: OrderLineItem,
    product: ProductCard,
    needs_tos: about(
      "The reviewer has not accepted the terms yet: the terms modal shows first.",
      Type.Boolean(),
    ),
    reviewer_name: about("The name the terms modal starts with.", Type.Optional(Type.String())),
    meta_data: MetaData,
  }),
);
export type NewReviewFormResponse = Static<typeof NewReviewFormResponse>;

export const EditReviewFormResponse = about(
  "The same route with ?review_public_id=: the form filled with one's own review, to edit it.",
  Type.Object({ review: Review, meta_data: MetaData }),
);
export type EditReviewFormResponse = Static<typeof EditReviewFormResponse>;
