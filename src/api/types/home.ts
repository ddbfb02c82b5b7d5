// The home page (spec §2 home; §3 Home metrics; §7 carousels.json, /reviews.json).

import type { Category } from "./category";
import type { CountryCode, EncodedId } from "./common";
import type { FeaturedCard, ProductCard } from "./shop";

export type CarouselKind = "product" | "category" | "collection" | "featured_review";

export interface CarouselParams {
  country?: CountryCode;
  redesign?: string;
}

export interface Collection {
  id: EncodedId;
  title: string;
  image_url: string | null;
  products: ProductCard[];
}

/** GET /reviews/carousels.json?q=… — the client yields null on failure (§7). */
export interface CarouselResponses {
  product: { products: ProductCard[] };
  category: { categories: Category[] };
  collection: { collections: Collection[] };
  featured_review: { featured_reviews: FeaturedCard[] };
}

/** GET /reviews.json */
export interface HomeMetrics {
  total_verified_reviews: number;
  shop_metric: { shops_count: number; countries_count: number };
  line_item_metric: { orders_count: number; reviewed_share: number };
}
