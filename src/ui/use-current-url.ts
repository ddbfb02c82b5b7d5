import { useLocation, useSearch } from "wouter";

/** The route key: path and query, as the address bar shows them. */
export function useCurrentUrl(): string {
  const [pathname] = useLocation();
  const search = useSearch();
  return search ? `${pathname}?${search}` : pathname;
}
