import { useLocation, useSearch } from "wouter";
import { useRouteQuery } from "../../ui/use-route-query";
import {
  changeProfileQuery,
  type ProfileQuery,
  parseProfileQuery,
  serializeProfileQuery,
} from "./profile-query";

/** The profile's query from the address, and the ways to change it (a new history entry each). */
export function useProfileQuery() {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const query = useRouteQuery(parseProfileQuery);
  const hrefFor = (change: Partial<ProfileQuery>) => {
    const next = serializeProfileQuery(changeProfileQuery(query, change), search);
    return next ? `${pathname}?${next}` : pathname;
  };
  return {
    pathname,
    search,
    query,
    hrefFor,
    go: (change: Partial<ProfileQuery>) => navigate(hrefFor(change)),
  };
}
