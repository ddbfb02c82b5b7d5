// The address of one home carousel, built in one place so the host's preload link and the bundle's
// request agree (src/lib/first-requests.ts). Apart from request-urls.ts, which every page
// loads, so only home pays for it.
import type { ApiPath } from "../api/api-path";
import { withQuery } from "./request-urls";

/** One home carousel for a country, with the redesign flag when the page has one. */
export function carouselUrl(q: string, params: { country?: string; redesign?: string }): string {
  return withQuery("/reviews/carousels.json" satisfies ApiPath<"GET">, { q, ...params });
}
