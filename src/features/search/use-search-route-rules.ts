import { useEffect } from "react";
import { queryParam, withQueryParams } from "../../lib/query-param";
import { PATHS } from "../../lib/routes";
import { isEmptySearch, type NormalizedSearchParams } from "../../lib/search-params";
import { useSetAtom } from "../../state/jotai";
import { searchOriginAtom } from "../../state/search";

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * The route rules of the search page: coming from a category page, `from` and the category are
 * remembered and `from` leaves the address; empty q with no filters shows the category
 * index instead. Both replace the address, so Back skips them.
 */
export function useSearchRouteRules(
  pathname: string,
  search: string,
  params: NormalizedSearchParams,
  navigate: Navigate,
  /** Default true; store search has no such rules. */
  active = true,
): void {
  const setOrigin = useSetAtom(searchOriginAtom);
  useEffect(() => {
    if (!active) return;
    const from = queryParam(search, "from");
    if (from !== null) {
      setOrigin({ from, category_id: params.category_id });
      navigate(`${pathname}?${withQueryParams(search, { from: null })}`, { replace: true });
    } else if (isEmptySearch(params)) {
      navigate(PATHS.categoryIndex, { replace: true });
    }
  }, [pathname, search, params, navigate, setOrigin, active]);
}
