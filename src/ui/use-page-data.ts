import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { ApiError, isApiError } from "../api/client";
import { getPageData, type PageData } from "../api/pages";
import { applyPageHead } from "../lib/page-head";
import { createTtlCache } from "../lib/ttl-cache";
import { useCurrentUrl } from "./use-current-url";

export type PageDataState<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "error"; error: ApiError };

// §9: page data is kept 60 s, so back and forward show a page at once.
const cache = createTtlCache<PageData>(60_000, 50);

export interface PageDataOptions {
  /**
   * Default false: the route key is the full URL (§2), so a change of query loads again. True for
   * pages whose query only drives a widget of their own (the product and shop pages' review
   * controls): their page data is loaded for the path alone.
   */
  ignoreQuery?: boolean;
}

/**
 * The current route's page data (GET <path>?format=json, §7). The document head follows the data
 * that arrives.
 */
export function usePageData<T extends PageData = PageData>({ ignoreQuery = false }: PageDataOptions = {}) {
  const [pathname] = useLocation();
  const fullUrl = useCurrentUrl();
  const url = ignoreQuery ? pathname : fullUrl;
  const [state, setState] = useState<{ url: string; value: PageDataState<T> }>(() => initial(url));

  useEffect(() => {
    const hit = cache.get(url) as T | undefined;
    if (hit) {
      applyPageHead(document, hit.meta_data);
      setState({ url, value: { status: "ready", data: hit } });
      return;
    }
    setState({ url, value: { status: "loading" } });
    const controller = new AbortController();
    getPageData<T>(url, controller.signal).then(
      (data) => {
        cache.set(url, data);
        if (data?.meta_data) applyPageHead(document, data.meta_data);
        setState({ url, value: { status: "ready", data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = isApiError(error) ? error : new ApiError("malformed", 0);
        setState({ url, value: { status: "error", error: apiError } });
      },
    );
    return () => controller.abort();
  }, [url]);

  const value: PageDataState<T> = state.url === url ? state.value : initial<T>(url).value;
  return value;
}

function initial<T extends PageData>(url: string): { url: string; value: PageDataState<T> } {
  const hit = cache.get(url) as T | undefined;
  return { url, value: hit ? { status: "ready", data: hit } : { status: "loading" } };
}
