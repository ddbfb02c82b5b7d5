import { useMemo } from "react";
import { useLocation, useSearch } from "wouter";

/**
 * The current route's query as `read` makes it (a screen's parse from lib/, or one parameter
 * through lib/query-param.ts): the one way screens read the address. Memoised per address, so
 * a parsed query keeps its identity between renders when `read` is a module-level function.
 */
export function useRouteQuery<Q>(read: (search: string) => Q): Q {
  const search = useSearch();
  return useMemo(() => read(search), [read, search]);
}

/**
 * This route's address with a query written by the screen's `serialize` (its codec's) over the
 * current one, whose parameters the screen does not own are kept: the one way screens write the
 * address.
 */
export function useRouteHref<Q>(
  serialize: (query: Q, currentSearch: string) => string,
): (query: Q) => string {
  const [pathname] = useLocation();
  const search = useSearch();
  return (query) => {
    const written = serialize(query, search);
    return written ? `${pathname}?${written}` : pathname;
  };
}
