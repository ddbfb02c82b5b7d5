// What the profiles keep in the address: the tab, and the reviews list's search, sort, rating,
// type and page. Parsing forgives junk (the default instead); writing drops defaults, so a
// shared address stays short. Framework-free.
import type { OwnReviewType, ProfileTab } from "../../api/contract/profile";
import type { ReviewSort } from "../../api/contract/review";
import { type Message, msg } from "../../lib/i18n/translate";
import { choiceField, defineQuery, pageField, ratingField, textField } from "../../lib/query-codec";
import { REVIEW_SORTS, SEARCH_MAX_LENGTH } from "../../lib/review-query";

export interface ProfileQuery {
  tab: ProfileTab;
  search: string;
  sort: ReviewSort;
  /** 1..5, or null for every rating. */
  rating: number | null;
  type: OwnReviewType;
  page: number;
}

export const PROFILE_TABS: readonly { value: ProfileTab; label: Message }[] = [
  { value: "reviews", label: msg("Reviews") },
  { value: "rewards", label: msg("Rewards") },
  { value: "orders", label: msg("Orders") },
  { value: "disputes", label: msg("Disputes") },
  { value: "questions", label: msg("Questions") },
];

export const OWN_REVIEW_TYPES: readonly { value: OwnReviewType; label: Message }[] = [
  { value: "all-reviews", label: msg("All reviews") },
  { value: "published", label: msg("Published") },
  { value: "unpublished", label: msg("Unpublished") },
  { value: "deleted", label: msg("Deleted") },
];

/** The profiles open on the reviews tab, reviews with pictures first. */
export const DEFAULT_PROFILE_QUERY: Readonly<ProfileQuery> = {
  tab: "reviews",
  search: "",
  sort: "pictures_first",
  rating: null,
  type: "all-reviews",
  page: 1,
};

/** The address: the same parameter names and rules as the product and shop reviews. */
const PROFILE_QUERY = defineQuery<ProfileQuery>(
  {
    tab: ["tab", choiceField(PROFILE_TABS)],
    search: ["search", textField(SEARCH_MAX_LENGTH)],
    sort: ["sort_by", choiceField(REVIEW_SORTS)],
    rating: ["filter_rating", ratingField],
    type: ["review_type", choiceField(OWN_REVIEW_TYPES)],
    page: ["page", pageField],
  },
  DEFAULT_PROFILE_QUERY,
);

export const parseProfileQuery = PROFILE_QUERY.parse;

/** The query string of `query`, defaults left out; other parameters of `currentSearch` are kept. */
export const serializeProfileQuery = PROFILE_QUERY.serialize;

/** Any change of filter, sort or search text starts again at page 1; the tab keeps its page. */
export function changeProfileQuery(query: ProfileQuery, change: Partial<ProfileQuery>): ProfileQuery {
  const next = { ...query, ...change };
  if (change.page === undefined && change.tab === undefined) next.page = 1;
  return next;
}

/** `pathname` with `change` applied to the query in `currentSearch`. */
export function profileHref(pathname: string, currentSearch: string, change: Partial<ProfileQuery>): string {
  return PROFILE_QUERY.href(
    pathname,
    changeProfileQuery(parseProfileQuery(currentSearch), change),
    currentSearch,
  );
}
