// The render service's routes, POST /render (src/server/render-server.ts) and POST /badges
// (render-badges.ts): what a host that is not the reference host (a Rails application) sends it
// for a page or a grid's rating badges, and what it answers. Not a
// route of the host's own: the OpenAPI document names it with the service's address, and
// docs/host-api.md's "What the host sends" and "What it answers" tables are written from it.
import type { Static } from "typebox";
import { RATED_ID_MAX, RATINGS_IDS_MAX, RATINGS_MAX_AGE } from "../../lib/rating-limits";
import { about, Id, ONE_LINE, Optional, Strict, Type } from "./building-blocks";
import { AppMeta } from "./common";
import { ProductRatings } from "./review";

export const RENDER_URL_MAX = 2048;
export const RENDER_ANSWERS_MAX = 100;
export const RENDER_TOKEN_MAX = 200;
export const RENDER_HEADER_MAX = 8192;

/** A path with its query: one leading slash (not '//', which names another host), no spaces. */
export const PathAndQuery = Type.String({ maxLength: RENDER_URL_MAX, pattern: "^/(?!/)\\S*$" });

/** One of the visitor's headers the service passes on to the host's API. */
const ForwardedHeader = Optional(Type.String({ maxLength: RENDER_HEADER_MAX }));

/** The store a page's badges are of, and the shop's look: the page's #reviews_shop, the same object. */
export const BadgesShop = about(
  "The store on the marketplace, as the widget's calls name it, and the shop's look (app_meta's `theme`, `color_scheme` and `font`, read as the bundle reads them: a value that is not a colour or a length dropped).",
  Strict({
    shop_domain: Id,
    platform: Id,
    api_token: Id,
    theme: Optional(AppMeta.properties.theme),
    color_scheme: Optional(AppMeta.properties.color_scheme),
    font: Optional(AppMeta.properties.font),
  }),
);
export type BadgesShop = Static<typeof BadgesShop>;

/** The most characters of a shop's own product id (RATED_ID_MAX). */
const ShopProductId = Type.String({
  minLength: 1,
  maxLength: RATED_ID_MAX,
  pattern: ONE_LINE.replace("\\u0000", ",\\u0000"),
});

export const RenderRequest = about(
  "POST /render: a page's data, as the host would inline it; no other property.",
  Strict({
    url: about(
      `The page's path and query, as the address bar shows it: \`/reviews/categories/books?page=2\` (starts with one \`/\`, at most ${RENDER_URL_MAX.toLocaleString("en")} characters).`,
      PathAndQuery,
    ),
    meta: about(
      "The page's `app_meta`, the same object the page prints (its `locale` is the language rendered; read as the bundle reads it, a field of the wrong type dropped).",
      Type.Object({}, { additionalProperties: true }),
    ),
    signed_in: about('The same as the page\'s `<body class="logged-in">`.', Type.Boolean()),
    csrf_token: Optional(
      about(
        `The page's CSRF token, as its \`<meta name="csrf-token">\` carries it: the forms the page renders post it (the sign-in form's \`authenticity_token\`); at most ${RENDER_TOKEN_MAX} characters.`,
        Type.String({ maxLength: RENDER_TOKEN_MAX }),
      ),
    ),
    cookies_accepted: Optional(
      about(
        "The visitor's request carries the cookie `reviews_cookies_accepted=1` (the bundle sets it, 365 days, when the cookie bar is accepted): `footer` then holds no cookie bar. Default false.",
        Type.Boolean(),
      ),
    ),
    data: about(
      `The host's answers to the bundle's first GETs: address → the JSON body that GET answers this visitor (at most ${RENDER_ANSWERS_MAX}; a query's parameters in any order).`,
      Type.Object(
        {},
        { additionalProperties: true, propertyNames: PathAndQuery, maxProperties: RENDER_ANSWERS_MAX },
      ),
    ),
    product_reviews: Optional(
      about(
        "A page of the shop's own showing a product's reviews (its element marked `data-reviews-product` with the shop's id of it): only that product's reviews section is rendered, in `main`, for inside that element, in the shop's look; `navbar` and `footer` are empty. `url` is the shop's page (its query holds the reviews' sort and filters). Default none: a page of the widget.",
        Strict({
          external_id: about(
            `The shop's own id of the product (at most ${RATED_ID_MAX} characters, without a comma).`,
            ShopProductId,
          ),
          shop: BadgesShop,
        }),
      ),
    ),
    headers: Optional(
      about(
        `The visitor's \`cookie\` and \`accept-language\` request headers (no other; each at most ${RENDER_HEADER_MAX.toLocaleString("en")} characters): with \`RENDER_API_URL\` set, the service asks the host's API as this visitor for an address \`data\` does not hold. Default none.`,
        Strict({ cookie: ForwardedHeader, "accept-language": ForwardedHeader }),
      ),
    ),
  }),
);
export type RenderRequest = Static<typeof RenderRequest>;

export const RenderAnswer = about(
  `What POST /render answers, with \`X-Render: rendered\`; the fallback (\`X-Render: fallback\`) has every field empty. A guest's product reviews (\`product_reviews\`, \`signed_in\` false, no \`cookie\`) come with \`Cache-Control: max-age=${RATINGS_MAX_AGE}\`, as long as the ratings they show may be kept; anything else, and the fallback, with \`no-store\`.`,
  Type.Object({
    navbar: about('HTML for inside `<div id="search-navbar">`.', Type.String()),
    main: about("HTML for inside `<main>`.", Type.String()),
    footer: about(
      'HTML for inside `<div id="site-footer">` right after `<main>`: the footer\'s place (its links load when the reader reaches it) and the cookie bar, which so paints with the page.',
      Type.String(),
    ),
    head: about(
      "HTML for the page's `<head>` (the preloads React asks for: the first pictures).",
      Type.String(),
    ),
    first_screen_json: about(
      'The text of `<script type="application/json" id="app_first_screen">`: the answers the render read and the parts it showed, already escaped for a script element (`<`, `>`, `&`, U+2028 and U+2029 as `\\u003c`…, as Rails\' `json_escape`), so user text cannot close it.',
      Type.String(),
    ),
    missing: about("The addresses the render asked for that `data` did not hold.", Type.Array(Type.String())),
    structured_data: Optional(
      about(
        "With `product_reviews` only: the product's schema.org JSON-LD (a `Product` with its `AggregateRating` and its first reviews, no offer: the price is the shop's to state), from the answers the render read, for the page's `<script type=\"application/ld+json\">` (escaped there as Rails' `json_escape` does); null when the product has no reviews.",
        Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
      ),
    ),
  }),
);
export type RenderAnswer = Static<typeof RenderAnswer>;

/**
 * The fallback (`X-Render: fallback`): nothing rendered. The host sends empty roots and no
 * first-screen element, and the browser renders the roots itself.
 */
export const RENDER_FALLBACK: Readonly<RenderAnswer> = Object.freeze({
  navbar: "",
  main: "",
  footer: "",
  head: "",
  first_screen_json: "",
  missing: [],
  structured_data: null,
});

/** The render service's route of a grid's rating badges. */
export const BADGES_RENDER_PATH = "/badges";

export const BadgesRequest = about(
  "POST /badges: the rating badges of a grid of the shop's products, in one call; no other property.",
  Strict({
    shop: BadgesShop,
    external_ids: about(
      `The shop's own ids of the grid's products (1 to ${RATINGS_IDS_MAX}, each at most ${RATED_ID_MAX} characters, without a comma).`,
      Type.Array(ShopProductId, {
        minItems: 1,
        maxItems: RATINGS_IDS_MAX,
      }),
    ),
    locale: Optional(
      about(
        "The page's language (its `<html lang>`); absent or not the widget's: English.",
        Type.String({ maxLength: 35 }),
      ),
    ),
    when_none: Optional(
      about(
        "A product without reviews (or that the store lacks): `text` shows 'No reviews yet' (the default), `none` nothing (its room kept).",
        Type.Union([Type.Literal("text"), Type.Literal("none")]),
      ),
    ),
    ratings: Optional(
      about(
        "The host's answer to GET /api/v1/widgets/product_ratings for these ids, when it has it; absent: the service asks the host's API (`RENDER_API_URL`).",
        ProductRatings,
      ),
    ),
  }),
);
export type BadgesRequest = Static<typeof BadgesRequest>;

export const BadgesAnswer = about(
  `What POST /badges answers, with \`X-Render: rendered\` and \`Cache-Control: max-age=${RATINGS_MAX_AGE}\` (as long as the ratings may be kept): each id's badge, HTML for inside its \`data-reviews-badge\` element; the fallback (\`X-Render: fallback\`, \`no-store\`) has none, and the page's badges script fills them.`,
  Type.Object({
    badges: Type.Record(Type.String(), Type.String()),
  }),
);
export type BadgesAnswer = Static<typeof BadgesAnswer>;
