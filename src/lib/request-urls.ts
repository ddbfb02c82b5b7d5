// The addresses the bundle requests, built in one place so the host can name the same ones in a
// page's preload links (src/lib/first-requests.ts) and the browser reuses those answers.
import { activeLanguage } from "./i18n/translate";
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

/**
 * Page data: the route as the address bar shows it, with format=json and the page's language
 * (`locale`) when it is not English. The host page preloads these addresses, and a preload carries
 * no header of the widget's: the address itself says which language the page's texts (its title,
 * the host's labels) come in, so an Arabic page rendered by the browser keeps an Arabic title.
 */
export function pageDataUrl(pathAndQuery: string, locale: string = activeLanguage()): string {
  const [path = "", query = ""] = pathAndQuery.split("?");
  const params = new URLSearchParams(query);
  params.set("format", "json");
  if (locale !== "en") params.set("locale", locale);
  return `${path}?${params}`;
}

/**
 * A query with the page's language (`locale`) when it is not English, for the calls whose answers
 * hold the host's texts and that the host page preloads (search.json's title and category).
 */
export const withLanguage = <T extends object>(query: T, locale: string = activeLanguage()): T =>
  locale === "en" ? query : { ...query, locale };

/** The write-review orders resource, as the bundle asks for it and the host preloads it. */
export const ordersToReviewUrl = (locale?: string): string =>
  pageDataUrl(`${PATHS.writeReview}?resource=orders`, locale);
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
