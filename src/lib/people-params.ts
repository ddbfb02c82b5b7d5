// Find people's address: sort_by, filter_by, page and q (a name). Unknown values fall back to the
// defaults, which the address leaves out.
import type { PeopleFilter, PeopleSort } from "../api/contract/social";
import { type Message, msg } from "./i18n/translate";
import { choiceField, defineQuery, pageField, textField } from "./query-codec";

/** The sorts, each with its label (a message: t(label) shows it). */
export const PEOPLE_SORTS: readonly { value: PeopleSort; label: Message }[] = [
  { value: "most_reviews", label: msg("Most reviews") },
  { value: "newest", label: msg("Newest") },
  { value: "name", label: msg("Name") },
];

/** The filters, each with its label (a message: t(label) shows it). */
export const PEOPLE_FILTERS: readonly { value: PeopleFilter; label: Message }[] = [
  { value: "all", label: msg("Everyone") },
  { value: "verified_buyers", label: msg("Verified buyers") },
  { value: "followed", label: msg("People I follow") },
];

export interface PeopleQuery {
  sort_by: PeopleSort;
  filter_by: PeopleFilter;
  page: number;
  q: string;
}

/** The longest name Find people searches for. */
export const PEOPLE_NAME_MAX = 100;

/** The address: q, sort_by, filter_by, page (defaults left out). */
const PEOPLE_QUERY = defineQuery<PeopleQuery>(
  {
    q: ["q", textField(PEOPLE_NAME_MAX)],
    sort_by: ["sort_by", choiceField(PEOPLE_SORTS)],
    filter_by: ["filter_by", choiceField(PEOPLE_FILTERS)],
    page: ["page", pageField],
  },
  { sort_by: "most_reviews", filter_by: "all", page: 1, q: "" },
);

export const parsePeopleQuery = PEOPLE_QUERY.parse;

/** The query string of an address, without the defaults: '' for everything default. */
export const peopleQueryString = PEOPLE_QUERY.serialize;

/** Total pages: the count over the page size, rounded up. */
export const totalPages = (total: number, perPage: number) => (perPage > 0 ? Math.ceil(total / perPage) : 0);
