// The redesign query flag is kept when moving between routes.
import { queryParam } from "./query-param";

const REDESIGN_PARAM = "redesign";

/** The page's redesign flag: its value ('' when given without one), null when the page has none. */
export const redesignFlag = (search: string): string | null => queryParam(search, REDESIGN_PARAM);

/**
 * `to` with the current page's redesign flag added, unless `to` leaves the site, is only a
 * hash, or sets the flag itself.
 */
export function keepRedesign(to: string, currentSearch: string): string {
  const flag = redesignFlag(currentSearch);
  if (flag === null || !to.startsWith("/") || to.startsWith("//")) return to;
  const address = new URL(to, "http://host");
  if (address.searchParams.has(REDESIGN_PARAM)) return to;
  address.searchParams.append(REDESIGN_PARAM, flag);
  return `${address.pathname}${address.search}${address.hash}`;
}
