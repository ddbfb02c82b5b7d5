import { useLocation } from "wouter";
import {
  changeReviewQuery,
  parseReviewQuery,
  type ReviewQuery,
  serializeReviewQuery,
} from "../../lib/review-query";
import { useRouteHref, useRouteQuery } from "../../ui/use-route-query";

export interface ReviewQueryControls {
  query: ReviewQuery;
  /** The address with `change` applied (page 1 unless the change is the page); '#reviews' keeps the reader there. */
  hrefFor: (change: Partial<ReviewQuery>) => string;
  /** Navigates there: the address is the only writer of review controls. */
  go: (change: Partial<ReviewQuery>) => void;
}

/** The review controls as the address holds them (issue 5: shareable, survives reload and back). */
export function useReviewQuery(): ReviewQueryControls {
  const [, navigate] = useLocation();
  const query = useRouteQuery(parseReviewQuery);
  const href = useRouteHref(serializeReviewQuery);
  const hrefFor = (change: Partial<ReviewQuery>) => `${href(changeReviewQuery(query, change))}#reviews`;
  return { query, hrefFor, go: (change) => navigate(hrefFor(change)) };
}
