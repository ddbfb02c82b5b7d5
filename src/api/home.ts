// The home page's carousels (carousels.json); the home page leaves out one whose call fails.
import { carouselUrl } from "../lib/carousel-url";
import { api } from "./client";
import type { CarouselKind, CarouselResponses } from "./contract/home";
import type { CarouselParams } from "./contract/home-requests";

/** One home carousel; a failure rejects with an ApiError like every other call. */
export const getCarousel = <K extends CarouselKind>(q: K, params: CarouselParams) =>
  api.get<CarouselResponses[K]>(carouselUrl(q, params));
