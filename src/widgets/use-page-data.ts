import { useEffect } from "react";
import { useLocation } from "wouter";
import type { ApiError } from "../api/client";
import { getPageData, type PageData } from "../api/pages";
import { applyPageHead } from "../lib/page-head";
import { createTtlCache } from "../lib/ttl-cache";
import { useCurrentUrl } from "../ui/use-current-url";
import { useCachedRequest } from "./use-cached-request";

export type PageDataState<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "error"; error: ApiError };

// Page data is kept 60 s, so back and forward show a page at once.
const cache = createTtlCache<PageData>(60_000, 50);

/**
 * After a change the host confirmed (a review unpublished, a profile saved), pages loaded before
 * it are out of date: the next visit loads them again. What is on screen stays.
 */
export const forgetPageData = () => cache.clear();

export interface PageDataOptions {
  /**
   * Default false: the route key is the full URL, so a change of query loads again. True for
   * pages whose query only drives a widget of their own (the product and shop pages' review
   * controls): their page data is loaded for the path alone.
   */
  ignoreQuery?: boolean;
}

/**
 * The current route's page data (GET <path>?format=json). The document head follows the data
 * that arrives.
 */
export function usePageData<T extends PageData = PageData>({ ignoreQuery = false }: PageDataOptions = {}) {
  const [pathname] = useLocation();
  const fullUrl = useCurrentUrl();
  const url = ignoreQuery ? pathname : fullUrl;
  const { data, error } = useCachedRequest(url, (signal) => getPageData(url, signal), cache);

  useEffect(() => {
    if (data?.meta_data) applyPageHead(document, data.meta_data);
  }, [data]);

  if (error) return { status: "error", error } as PageDataState<T>;
  if (data) return { status: "ready", data: data as T } as PageDataState<T>;
  return { status: "loading" } as PageDataState<T>;
}
