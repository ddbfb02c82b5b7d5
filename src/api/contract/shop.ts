// Shops and products as pages show them.
import type { Static } from "typebox";
import { about, Type } from "./building-blocks";
import { Category } from "./category";
import { DateTime, Email, Link, MetaData, WebAddress } from "./common";

export const Platform = Type.Enum(["shopify", "woocommerce", "bigcommerce", "wix", "magento"]);
export type Platform = Static<typeof Platform>;

export const MedalTier = Type.Enum(["diamond", "platinum", "gold", "silver", "bronze"]);
export type MedalTier = Static<typeof MedalTier>;

export const ShopMedal = Type.Object({
  kind: Type.Enum(["transparency", "authenticity"]),
  score: about("0..1", Type.Number()),
  tier: about("null below the lowest tier (Bronze).", Type.Union([MedalTier, Type.Null()])),
});
export type ShopMedal = Static<typeof ShopMedal>;

export const ShopMetrics = Type.Object({
  reviews_count: Type.Integer(),
  average_rating: Type.Number(),
  products_count: Type.Integer(),
  verified_reviews_share: Type.Number(),
  transparency_score: Type.Number(),
  authenticity_score: Type.Number(),
});
export type ShopMetrics = Static<typeof ShopMetrics>;

export const ShopSettings = Type.Object({
  disable_web_reviews: Type.Boolean(),
  enable_question_anwser: Type.Boolean(),
  shop_settings: Type.Object({ review_site_show_cards_carousel: Type.Boolean() }),
});
export type ShopSettings = Static<typeof ShopSettings>;

export const ContactInfo = Type.Object({
  email: Type.Union([Email, Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  response_time: about(
    "e.g. { number: 4, unit: 'hours' }",
    Type.Union([
      Type.Object({ number: Type.Integer(), unit: Type.Enum(["minutes", "hours", "days"]) }),
      Type.Null(),
    ]),
  ),
});
export type ContactInfo = Static<typeof ContactInfo>;

export const ShopData = Type.Object({
  encoded_id: Type.String(),
  slug: Type.String(),
  domain: Type.String(),
  platform: Platform,
  public_token: about("The api_token widget calls send.", Type.String()),
  name: Type.String(),
  internal_path: Type.String(),
  external_url: WebAddress,
  country: Type.String(),
  currency: Type.String(),
  logo_url: Type.Union([Link, Type.Null()]),
  settings: ShopSettings,
  shop_medals: Type.Array(ShopMedal),
  shop_metrics: ShopMetrics,
  contact_info: ContactInfo,
});
export type ShopData = Static<typeof ShopData>;

export const ProductData = Type.Object({
  encoded_id: Type.String(),
  external_id: Type.String(),
  handle: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image_url: Type.Union([Link, Type.Null()]),
  retina_image_url: Type.Union([Link, Type.Null()]),
  external_url: WebAddress,
  shop_domain: Type.String(),
  platform: Platform,
  internal_path: Type.String(),
  price: Type.Number(),
  currency: Type.String(),
  reviews_count: Type.Integer(),
  average_rating: Type.Number(),
  transparency_score: Type.Number(),
  authenticity_score: Type.Number(),
  created_at: DateTime,
});
export type ProductData = Static<typeof ProductData>;

export const ProductPageResponse = about(
  "GET /reviews/stores/{shop_slug}/products/{handle}?format=json",
  Type.Object({
    product_data: ProductData,
    shop_data: ShopData,
    meta_data: MetaData,
    categories_data: about(
      "The product's category and its ancestors, top level first.",
      Type.Array(Category),
    ),
    new_dispute_path: about("Where a signed-in reviewer opens a dispute about this product.", Type.String()),
  }),
);
export type ProductPageResponse = Static<typeof ProductPageResponse>;

export const ProductCard = about(
  "A product in a list (search results, top products, carousels, follows).",
  Type.Object({
    encoded_product_id: Type.String(),
    title: Type.String(),
    handle: Type.String(),
    internal_path: Type.String(),
    image_url: Type.Union([Link, Type.Null()]),
    retina_image_url: Type.Union([Link, Type.Null()]),
    price: Type.Number(),
    currency: Type.String(),
    average_rating: Type.Number(),
    reviews_count: Type.Integer(),
    transparency_score: Type.Number(),
    authenticity_score: Type.Number(),
    shop: Type.Object({
      name: Type.String(),
      slug: Type.String(),
      domain: Type.String(),
      country: Type.String(),
      internal_path: Type.String(),
    }),
  }),
);
export type ProductCard = Static<typeof ProductCard>;

export const FeaturedCard = Type.Object({
  review_uuid: Type.String(),
  title: Type.String(),
  body: Type.String(),
  rating: Type.Integer(),
  reviewer_name: Type.String(),
  product: Type.Union([ProductCard, Type.Null()]),
});
export type FeaturedCard = Static<typeof FeaturedCard>;

export const ShopPageResponse = about(
  "GET /reviews/stores/{shop_slug}?format=json",
  Type.Object({
    shop_data: ShopData,
    meta_data: MetaData,
    top_products: Type.Array(ProductCard),
    featured_cards: Type.Array(FeaturedCard),
    new_dispute_path: about("Where a signed-in reviewer opens a dispute about this store.", Type.String()),
  }),
);
export type ShopPageResponse = Static<typeof ShopPageResponse>;
