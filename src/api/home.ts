// Home page carousels and metrics.
import { api } from "./client";
import type { CarouselKind, CarouselParams, CarouselResponses, HomeMetrics } from "./types/home";

/** One home carousel; the home page shows a failed one as empty. */
export const getCarousel = <K extends CarouselKind>(q: K, params: CarouselParams, signal?: AbortSignal) =>
  api.get<CarouselResponses[K]>("/reviews/carousels.json", { query: { q, ...params }, signal });

export const getHomeMetrics = () => api.get<HomeMetrics>("/reviews.json");
