// Following, feed and people: follow records, feed events, reviewers in a list.
import type { Static } from "typebox";
import { about, PageOf, Type } from "./building-blocks";
import { DateTime, ImagePair, Link } from "./common";
import { OrderLineItem } from "./order";
import { Review } from "./review";
import { ProductCard, ShopMedal } from "./shop";

export const FolloweeClass = Type.Enum(["Shop", "Product", "Reviewer"]);
export type FolloweeClass = Static<typeof FolloweeClass>;

export const PeopleSort = Type.Enum(["most_reviews", "newest", "name"]);
export type PeopleSort = Static<typeof PeopleSort>;

export const PeopleFilter = Type.Enum(["all", "verified_buyers", "followed"]);
export type PeopleFilter = Static<typeof PeopleFilter>;

export const ReviewerListItem = Type.Object({
  encoded_id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  internal_path: about("The public profile.", Type.String()),
  avatar_image_url: Type.Union([ImagePair, Type.Null()]),
  verified_buyer: Type.Boolean(),
  country: Type.String(),
  reviews_count: Type.Integer(),
  followers_count: Type.Integer(),
});
export type ReviewerListItem = Static<typeof ReviewerListItem>;

export const FollowedShop = Type.Object({
  encoded_shop_id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  internal_path: Type.String(),
  logo_url: Type.Union([Link, Type.Null()]),
  shop_medals: Type.Array(ShopMedal),
  reviews_count: Type.Integer(),
});
export type FollowedShop = Static<typeof FollowedShop>;

export const FollowingResponse = about(
  "GET /reviews/following.json",
  Type.Object({
    products: Type.Array(ProductCard),
    shops: Type.Array(FollowedShop),
    reviewers: Type.Array(ReviewerListItem),
  }),
);
export type FollowingResponse = Static<typeof FollowingResponse>;

export const PeopleResponse = Type.Object({
  reviewers: PageOf(ReviewerListItem),
  per_page: Type.Integer(),
  total_count: Type.Integer(),
  current_page: Type.Integer(),
});
export type PeopleResponse = Static<typeof PeopleResponse>;

export const FeedEvent = Type.Object({
  id: Type.String(),
  kind: Type.Enum(["review_published", "product_added", "shop_joined", "reviewer_followed"]),
  created_at: DateTime,
  event_owner: Type.Object({
    encoded_id: Type.String(),
    class: FolloweeClass,
    name: Type.String(),
    internal_path: Type.String(),
    image_url: Type.Union([Link, Type.Null()]),
  }),
  review: Type.Union([Review, Type.Null()]),
  product: Type.Union([ProductCard, Type.Null()]),
  followed: about(
    "The reviewer a 'reviewer_followed' event is about.",
    Type.Union([
      Type.Object({ encoded_id: Type.String(), name: Type.String(), internal_path: Type.String() }),
      Type.Null(),
    ]),
  ),
});
export type FeedEvent = Static<typeof FeedEvent>;

export const FeedResponse = Type.Object({
  feed_events: PageOf(FeedEvent),
  per_page: Type.Integer(),
  current_reviewer_unreviewed_products: Type.Array(OrderLineItem),
});
export type FeedResponse = Static<typeof FeedResponse>;

export const FolloweesResponse = about(
  "GET /reviews/profile/follows?by=Shop",
  Type.Object({ existing_followee_ids: Type.Array(Type.String()) }),
);
export type FolloweesResponse = Static<typeof FolloweesResponse>;
