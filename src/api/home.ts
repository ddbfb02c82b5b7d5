// Home page carousels (the metrics come with the home page data).
import { api } from "./client";
import type { CarouselKind, CarouselParams, CarouselResponses } from "./types/home";

/** One home carousel; the home page shows a failed one as empty. */
export const getCarousel = <K extends CarouselKind>(q: K, params: CarouselParams, signal?: AbortSignal) =>
  api.get<CarouselResponses[K]>("/reviews/carousels.json", { query: { q, ...params }, signal });
