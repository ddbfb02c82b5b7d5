import { useSearch } from "wouter";
import { getCarousel } from "../../api/home";
import type { CarouselKind, CarouselResponses } from "../../api/types/home";
import { createTtlCache } from "../../lib/ttl-cache";
import { useAtomValue } from "../../state/jotai";
import { countryAtom, reviewerLoadedAtom } from "../../state/reviewer";
import { type RequestCache, useCachedRequest } from "../../widgets/use-cached-request";

/** The home carousels default to the United States when no country is known. */
const DEFAULT_CAROUSEL_COUNTRY = "US";

// Coming back home within a minute shows the carousels at once.
const carousels = createTtlCache<CarouselResponses[CarouselKind]>(60_000, 20);

/**
 * One home carousel for the shopper's country (the carousels.json call): undefined while loading,
 * null when the call failed, which the page shows as an empty carousel. Waits for me.json when no
 * country is stored yet, so the first request already has the right one.
 */
export function useCarousel<K extends CarouselKind>(
  kind: K,
): { data: CarouselResponses[K] | null | undefined; country: string } {
  const chosen = useAtomValue(countryAtom);
  const loaded = useAtomValue(reviewerLoadedAtom);
  const redesign = new URLSearchParams(useSearch()).get("redesign") ?? undefined;
  const country = chosen === "*" ? DEFAULT_CAROUSEL_COUNTRY : chosen;
  const ready = loaded || chosen !== "*";
  const { data, error } = useCachedRequest(
    ready ? `${kind}|${country}|${redesign}` : null,
    (signal) => getCarousel(kind, { country, redesign }, signal),
    carousels as RequestCache<CarouselResponses[K]>,
  );
  return { data: data ?? (error ? null : undefined), country };
}
