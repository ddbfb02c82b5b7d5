// What a reviewer sends about themselves (the edit-profile form, the settings menus, the terms'
// reviewer name) and the query of me.json. The host checks beyond the schema what it cannot say: a
// name left blank, a currency the exchange rates know, a language the host offers.
import type { Static } from "typebox";
import { Line, Optional, QueryFlag, Strict, Type } from "./building-blocks";

/** The longest name shown on the profile and reviews. */
const REVIEWER_NAME_MAX = 80;
/** Longer than any code of a currency or a country ('*' for all of them), spaces around included. */
const CODE_MAX = 16;

/** me.json: the exchange rates only when asked for. */
export const MeQuery = Strict({ exchange_rates: Optional(QueryFlag) });

/**
 * PUT /reviews/profile/reviewers/0: `{reviewer: {name, rs_currency, rs_country, rs_locale,
 * subscribed_rs}}`, any of them, at least one.
 */
export const UpdateReviewerRequest = Strict({
  reviewer: Type.Object(
    {
      name: Optional(Line(REVIEWER_NAME_MAX)),
      rs_currency: Optional(Line(CODE_MAX)),
      // null: no country of one's own ('All countries').
      rs_country: Optional(Type.Union([Line(CODE_MAX), Type.Null()])),
      // One of the languages the host offers; null: none of one's own (the page decides).
      rs_locale: Optional(Type.Union([Line(CODE_MAX), Type.Null()])),
      subscribed_rs: Optional(Type.Boolean()),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
});
export type UpdateReviewerRequest = Static<typeof UpdateReviewerRequest>;

/** POST /reviews/profile/accept_tos: the terms modal's reviewer name. */
export const AcceptTosRequest = Strict({ reviewer_name: Line(REVIEWER_NAME_MAX) });
export type AcceptTosRequest = Static<typeof AcceptTosRequest>;
