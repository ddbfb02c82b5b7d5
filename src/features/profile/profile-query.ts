// What the profiles keep in the address: the tab, and the reviews list's search, sort, rating,
// type and page. Parsing forgives junk (the default instead); writing drops defaults, so a
// shared address stays short. Framework-free.
import type { OwnReviewType, ProfileTab } from "../../api/types/profile";
import type { ReviewSort } from "../../api/types/review";
import { choiceOf, normalizeSearch, pageOf, REVIEW_SORTS, ratingOf } from "../../lib/review-query";

export interface ProfileQuery {
  tab: ProfileTab;
  search: string;
  sort: ReviewSort;
  /** 1..5, or null for every rating. */
  rating: number | null;
  type: OwnReviewType;
  page: number;
}

export const PROFILE_TABS: readonly { value: ProfileTab; label: string }[] = [
  { value: "reviews", label: "Reviews" },
  { value: "rewards", label: "Rewards" },
  { value: "orders", label: "Orders" },
  { value: "disputes", label: "Disputes" },
];

export const OWN_REVIEW_TYPES: readonly { value: OwnReviewType; label: string }[] = [
  { value: "all-reviews", label: "All reviews" },
  { value: "published", label: "Published" },
  { value: "unpublished", label: "Unpublished" },
  { value: "deleted", label: "Deleted" },
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

const PARAM = {
  tab: "tab",
  search: "search",
  sort: "sort_by",
  rating: "filter_rating",
  type: "review_type",
  page: "page",
} as const satisfies Record<keyof ProfileQuery, string>;

export function parseProfileQuery(search: string): ProfileQuery {
  const params = new URLSearchParams(search);
  return {
    tab: choiceOf(PROFILE_TABS, params.get(PARAM.tab), DEFAULT_PROFILE_QUERY.tab),
    search: normalizeSearch(params.get(PARAM.search) ?? ""),
    sort: choiceOf(REVIEW_SORTS, params.get(PARAM.sort), DEFAULT_PROFILE_QUERY.sort),
    rating: ratingOf(params.get(PARAM.rating)),
    type: choiceOf(OWN_REVIEW_TYPES, params.get(PARAM.type), DEFAULT_PROFILE_QUERY.type),
    page: pageOf(params.get(PARAM.page)),
  };
}

/** The query string of `query`, defaults left out; other parameters of `currentSearch` are kept. */
export function serializeProfileQuery(query: ProfileQuery, currentSearch = ""): string {
  const params = new URLSearchParams(currentSearch);
  for (const name of Object.values(PARAM)) params.delete(name);
  const values: Record<keyof ProfileQuery, string> = {
    tab: query.tab,
    search: normalizeSearch(query.search),
    sort: query.sort,
    rating: String(query.rating),
    type: query.type,
    page: String(query.page),
  };
  for (const key of Object.keys(PARAM) as (keyof ProfileQuery)[]) {
    if (query[key] !== DEFAULT_PROFILE_QUERY[key] && values[key] !== "") params.set(PARAM[key], values[key]);
  }
  return params.toString();
}

/** Any change of filter, sort or search text starts again at page 1; the tab keeps its page. */
export function changeProfileQuery(query: ProfileQuery, change: Partial<ProfileQuery>): ProfileQuery {
  const next = { ...query, ...change };
  if (change.page === undefined && change.tab === undefined) next.page = 1;
  return next;
}

/** `pathname` with `change` applied to the query in `currentSearch`. */
export function profileHref(pathname: string, currentSearch: string, change: Partial<ProfileQuery>): string {
  const search = serializeProfileQuery(
    changeProfileQuery(parseProfileQuery(currentSearch), change),
    currentSearch,
  );
  return search ? `${pathname}?${search}` : pathname;
}
