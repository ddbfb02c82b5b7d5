import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { parseReviewQuery, type ReviewQuery, reviewQueryHref } from "../../lib/review-query";

export interface ReviewQueryControls {
  query: ReviewQuery;
  /** The address with `change` applied (page 1 unless the change is the page). */
  hrefFor: (change: Partial<ReviewQuery>) => string;
  /** Navigates there: the address is the only writer of review controls. */
  go: (change: Partial<ReviewQuery>) => void;
}

/** The review controls as the address holds them (issue 5: shareable, survives reload and back). */
export function useReviewQuery(): ReviewQueryControls {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const query = useMemo(() => parseReviewQuery(search), [search]);
  const hrefFor = useCallback(
    (change: Partial<ReviewQuery>) => reviewQueryHref(pathname, search, change),
    [pathname, search],
  );
  const go = useCallback((change: Partial<ReviewQuery>) => navigate(hrefFor(change)), [navigate, hrefFor]);
  return { query, hrefFor, go };
}
