// The home page and the pages that explain the marketplace: home metrics, carousels.json,
// /reviews.json and how-it-works.json.

import type { Category } from "./category";
import type { CountryCode, EncodedId, MetaData } from "./common";
import type { ReviewSource } from "./review";
import type { MedalTier, ProductCard } from "./shop";

export type CarouselKind = "product" | "category" | "collection" | "featured_review";

export interface CarouselParams {
  country?: CountryCode;
  redesign?: string;
}

/** A curated collection: a title and its products, in the shopper's country. */
export interface Collection {
  id: EncodedId;
  title: string;
  description: string;
  image_url: string | null;
  products: ProductCard[];
}

/** A review picked for the home page, with who wrote it and what it is about, all linked. */
export interface FeaturedReview {
  review_uuid: string;
  rating: number;
  title: string;
  /** The start of the review's text, cut at a word. */
  excerpt: string;
  reviewer: { name: string; internal_path: string };
  /** The product reviewed, with its store. */
  product: ProductCard;
  created_at: string;
}

/** GET /reviews/carousels.json?q=… — the client yields null on failure. */
export interface CarouselResponses {
  product: { products: ProductCard[] };
  category: { categories: Category[] };
  collection: { collections: Collection[] };
  featured_review: { featured_reviews: FeaturedReview[] };
}

/** GET /reviews.json */
export interface HomeMetrics {
  total_verified_reviews: number;
  shop_metric: { shops_count: number; countries_count: number };
  line_item_metric: { orders_count: number; reviewed_share: number };
}

/** A titled part of an explanatory page: paragraphs of plain text, optionally a list. */
export interface InfoSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: { term: string; description: string }[];
}

/** GET /reviews/how-it-works.json */
export interface HowItWorks {
  title: string;
  intro: string;
  sections: InfoSection[];
  /** The review sources a review widget filters by, with the labels it shows. */
  review_sources: { value: ReviewSource; label: string; description: string }[];
  /** Where to go next: search, write a review, the medals page. */
  links: { label: string; path: string }[];
}

/** A product or store holding a medal, linked. */
export interface MedalHolder {
  name: string;
  internal_path: string;
  /** 0..1 */
  transparency_score: number;
  /** 0..1 */
  authenticity_score: number;
  /** The store of a product; absent for a store. */
  shop_name?: string;
}

/** GET /reviews/medals?format=json: live examples of each transparency tier, highest first. */
export type MedalsPage = {
  meta_data: MetaData;
  examples: { tier: MedalTier; products: MedalHolder[]; shops: MedalHolder[] }[];
};
