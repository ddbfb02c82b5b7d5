import { useCallback } from "react";
import { searchHref } from "../../lib/search-href";
import type { NormalizedSearchParams } from "../../lib/search-params";
import type { SearchLocation } from "../../ui/use-search-location";

/** The one way to change the search: navigating to the address of other parameters. */
export function useSearchNavigation({ pathname, navigate }: SearchLocation) {
  const hrefFor = useCallback((next: NormalizedSearchParams) => searchHref(pathname, next), [pathname]);
  const go = useCallback(
    (next: NormalizedSearchParams, options?: { replace?: boolean }) => navigate(hrefFor(next), options),
    [hrefFor, navigate],
  );
  return { go, hrefFor };
}
