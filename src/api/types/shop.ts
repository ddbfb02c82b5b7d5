// Shops and products as pages show them.

import type { Category } from "./category";
import type { CountryCode, CurrencyCode, DateTime, EncodedId, MetaData } from "./common";

export type Platform = "shopify" | "woocommerce" | "bigcommerce" | "wix" | "magento";

export type MedalTier = "diamond" | "platinum" | "gold" | "silver" | "bronze";

export interface ShopMedal {
  kind: "transparency" | "authenticity";
  /** 0..1 */
  score: number;
  /** null below the lowest tier (Bronze). */
  tier: MedalTier | null;
}

interface ShopMetrics {
  reviews_count: number;
  average_rating: number;
  products_count: number;
  verified_reviews_share: number;
  transparency_score: number;
  authenticity_score: number;
}

interface ShopSettings {
  disable_web_reviews: boolean;
  /** Spelled as the host spells it. */
  enable_question_anwser: boolean;
  shop_settings: { review_site_show_cards_carousel: boolean };
}

export interface ContactInfo {
  email: string | null;
  phone: string | null;
  /** e.g. { number: 4, unit: 'hours' } */
  response_time: { number: number; unit: "minutes" | "hours" | "days" } | null;
}

export interface ShopData {
  encoded_id: EncodedId;
  slug: string;
  domain: string;
  platform: Platform;
  /** The api_token widget calls send. */
  public_token: string;
  name: string;
  internal_path: string;
  external_url: string;
  country: CountryCode;
  currency: CurrencyCode;
  logo_url: string | null;
  settings: ShopSettings;
  shop_medals: ShopMedal[];
  shop_metrics: ShopMetrics;
  contact_info: ContactInfo;
}

export interface ProductData {
  encoded_id: EncodedId;
  external_id: string;
  handle: string;
  title: string;
  description: string;
  image_url: string | null;
  retina_image_url: string | null;
  external_url: string;
  shop_domain: string;
  platform: Platform;
  internal_path: string;
  price: number;
  currency: CurrencyCode;
  reviews_count: number;
  average_rating: number;
  transparency_score: number;
  authenticity_score: number;
  created_at: DateTime;
}

/** GET /reviews/stores/{shop_slug}/products/{handle}?format=json */
export interface ProductPageResponse {
  product_data: ProductData;
  shop_data: ShopData;
  meta_data: MetaData;
  /** The product's category and its ancestors, top level first. */
  categories_data: Category[];
  /** Where a signed-in reviewer opens a dispute about this product. */
  new_dispute_path: string;
}

/** A product in a list (search results, top products, carousels, follows). */
export interface ProductCard {
  encoded_product_id: EncodedId;
  title: string;
  handle: string;
  internal_path: string;
  image_url: string | null;
  retina_image_url: string | null;
  price: number;
  currency: CurrencyCode;
  average_rating: number;
  reviews_count: number;
  transparency_score: number;
  authenticity_score: number;
  shop: { name: string; slug: string; domain: string; country: CountryCode; internal_path: string };
}

export interface FeaturedCard {
  review_uuid: string;
  title: string;
  body: string;
  rating: number;
  reviewer_name: string;
  product: ProductCard | null;
}

/** GET /reviews/stores/{shop_slug}?format=json */
export interface ShopPageResponse {
  shop_data: ShopData;
  meta_data: MetaData;
  top_products: ProductCard[];
  featured_cards: FeaturedCard[];
  /** Where a signed-in reviewer opens a dispute about this store. */
  new_dispute_path: string;
}

/** POST /reviews/click: a shopper leaves for a store. */
export interface ClickRecord {
  shop_id: EncodedId;
  product_id: EncodedId | null;
  /** The reviewer journey: where a shopper came from and what they looked at. */
  tracking_data: ReviewerJourney;
  referral: string;
  referral_page: string;
  pageview_id: string;
}

/** Kept in local storage. */
export interface ReviewerJourney {
  created_at: DateTime;
  referrer: string;
  id: string;
  journey: string[];
  landing_page_params: Record<string, string>;
  first_referrer: string;
}
