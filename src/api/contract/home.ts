// The home page and the pages that explain the marketplace: home metrics, carousels.json,
// /reviews.json and how-it-works.json.
import type { Static } from "typebox";
import { about, Type } from "./building-blocks";
import { Category } from "./category";
import { DateTime, Link, MetaData } from "./common";
import { ReviewSource } from "./review";
import { MedalTier, ProductCard } from "./shop";

export const CarouselKind = Type.Enum(["product", "category", "collection", "featured_review"]);
export type CarouselKind = Static<typeof CarouselKind>;

export const Collection = about(
  "A curated collection: a title and its products, in the shopper's country.",
  Type.Object({
    id: Type.String(),
    title: Type.String(),
    description: Type.String(),
    image_url: Type.Union([Link, Type.Null()]),
    products: Type.Array(ProductCard),
  }),
);
export type Collection = Static<typeof Collection>;

export const FeaturedReview = about(
  "A review picked for the home page, with who wrote it and what it is about, all linked.",
  Type.Object({
    review_uuid: Type.String(),
    rating: Type.Integer(),
    title: Type.String(),
    excerpt: about("The start of the review's text, cut at a word.", Type.String()),
    reviewer: Type.Object({ name: Type.String(), internal_path: Type.String() }),
    product: about("The product reviewed, with its store.", ProductCard),
    created_at: DateTime,
  }),
);
export type FeaturedReview = Static<typeof FeaturedReview>;

/** One answer per kind: carousels.json?q=<kind> answers CarouselResponses.properties[kind]. */
export const CarouselResponses = about(
  "GET /reviews/carousels.json?q=… — the client yields null on failure.",
  Type.Object({
    product: Type.Object({ products: Type.Array(ProductCard) }),
    category: Type.Object({ categories: Type.Array(Category) }),
    collection: Type.Object({ collections: Type.Array(Collection) }),
    featured_review: Type.Object({ featured_reviews: Type.Array(FeaturedReview) }),
  }),
);
export type CarouselResponses = Static<typeof CarouselResponses>;

export const HomeMetrics = about(
  "GET /reviews.json",
  Type.Object({
    total_verified_reviews: Type.Integer(),
    shop_metric: Type.Object({ shops_count: Type.Integer(), countries_count: Type.Integer() }),
    line_item_metric: Type.Object({ orders_count: Type.Integer(), reviewed_share: Type.Number() }),
  }),
);
export type HomeMetrics = Static<typeof HomeMetrics>;

export const InfoSection = about(
  "A titled part of an explanatory page: paragraphs of plain text, optionally a list.",
  Type.Object({
    id: Type.String(),
    title: Type.String(),
    paragraphs: Type.Array(Type.String()),
    items: Type.Optional(Type.Array(Type.Object({ term: Type.String(), description: Type.String() }))),
  }),
);
export type InfoSection = Static<typeof InfoSection>;

export const HowItWorks = about(
  "GET /reviews/how-it-works.json",
  Type.Object({
    title: Type.String(),
    intro: Type.String(),
    sections: Type.Array(InfoSection),
    review_sources: about(
      "The review sources a review widget filters by, with the labels it shows.",
      Type.Array(Type.Object({ value: ReviewSource, label: Type.String(), description: Type.String() })),
    ),
    links: about(
      "Where to go next: search, write a review, the medals page.",
      Type.Array(Type.Object({ label: Type.String(), path: Type.String() })),
    ),
  }),
);
export type HowItWorks = Static<typeof HowItWorks>;

export const MedalHolder = about(
  "A product or store holding a medal, linked.",
  Type.Object({
    name: Type.String(),
    internal_path: Type.String(),
    transparency_score: about("0..1", Type.Number()),
    authenticity_score: about("0..1", Type.Number()),
    shop_name: about("The store of a product; absent for a store.", Type.Optional(Type.String())),
  }),
);
export type MedalHolder = Static<typeof MedalHolder>;

export const MedalsPage = about(
  "GET /reviews/medals?format=json: live examples of each transparency tier, highest first.",
  Type.Object({
    meta_data: MetaData,
    examples: Type.Array(
      Type.Object({ tier: MedalTier, products: Type.Array(MedalHolder), shops: Type.Array(MedalHolder) }),
    ),
  }),
);
export type MedalsPage = Static<typeof MedalsPage>;
