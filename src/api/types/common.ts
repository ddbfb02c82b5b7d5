// Shapes shared by many calls of the contract.

/** An opaque id the host hands out; never parse it. */
export type EncodedId = string;

/** ISO 8601 date-time string. */
export type DateTime = string;

/** Three-letter currency code, or '*' for each store's own currency. */
export type CurrencyCode = string;

/** Two-letter country code, or '*' for all countries. */
export type CountryCode = string;

/** Currency code → units per one US dollar. */
export type ExchangeRates = Record<CurrencyCode, number>;

/** Image addresses come as a normal and a 2x (retina) pair. */
export interface ImagePair {
  url: string;
  retina_url: string;
}

/** Page metadata: what a host page's head carries, and what every page JSON answers with. */
export interface MetaData {
  title: string;
  description: string;
  /** 'index, follow' or 'noindex' (pages with fewer than 3 reviews are not indexed). */
  robots: string;
  canonical: string;
  /** schema.org objects, written into the head as JSON-LD. */
  structured_data?: Record<string, unknown>[];
}

/** The `#app_meta` JSON of a host page (read once at load). */
export interface AppMeta extends MetaData {
  /** Origin and path prefix of the third-party image host; its images load without a referrer. */
  image_host?: string;
  /** The separate business site of the 'For Businesses' button. */
  business_url?: string;
  /** One-time messages of a server-rendered form (sign in). */
  flash?: { error?: string; notice?: string };
  /** Values a server-rendered form keeps after a failed submit. */
  form?: { email?: string };
  /** Set when the host answered the page with 404. */
  not_found?: boolean;
  /** The page's language (a BCP 47 tag: 'de', 'ar'); absent: the page's <html lang>, else English. */
  locale?: string;
  /** The languages the host offers; with more than one, the menus offer 'Language'. */
  locales?: string[];
}

/** One page of a paged result. */
export interface Paged {
  total_count: number;
  total_pages: number;
  current_page: number;
}
