// GET /api/v1/widgets/product_ratings: products of a store by the shop's own ids, with each one's
// page on the marketplace (the reviews on a shop's own product page start from it).
import { type RatedStore, ratingsUrl } from "../lib/widget-paths";
import { api } from "./client";
import type { ProductRatings } from "./contract/review";

export const getProductRatings = (store: RatedStore, ids: readonly string[]) =>
  api.get<ProductRatings>(ratingsUrl(store, ids));
