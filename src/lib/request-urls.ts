// The addresses the bundle requests, built in one place so the host can name the same ones in a
// page's preload links (fixtures/host/http/preloads.ts) and the browser reuses those answers.
import { PATHS } from "./routes";

type Primitive = string | number | boolean | null | undefined;

/** 'a=1&b=x' from a query object; null, undefined and '' are left out. */
export function toQueryString(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, Primitive>)) {
    if (value === null || value === undefined || value === "") continue;
    params.append(key, String(value));
  }
  return params.toString();
}

export function withQuery(path: string, query?: object): string {
  const qs = toQueryString(query);
  if (!qs) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${qs}`;
}

/** Page data: the route as the address bar shows it, with format=json. */
export function pageDataUrl(pathAndQuery: string): string {
  const [path = "", query = ""] = pathAndQuery.split("?");
  const params = new URLSearchParams(query);
  params.set("format", "json");
  return `${path}?${params}`;
}

/** The write-review orders resource, as the bundle asks for it and the host preloads it. */
export const ORDERS_TO_REVIEW_URL = pageDataUrl(`${PATHS.writeReview}?resource=orders`);
/** The review widget calls: one product's reviews, and a shop's all-reviews page. */
export const WIDGET_PATHS = {
  product: "/api/v1/widgets/product_review",
  shop: "/api/v1/widgets/all_reviews_page",
} as const;

/** me.json with the exchange rates: what the bundle asks at start when it has no fresh rates. */
export const ME_WITH_RATES_URL = withQuery("/reviews/me.json", { exchange_rates: true });

/** Whether the host page preloads `url` (a path with its query): the bundle then asks that address. */
export function preloadedByHost(url: string, doc: Document = document): boolean {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].some(
    (link) => link.getAttribute("href") === url,
  );
}
