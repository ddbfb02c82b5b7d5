// The home page's carousels (§7 carousels.json).
import { carouselUrl } from "../lib/carousel-url";
import { api } from "./client";
import type { CarouselKind, CarouselParams, CarouselResponses } from "./types/home";

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
