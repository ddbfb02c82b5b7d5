// Where the shopper's choices are kept on this device (locale, country and currency in local
// storage; exchange rates for 6 hours).
import { HOUR_MS } from "../lib/browser/storage";

export const STORED = {
  locale: "reviews.locale",
  country: "reviews.country",
  currency: "reviews.currency",
  rates: "reviews.exchange_rates",
} as const;

export const RATES_TTL_MS = 6 * HOUR_MS;
