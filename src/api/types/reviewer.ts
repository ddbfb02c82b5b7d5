// The signed-in reviewer, currency and country (me.json).
import type { CountryCode, CurrencyCode, EncodedId, ExchangeRates, ImagePair } from "./common";

export type Role = "reviewer" | "arbitrator";

export interface CurrentReviewer {
  encoded_id: EncodedId;
  slug: string;
  name: string;
  /** null: the avatar shows the first letter of the name. */
  avatar_image_url: ImagePair | null;
  avatar_hash: string;
  /** Shows a check badge on the avatar. */
  verified_buyer: boolean;
  role: Role;
}

/** GET /reviews/me.json */
export interface MeResponse {
  /** null for a guest. */
  reviewer: CurrentReviewer | null;
  current_country: CountryCode;
  currency: CurrencyCode;
  locale: string;
  /** Only when asked for with `exchange_rates=true` (the client keeps them 6 hours). */
  exchange_rates?: ExchangeRates;
}

/** PUT /reviews/profile/reviewers/0 — one field at a time. */
export interface UpdateReviewerRequest {
  reviewer: {
    rs_currency?: CurrencyCode;
    rs_country?: CountryCode;
    rs_locale?: string;
    subscribed_rs?: boolean;
  };
}

/** POST /reviews/profile/accept_tos */
export interface AcceptTosRequest {
  reviewer_name: string;
}

interface ShippingCountry {
  name: string;
  code: CountryCode;
}

/** GET /shipping_countries.json */
export interface ShippingCountriesResponse {
  shipping_countries: ShippingCountry[];
}
