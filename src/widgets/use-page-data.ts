import { useEffect } from "react";
import { useLocation } from "wouter";
import type { ApiError } from "../api/client";
import { getPageData, type PageData } from "../api/pages";
import { applyPageHead } from "../lib/page-head";
import { type CacheTag, SHORT_LIFETIME } from "../lib/request-cache";
import { useCurrentUrl } from "../ui/use-current-url";
import { useCachedRequest } from "./use-cached-request";

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
  /** Default none: what the page's data holds, so that a change of it loads the page again. */
  tags?: readonly CacheTag[];
}

/**
 * The current route's page data (GET <path>?format=json), kept 60 s by its address, so back and
 * forward show a page at once. The document head follows the data that arrives.
 */
export function usePageData<T extends PageData = PageData>({
  ignoreQuery = false,
  tags,
}: PageDataOptions = {}) {
  const [pathname] = useLocation();
  const fullUrl = useCurrentUrl();
  const url = ignoreQuery ? pathname : fullUrl;
  const { data, error } = useCachedRequest(url, () => getPageData(url), SHORT_LIFETIME, tags);

  useEffect(() => {
    if (data?.meta_data) applyPageHead(document, data.meta_data);
  }, [data]);

  if (error) return { status: "error", error } as PageDataState<T>;
  if (data) return { status: "ready", data: data as T } as PageDataState<T>;
  return { status: "loading" } as PageDataState<T>;
}
