import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import { getCarousel } from "../../api/home";
import type { CarouselKind, CarouselResponses } from "../../api/types/home";
import { useAtomValue } from "../../state/jotai";
import { countryAtom, reviewerLoadedAtom } from "../../state/reviewer";

/** §9: the home carousels default to the United States when no country is known. */
export const DEFAULT_CAROUSEL_COUNTRY = "US";

/**
 * One home carousel for the shopper's country (§7 carousels.json): undefined while loading, null
 * when the call failed (§7: a failed carousel yields null). Waits for me.json when no country is
 * stored yet, so the first request already has the right one.
 */
export function useCarousel<K extends CarouselKind>(
  kind: K,
): { data: CarouselResponses[K] | null | undefined; country: string } {
  const chosen = useAtomValue(countryAtom);
  const loaded = useAtomValue(reviewerLoadedAtom);
  const redesign = new URLSearchParams(useSearch()).get("redesign") ?? undefined;
  const country = chosen === "*" ? DEFAULT_CAROUSEL_COUNTRY : chosen;
  const ready = loaded || chosen !== "*";
  const [result, setResult] = useState<{ key: string; data: CarouselResponses[K] | null } | null>(null);
  const key = `${kind}|${country}|${redesign}`;

  useEffect(() => {
    if (!ready) return;
    let live = true;
    getCarousel(kind, { country, redesign }).then((data) => live && setResult({ key, data }));
    return () => {
      live = false;
    };
  }, [ready, kind, country, redesign, key]);

  return { data: result?.key === key ? result.data : undefined, country };
}
