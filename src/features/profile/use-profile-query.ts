import { useLocation } from "wouter";
import { useRouteHref, useRouteQuery } from "../../ui/use-route-query";
import {
  changeProfileQuery,
  type ProfileQuery,
  parseProfileQuery,
  serializeProfileQuery,
} from "./profile-query";

/** The profile's query from the address, and the ways to change it (a new history entry each). */
export function useProfileQuery() {
  const [pathname, navigate] = useLocation();
  const query = useRouteQuery(parseProfileQuery);
  const href = useRouteHref(serializeProfileQuery);
  const hrefFor = (change: Partial<ProfileQuery>) => href(changeProfileQuery(query, change));
  return {
    pathname,
    query,
    hrefFor,
    go: (change: Partial<ProfileQuery>) => navigate(hrefFor(change)),
  };
}
