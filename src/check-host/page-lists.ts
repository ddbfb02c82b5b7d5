// The pages of lists in an answer, as the contract marks them (PageOf: an array with maxItems), with
// what the object holding each says of its page: its per_page, its number, whether another comes,
// its total. A page holds no more than its per_page (the answer's, else the per_page the address
// asked for); a second page shares no item with the first and agrees on the total.
import type { TSchema } from "typebox";
import type { ContractRoute } from "../api/contract/contract-route";

type Json = Record<string, unknown>;

export interface PageList {
  /** Where the list is in the answer: 'data.search_results'. */
  path: string;
  items: unknown[];
  /** The most it may hold, when the answer or the address says it. */
  perPage?: number;
  /** The page's number. */
  page?: number;
  /** Another page follows. */
  more: boolean;
  /** The field that counts the whole list ('data.results_total_count'), and its value. */
  total?: { field: string; value: number };
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const number = (value: unknown) => (typeof value === "number" ? value : undefined);

/** The paths of a schema's page lists ('data.search_results'), through its objects, intersections and unions. */
function listPaths(schema: unknown, at: string, found: Set<string>): Set<string> {
  if (!isObject(schema)) return found;
  if (schema.type === "array" && schema.maxItems !== undefined && at) found.add(at);
  for (const part of [...((schema.allOf as unknown[]) ?? []), ...((schema.anyOf as unknown[]) ?? [])])
    listPaths(part, at, found);
  for (const [name, property] of Object.entries((schema.properties as Json) ?? {}))
    listPaths(property, at ? `${at}.${name}` : name, found);
  return found;
}

const pathsByRoute = new WeakMap<object, string[]>();

/** The page lists of the answer of `route` (its success's schema). */
function pathsOf(route: ContractRoute): string[] {
  let paths = pathsByRoute.get(route);
  if (!paths) {
    const schema = Object.values(route.answers)[0] as TSchema;
    paths = [...listPaths(JSON.parse(JSON.stringify(schema)), "", new Set())];
    pathsByRoute.set(route, paths);
  }
  return paths;
}

/** The fields a page's total goes by, in the contract's answers. */
const TOTALS = ["total_count", "results_total_count", "total_results", "total"];

/** The pages of lists in `answer` of `route`, asked at `address` (whose per_page counts when the answer says none). */
export function pageLists(route: ContractRoute, answer: unknown, address: string): PageList[] {
  const asked = Number(new URL(address, "http://host").searchParams.get("per_page") || Number.NaN);
  const lists: PageList[] = [];
  for (const path of pathsOf(route)) {
    const names = path.split(".");
    let holder: unknown = answer;
    for (const name of names.slice(0, -1)) holder = isObject(holder) ? holder[name] : undefined;
    if (!isObject(holder)) continue;
    const items = holder[names.at(-1) as string];
    if (!Array.isArray(items)) continue;
    const perPage = number(holder.per_page) ?? (Number.isInteger(asked) ? asked : undefined);
    const page = number(holder.current_page) ?? number(holder.page);
    const totalField = TOTALS.find((field) => number(holder[field]) !== undefined);
    const held = names.slice(0, -1).join(".");
    const total = totalField
      ? { field: held ? `${held}.${totalField}` : totalField, value: holder[totalField] as number }
      : undefined;
    const totalPages = number(holder.total_pages);
    const more =
      page !== undefined &&
      (totalPages !== undefined
        ? page < totalPages
        : total !== undefined && perPage !== undefined && page * perPage < total.value);
    lists.push({ path, items, perPage, page, more, total });
  }
  return lists;
}

/** The fields an item of a list is known by, the first it has. */
const ID_FIELDS = ["public_id", "id", "uuid", "encoded_id", "encoded_shop_id", "slug"];

/** What an item of a list is known by; undefined when it has none of the id fields. */
export function itemId(item: unknown): string | undefined {
  if (!isObject(item)) return undefined;
  const field = ID_FIELDS.find((name) => typeof item[name] === "string");
  return field && (item[field] as string);
}
