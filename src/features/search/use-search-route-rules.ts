import { useEffect } from "react";
import { queryParam } from "../../lib/query-param";
import { PATHS } from "../../lib/routes";
import { SEARCH_ORIGIN_PARAM, type SearchOrigin } from "../../lib/search-origin";
import { isEmptySearch, type NormalizedSearchParams } from "../../lib/search-params";
import { withQueryParams } from "../../lib/with-query-params";

type Navigate = (to: string, options?: { replace?: boolean; state?: SearchOrigin }) => void;

/**
 * The route rules of the search page: coming from a category page, `from` and the category ride
 * on this history entry's state (the one-shot context the search bar reads) and `from` leaves
 * the address; empty q with no filters shows the category index instead. Both replace the
 * address, so Back skips them.
 */
export function useSearchRouteRules(
  pathname: string,
  search: string,
  params: NormalizedSearchParams,
  navigate: Navigate,
  /** Default true; store search has no such rules. */
  active = true,
): void {
  useEffect(() => {
    if (!active) return;
    const from = queryParam(search, SEARCH_ORIGIN_PARAM);
    if (from !== null) {
      navigate(`${pathname}?${withQueryParams(search, { [SEARCH_ORIGIN_PARAM]: null })}`, {
        replace: true,
        state: { from, category_id: params.category_id },
      });
    } else if (isEmptySearch(params)) {
      navigate(PATHS.categoryIndex, { replace: true });
    }
  }, [pathname, search, params, navigate, active]);
}
