// Shapes shared by many calls of the contract.
import type { Static } from "typebox";
import { about, Type } from "./building-blocks";

export const EncodedId = about("An opaque id the host hands out; never parse it.", Type.String());
export type EncodedId = Static<typeof EncodedId>;

export const DateTime = about(
  "An RFC 3339 date-time (2025-01-31T12:00:00.000Z): the date, 'T', the time and its offset from UTC.",
  Type.String({ format: "date-time" }),
);
export type DateTime = Static<typeof DateTime>;

export const Email = about("An email address.", Type.String({ format: "email" }));
export type Email = Static<typeof Email>;

export const WebAddress = about(
  "An absolute address, with its scheme (https://shop.example/products/kettle).",
  Type.String({ format: "uri" }),
);
export type WebAddress = Static<typeof WebAddress>;

export const Link = about(
  "An address on the host's origin (/img/products/p1-400.webp) or an absolute one (a CDN's).",
  Type.String({ format: "uri-reference" }),
);
export type Link = Static<typeof Link>;

export const CurrencyCode = about(
  "A three-letter currency code, or '*' for each store's own currency.",
  Type.String(),
);
export type CurrencyCode = Static<typeof CurrencyCode>;

export const CountryCode = about("A two-letter country code, or '*' for all countries.", Type.String());
export type CountryCode = Static<typeof CountryCode>;

export const ExchangeRates = about(
  "Currency code → units per one US dollar.",
  Type.Record(Type.String(), Type.Number()),
);
export type ExchangeRates = Static<typeof ExchangeRates>;

export const ImagePair = about(
  "An image's addresses: a normal and a 2x (retina) one.",
  Type.Object({ url: Link, retina_url: Link }),
);
export type ImagePair = Static<typeof ImagePair>;

export const MetaData = about(
  "Page metadata: what a host page's head carries, and what every page JSON answers with.",
  Type.Object({
    title: Type.String(),
    description: Type.String(),
    robots: about(
      "'index, follow' or 'noindex' (pages with fewer than 3 reviews are not indexed).",
      Type.String(),
    ),
    canonical: WebAddress,
    structured_data: Type.Optional(
      about(
        "schema.org objects, written into the head as JSON-LD.",
        Type.Array(Type.Record(Type.String(), Type.Unknown())),
      ),
    ),
  }),
);
export type MetaData = Static<typeof MetaData>;

export const AppMeta = about(
  "The `#app_meta` JSON of a host page (read once at load).",
  Type.Object({
    ...MetaData.properties,
    title: about("The document's title (the bundle's default: 'Reviews').", Type.String()),
    description: about("The meta description.", Type.String()),
    robots: about("The meta robots (the bundle's default: 'index, follow').", Type.String()),
    canonical: about("The canonical address.", Type.String()),
    image_host: Type.Optional(
      about(
        "Origin and path prefix of the third-party image host; its images load without a referrer (currency flags live at `<image_host>flags/<code>.png`).",
        Type.String(),
      ),
    ),
    business_url: Type.Optional(
      about("The target of 'For Businesses'; the link is hidden without it.", Type.String()),
    ),
    flash: Type.Optional(
      about(
        "One-time messages of a server-rendered form (sign in).",
        Type.Object({ error: Type.Optional(Type.String()), notice: Type.Optional(Type.String()) }),
      ),
    ),
    form: Type.Optional(
      about(
        "Values a server-rendered form keeps after a failed submit.",
        Type.Object({
          email: Type.Optional(Type.String()),
          return_to: Type.Optional(
            about("The page a sign-in goes back to, as the form sent it.", Type.String()),
          ),
        }),
      ),
    ),
    not_found: Type.Optional(about("Set when the host answered the page with 404.", Type.Boolean())),
    locale: Type.Optional(
      about(
        "The page's language (a BCP 47 tag: 'de', 'ar'); absent: the page's <html lang>, else English.",
        Type.String(),
      ),
    ),
    locales: Type.Optional(
      about(
        "The languages the host offers; with more than one, the menus offer 'Language'.",
        Type.Array(Type.String()),
      ),
    ),
    theme: Type.Optional(
      about(
        "Theme properties by name (README.md 'Theme'): a colour (#hex, rgb(), hsl(), oklch()…) or, for radius and space, a length; any other name or value is dropped and named in the console.",
        Type.Record(Type.String(), Type.String()),
      ),
    ),
    color_scheme: Type.Optional(
      about(
        "'light' (the default), 'dark', or 'auto' (the visitor's prefers-color-scheme).",
        Type.Union([Type.Literal("light"), Type.Literal("dark"), Type.Literal("auto")]),
      ),
    ),
    font: Type.Optional(
      about(
        "'inherit': the widget takes the host page's font family; 'own': its own. Unset: its own on the widget's pages, and on a shop's own pages (its badges, its product's reviews) the shop's font family and background, which 'own' gives back to the widget's own font and panels.",
        Type.Union([Type.Literal("inherit"), Type.Literal("own")]),
      ),
    ),
  }),
);
export type AppMeta = Static<typeof AppMeta>;

export const Paged = about(
  "One page of a paged result.",
  Type.Object({ total_count: Type.Integer(), total_pages: Type.Integer(), current_page: Type.Integer() }),
);
export type Paged = Static<typeof Paged>;
