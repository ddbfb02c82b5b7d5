// The addresses the bundle requests, built in one place so the host can name the same ones in a
// page's preload links (src/lib/first-requests.ts) and the browser reuses those answers. Every page
// loads this module: the builders only some screens use are apart, beside it (with-language.ts,
// orders-to-review-url.ts, widget-paths.ts, carousel-url.ts), so only those screens pay for them.
import type { ApiPath } from "../api/api-path";
import type { LANGUAGE_PARAMETER } from "../api/host-facts";
import { activeLanguage } from "./i18n/translate";

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
 * Page data: the route as the address bar shows it, its query read as the browser reads one, with
 * format=json and the page's language (`locale`) when it is not English, each in place of any the
 * address names (URLSearchParams' set). The host page preloads these addresses, and a preload
 * carries no header of the widget's: the address itself says which language the page's texts (its
 * title, the host's labels) come in, so an Arabic page rendered by the browser keeps an Arabic
 * title. An English page keeps its address's own `locale`, by which the host chose its language.
 * The Rails gem asks the same addresses (test/support/shapes/page-data-addresses.json holds both).
 */
export function pageDataUrl(pathAndQuery: string, locale: string = activeLanguage()): string {
  const [path, query] = pathAndQuery.split(/\?(.*)/);
  const params = new URLSearchParams(query);
  params.set("format", "json");
  // Checked against the name, not read from it: every page's script would pay for the binding.
  if (locale !== "en") params.set("locale" satisfies typeof LANGUAGE_PARAMETER, locale);
  return `${path}?${params}`;
}

/** me.json with the exchange rates: what the bundle asks at start when it has no fresh rates. */
export const ME_WITH_RATES_URL = withQuery("/reviews/me.json" satisfies ApiPath<"GET">, {
  exchange_rates: true,
});

/** Whether the host page preloads `url` (a path with its query): the bundle then asks that address. */
export function preloadedByHost(url: string, doc: Document = document): boolean {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].some(
    (link) => link.getAttribute("href") === url,
  );
}
