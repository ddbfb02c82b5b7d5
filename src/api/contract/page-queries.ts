// What a page's address may carry (GET <route path>, and its page data with ?format=json): the
// parameters each page reads, `format=json` for its page data, and any other parameter (a
// campaign's `utm_source`) as text the page ignores.
import type { TObject } from "typebox";
import type { RouteName } from "../../lib/routes";
import {
  about,
  NoQuery,
  Optional,
  QueryChoice,
  QueryPage,
  QueryRating,
  QueryText,
  Type,
} from "./building-blocks";
import { ArbitratorListQuery } from "./dispute-requests";
import { OwnReviewType, ProfileTab } from "./profile";
import { ReportListQuery } from "./report-requests";
import { ReviewSort } from "./review";

/** Names every object inherits: never a parameter of an address. */
const INHERITED = ["__proto__", "constructor", "prototype"];

/** The longest value of a parameter a page ignores (the redesign flag's too). */
const IGNORED_MAX = 2000;

/** The profile's review controls (both profiles). */
export const ProfileReviewsQuery = Type.Object({
  search: Type.Optional(
    about(
      "Words, each beginning a word of a review's title or text, as in the reviews widgets.",
      QueryText(200),
    ),
  ),
  review_type: Type.Optional(
    about(
      "The owner's reviews of a type (the reviews tab; `all-reviews` by default); the public profile ignores it.",
      QueryChoice(OwnReviewType.enum),
    ),
  ),
  page: Type.Optional(about("The page of the list shown, 10 a page; the first by default.", QueryPage)),
  filter_rating: Type.Optional(about("Only reviews of this rating; every rating by default.", QueryRating)),
  sort_by: Type.Optional(about("`pictures_first` by default.", QueryChoice(ReviewSort.enum))),
});

/** The private profile's tab beside the review controls (the page applies to the tab shown). */
export const PrivateProfileQuery = Type.Object({
  ...ProfileReviewsQuery.properties,
  tab: Type.Optional(about("The list shown (`reviews` by default).", QueryChoice(ProfileTab.enum))),
});

/** A review's public id in the write-review form's address. */
const PublicIdParam = Type.Optional(QueryText(100));

/** The parameters each page reads; a page not named here reads none. */
export const PAGE_QUERIES = {
  publicProfile: ProfileReviewsQuery,
  privateProfile: PrivateProfileQuery,
  // resource=orders asks for the line items themselves; without it, only how many wait.
  writeReview: Type.Object({ resource: Type.Optional(Type.Enum(["", "orders"])) }),
  new: Type.Object({ line_item_public_id: PublicIdParam, review_public_id: PublicIdParam }),
  arbitrator: ArbitratorListQuery,
  arbitratorReports: ReportListQuery,
} satisfies { [R in RouteName]?: TObject };

/** The parameters `route`'s page reads. */
export const declaredPageQuery = (route: RouteName): TObject =>
  (PAGE_QUERIES as { [R in RouteName]?: TObject })[route] ?? NoQuery;

/** An address's `properties`, and any other parameter as text the page ignores. */
export const withIgnoredParameters = (properties: TObject["properties"] = {}) =>
  Type.Object(properties, {
    additionalProperties: QueryText(IGNORED_MAX),
    propertyNames: { not: { enum: INHERITED } },
  });

/** What a page's address may carry: its own parameters, `format=json`, and any other as text it ignores. */
export function pageQuery(declared: TObject) {
  return withIgnoredParameters({
    ...declared.properties,
    format: Optional(about("`json`: the page's data; without it, the host page.", Type.Literal("json"))),
  });
}
