// Home page carousels and metrics (§7).
import { api } from "./client";
import type { CarouselKind, CarouselParams, CarouselResponses, HomeMetrics } from "./types/home";

/** §7: a failed carousel yields null, never an error. */
export async function getCarousel<K extends CarouselKind>(
  q: K,
  params: CarouselParams,
): Promise<CarouselResponses[K] | null> {
  try {
    return await api.get<CarouselResponses[K]>("/reviews/carousels.json", {
      query: { q, ...params },
    });
  } catch {
    return null;
  }
}

export const getHomeMetrics = () => api.get<HomeMetrics>("/reviews.json");
