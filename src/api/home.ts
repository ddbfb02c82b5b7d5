// The home page's carousels and metrics, and the 'How it works' page (§7).
import { withQuery } from "../lib/request-urls";
import { api } from "./client";
import type { CarouselKind, CarouselParams, CarouselResponses, HomeMetrics, HowItWorks } from "./types/home";

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

export const HOME_METRICS_URL = "/reviews.json";

export const getHomeMetrics = (signal?: AbortSignal) => api.get<HomeMetrics>(HOME_METRICS_URL, { signal });

export const HOW_IT_WORKS_URL = "/reviews/how-it-works.json";

export const getHowItWorks = (signal?: AbortSignal) => api.get<HowItWorks>(HOW_IT_WORKS_URL, { signal });
