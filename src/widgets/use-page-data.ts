import { useEffect } from "react";
import { useLocation } from "wouter";
import type { ApiError } from "../api/client";
import { getPageData, type PageData } from "../api/pages";
import { applyPageHead } from "../lib/browser/page-head";
import { type CacheTag, SHORT_LIFETIME } from "../lib/request-cache";
import { useRouteQuery } from "../ui/use-route-query";
import { useCachedRequest } from "./use-cached-request";

const asWritten = (search: string) => search;

export type PageDataState<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "error"; error: ApiError };

export interface PageDataOptions {
  /**
   * Default false: the route key is the full URL, so a change of query loads again. True for
   * pages whose query only drives a widget of their own (the product and shop pages' review
   * controls): their page data is loaded for the path alone.
   */
  ignoreQuery?: boolean;
  /**
   * Default the address's own: the query the page data is asked with, as the screen's codec
   * reads the address's (junk left out, so the host never answers the page with a 400).
   */
  query?: (search: string) => string;
  /** Default none: what the page's data holds, so that a change of it loads the page again. */
  tags?: readonly CacheTag[];
}

/**
 * The current route's page data (GET <path>?format=json), kept 60 s by its address, so back and
 * forward show a page at once. The document head follows the data that arrives.
 */
export function usePageData<T extends PageData = PageData>({
  ignoreQuery = false,
  query = asWritten,
  tags,
}: PageDataOptions = {}) {
  const [pathname] = useLocation();
  const asked = useRouteQuery(query);
  const url = ignoreQuery || !asked ? pathname : `${pathname}?${asked}`;
  const { data, error } = useCachedRequest(url, () => getPageData(url), SHORT_LIFETIME, tags);

  useEffect(() => {
    if (data?.meta_data) applyPageHead(document, data.meta_data);
  }, [data]);

  if (error) return { status: "error", error } as PageDataState<T>;
  if (data) return { status: "ready", data: data as T } as PageDataState<T>;
  return { status: "loading" } as PageDataState<T>;
}
