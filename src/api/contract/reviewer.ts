// The signed-in reviewer, currency and country (me.json).
import type { Static } from "typebox";
import { about, Type } from "./building-blocks";
import { ExchangeRates, ImagePair } from "./common";

export const Role = Type.Enum(["reviewer", "arbitrator"]);
export type Role = Static<typeof Role>;

export const CurrentReviewer = Type.Object({
  encoded_id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  avatar_image_url: about(
    "null: the avatar shows the first letter of the name.",
    Type.Union([ImagePair, Type.Null()]),
  ),
  avatar_hash: Type.String(),
  verified_buyer: about("Shows a check badge on the avatar.", Type.Boolean()),
  role: Role,
});
export type CurrentReviewer = Static<typeof CurrentReviewer>;

export const MeResponse = about(
  "GET /reviews/me.json",
  Type.Object({
    reviewer: about("null for a guest.", Type.Union([CurrentReviewer, Type.Null()])),
    current_country: Type.String(),
    currency: Type.String(),
    locale: Type.String(),
    exchange_rates: about(
      "Only when asked for with `exchange_rates=true` (the client keeps them 6 hours).",
      Type.Optional(ExchangeRates),
    ),
  }),
);
export type MeResponse = Static<typeof MeResponse>;

export const ShippingCountry = Type.Object({ name: Type.String(), code: Type.String() });
export type ShippingCountry = Static<typeof ShippingCountry>;

export const ShippingCountriesResponse = about(
  "GET /shipping_countries.json",
  Type.Object({ shipping_countries: Type.Array(ShippingCountry) }),
);
export type ShippingCountriesResponse = Static<typeof ShippingCountriesResponse>;
