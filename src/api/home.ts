// The home page's carousels (§7 carousels.json).
import { withQuery } from "../lib/request-urls";
import { api } from "./client";
import type { CarouselKind, CarouselParams, CarouselResponses } from "./types/home";

/** The address of one carousel, built once so a preload and the call agree. */
export const carouselUrl = (q: CarouselKind, params: CarouselParams) =>
  withQuery("/reviews/carousels.json", { q, ...params });

/** §7: a failed carousel yields null, never an error. */
export async function getCarousel<K extends CarouselKind>(
  q: K,
  params: CarouselParams,
  signal?: AbortSignal,
): Promise<CarouselResponses[K] | null> {
  try {
    return await api.get<CarouselResponses[K]>(carouselUrl(q, params), { signal });
  } catch {
    return null;
  }
}
