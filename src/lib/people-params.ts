// Find people's address: sort_by, filter_by, page and q (a name). Unknown values fall back to the
// defaults, which the address leaves out.
import type { PeopleFilter, PeopleSort } from "../api/types/social";

export const PEOPLE_SORTS: readonly { value: PeopleSort; label: string }[] = [
  { value: "most_reviews", label: "Most reviews" },
  { value: "newest", label: "Newest" },
  { value: "name", label: "Name" },
];

export const PEOPLE_FILTERS: readonly { value: PeopleFilter; label: string }[] = [
  { value: "all", label: "Everyone" },
  { value: "verified_buyers", label: "Verified buyers" },
  { value: "followed", label: "People I follow" },
];

export interface PeopleQuery {
  sort_by: PeopleSort;
  filter_by: PeopleFilter;
  page: number;
  q: string;
}

/** The longest name Find people searches for. */
export const PEOPLE_NAME_MAX = 100;

const DEFAULTS: PeopleQuery = { sort_by: "most_reviews", filter_by: "all", page: 1, q: "" };

export function parsePeopleQuery(search: string): PeopleQuery {
  const query = new URLSearchParams(search);
  const sort = query.get("sort_by");
  const filter = query.get("filter_by");
  const page = Number(query.get("page"));
  return {
    sort_by: PEOPLE_SORTS.find((s) => s.value === sort)?.value ?? DEFAULTS.sort_by,
    filter_by: PEOPLE_FILTERS.find((f) => f.value === filter)?.value ?? DEFAULTS.filter_by,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    q: (query.get("q") ?? "").trim().slice(0, PEOPLE_NAME_MAX),
  };
}

/** The query string of an address, without the defaults: '' for everything default. */
export function peopleQueryString(people: PeopleQuery): string {
  const query = new URLSearchParams();
  for (const key of ["q", "sort_by", "filter_by", "page"] as const) {
    if (people[key] !== DEFAULTS[key]) query.set(key, String(people[key]));
  }
  return query.toString();
}

/** Total pages: the count over the page size, rounded up. */
export const totalPages = (total: number, perPage: number) => (perPage > 0 ? Math.ceil(total / perPage) : 0);
