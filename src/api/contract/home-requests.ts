// What the home page's calls send: a carousel's kind and country, and the record of a click that
// leaves for a store.
import type { Static } from "typebox";
import { Line, Optional, QueryCountry, QueryRedesign, Strict, Type } from "./building-blocks";
import { CarouselKind, CarouselResponses } from "./home";

/**
 * One carousel for a country ('*' or none: every country); the redesign flag passes through. Any
 * other kind, country or parameter is a 400.
 */
export const CarouselQuery = Strict({
  q: CarouselKind,
  country: Optional(QueryCountry),
  redesign: Optional(QueryRedesign),
});
export type CarouselParams = Omit<Static<typeof CarouselQuery>, "q">;

/** carousels.json?q=<kind> answers one kind's object. */
export const CarouselAnswer = Type.Union(CarouselKind.enum.map((kind) => CarouselResponses.properties[kind]));

const ID_MAX = 100;
const ADDRESS_MAX = 2000;
/** The journey's steps and its landing page's parameters, as the bundle keeps them (src/lib/browser/reviewer-journey.ts). */
const JOURNEY_STEPS_MAX = 20;
const LANDING_PARAMETERS_MAX = 50;

/**
 * The reviewer journey the bundle keeps in local storage, each field optional: a journey kept by an
 * older bundle may lack some. Its landing page's parameters are the page's own query, any name,
 * text values (a decoded query may hold control characters).
 */
export const ReviewerJourney = Strict({
  id: Optional(Line(ID_MAX)),
  created_at: Optional(Line(40)),
  referrer: Optional(Line(ADDRESS_MAX)),
  first_referrer: Optional(Line(ADDRESS_MAX)),
  journey: Optional(Type.Array(Line(ADDRESS_MAX), { maxItems: JOURNEY_STEPS_MAX })),
  landing_page_params: Optional(
    Type.Object(
      {},
      {
        additionalProperties: Type.String({ maxLength: ADDRESS_MAX }),
        propertyNames: { maxLength: ID_MAX },
        maxProperties: LANDING_PARAMETERS_MAX,
      },
    ),
  ),
});
export type ReviewerJourney = Static<typeof ReviewerJourney>;

/** POST /reviews/click: a shopper leaves for a store (the tracking record is kept as JSON of at most 16,000 characters). */
export const ClickRecord = Strict({
  shop_id: Line(ID_MAX),
  product_id: Optional(Type.Union([Line(ID_MAX), Type.Null()])),
  tracking_data: Optional(ReviewerJourney),
  referral: Optional(Line(ADDRESS_MAX)),
  referral_page: Optional(Line(ADDRESS_MAX)),
  pageview_id: Line(ID_MAX, 1),
});
export type ClickRecord = Static<typeof ClickRecord>;
