import { useMemo } from "react";
import { useSearch } from "wouter";

/**
 * The current route's query as `read` makes it (a screen's parse from lib/, or one parameter
 * through lib/query-param.ts): the one way screens read the address. Memoised per address, so
 * a parsed query keeps its identity between renders when `read` is a module-level function.
 */
export function useRouteQuery<Q>(read: (search: string) => Q): Q {
  const search = useSearch();
  return useMemo(() => read(search), [read, search]);
}
