// What following, the feed and Find people send.
import type { Static } from "typebox";
import { PEOPLE_NAME_MAX } from "../../lib/people-params";
import {
  about,
  Line,
  Optional,
  QueryChoice,
  QueryDateTime,
  QueryPage,
  QueryText,
  Strict,
  Type,
} from "./building-blocks";
import type { QueryOf } from "./query-params";
import { FolloweeClass, PeopleFilter, PeopleSort } from "./social";

/** GET /reviews/profile/follows: 'by' is one of the three classes, once. */
export const FollowsQuery = Strict({
  by: about("Whose ids: required, once; anything else is a 400, before sign-in is checked.", FolloweeClass),
});

/** Longer than any encoded id of ours. */
export const FOLLOWEE_ID_MAX = 64;
const FolloweeId = Line(FOLLOWEE_ID_MAX, 1);

/** POST /reviews/profile/follows/heart: is_hearting and exactly one of the three ids (each branch takes nothing else). */
export const HeartRequest = Type.Union([
  Strict({ is_hearting: Type.Boolean(), shop_enc_id: FolloweeId }),
  Strict({ is_hearting: Type.Boolean(), product_enc_id: FolloweeId }),
  Strict({ is_hearting: Type.Boolean(), reviewer_enc_id: FolloweeId }),
]);
export type HeartRequest = Static<typeof HeartRequest>;

type KeysOfEach<T> = T extends unknown ? keyof T : never;

/** The field of each kind of id a heart may name. */
export type HeartIdField = Exclude<KeysOfEach<HeartRequest>, "is_hearting">;

/** GET /reviews/people.json: Find people's address, as src/lib/people-params.ts writes it. */
export const PeopleQuery = Strict({
  sort_by: Optional(
    about(
      "`most_reviews` (the default; published reviews), `newest` (joined), `name`.",
      QueryChoice(PeopleSort.enum),
    ),
  ),
  filter_by: Optional(
    about("`all` (the default), `verified_buyers`, `followed`.", QueryChoice(PeopleFilter.enum)),
  ),
  page: Optional(about("20 a page; the first by default.", QueryPage)),
  q: Optional(about("Part of a name; `%` and `_` match themselves.", QueryText(PEOPLE_NAME_MAX))),
});
export type PeopleParams = QueryOf<typeof PeopleQuery>;

/** Longer than any word a filter's value is written with. */
const FEED_FILTER_MAX = 20;

/** A filter's value: off for 'false' only, on for anything else, as the feed's address says it. */
const FeedFilter = (what: string) =>
  Optional(about(`${what} Off only for the text \`false\`.`, QueryText(FEED_FILTER_MAX)));

/** GET /reviews/feed_events.json: max_created_at asks for older events than an event's created_at; the three filters. */
export const FeedQuery = Strict({
  max_created_at: Optional(about("Only events older than this (an event's `created_at`).", QueryDateTime)),
  user_events: FeedFilter("People: events by reviewers (new reviews, new follows)."),
  store_events: FeedFilter("Stores: events by stores (new products)."),
  product_events: FeedFilter("Products: events about a product."),
});
export type FeedParams = QueryOf<typeof FeedQuery>;
