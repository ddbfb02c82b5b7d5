import { useSearch } from "wouter";
import type { CarouselKind, CarouselResponses } from "../../api/contract/home";
import { getCarousel } from "../../api/home";
import { carouselUrl } from "../../lib/carousel-url";
import { redesignFlag } from "../../lib/redesign-flag";
import { LONG_LIFETIME } from "../../lib/request-cache";
import { useAtomValue } from "../../state/jotai";
import { countryAtom, reviewerLoadedAtom } from "../../state/reviewer";
import { useCachedRequest } from "../../widgets/use-cached-request";

/** The home carousels default to the United States when no country is known. */
const DEFAULT_CAROUSEL_COUNTRY = "US";

export type CarouselState<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "failed" };

/**
 * One home carousel for the shopper's country with the redesign flag. Waits for me.json when no
 * country is stored yet, so the first request already has the right one; `enabled` false (a
 * carousel far below the fold) asks for nothing yet. A failed call is 'failed', never thrown,
 * and is not kept: the next visit asks again. Carousels change slowly: an answer is kept 120 s,
 * so back to home shows them at once.
 */
export function useCarousel<K extends CarouselKind>(
  kind: K,
  enabled = true,
): { state: CarouselState<CarouselResponses[K]>; country: string } {
  const chosen = useAtomValue(countryAtom);
  const loaded = useAtomValue(reviewerLoadedAtom);
  const redesign = redesignFlag(useSearch()) ?? undefined;
  const country = chosen === "*" ? DEFAULT_CAROUSEL_COUNTRY : chosen;
  const params = { country, redesign };
  const key = enabled && (loaded || chosen !== "*") ? carouselUrl(kind, params) : null;
  const { data, error } = useCachedRequest(key, () => getCarousel(kind, params), LONG_LIFETIME);
  if (error) return { state: { status: "failed" }, country };
  if (data) return { state: { status: "ready", data: data as CarouselResponses[K] }, country };
  return { state: { status: "loading" }, country };
}
