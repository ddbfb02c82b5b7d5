// What a reviewer or an arbitrator sends about a dispute: its forms (multipart: `dispute[…]` and
// `message[…]` fields beside their files), the arbitrator's decision and the query of the
// arbitrator's list. The host checks beyond the schema what it cannot say: blank text, the files'
// content.
import type { Static } from "typebox";
import { DISPUTE_MAX_FILES } from "../../lib/dispute-files";
import {
  about,
  Id,
  Optional,
  QueryChoice,
  QueryPage,
  QueryText,
  Strict,
  Text,
  Type,
} from "./building-blocks";
import { DesiredOutcome, DisputeDecisionOutcome, DisputeStatus, DisputeType } from "./dispute";

export const DESCRIPTION_MAX = 5000;
export const DETAILS_MAX = 2000;
export const MESSAGE_MAX = 5000;

/** Ids of files sent before the form (POST /reviews/profile/dispute-files), at most as many as the form takes files. */
const FileIds = Optional(Type.Array(Id, { maxItems: DISPUTE_MAX_FILES, uniqueItems: true }));

/** POST /reviews/profile/disputes: the dispute form's text parts, as `dispute[…]` fields; its files under dispute[files][]. */
export const NewDisputeForm = Strict({
  "dispute[shop_id]": Id,
  "dispute[product_id]": Optional(Id),
  "dispute[source_id]": Id,
  "dispute[dispute_type]": DisputeType,
  "dispute[description]": Text(DESCRIPTION_MAX),
  "dispute[desired_outcome_type]": DesiredOutcome,
  "dispute[desired_outcome_description]": Optional(Text(DETAILS_MAX)),
  "dispute[file_ids][]": FileIds,
});

/**
 * The form's fields by their names inside `dispute[…]`, as the bundle holds them before it writes
 * the form: text where the form takes text (a choice's form is the host's to check).
 */
type DisputeFields<T> = {
  [K in keyof T as K extends `dispute[${infer F}][]`
    ? F
    : K extends `dispute[${infer F}]`
      ? F
      : never]: T[K] extends string ? string : T[K];
};
/** The bundle always names the files sent before (none: an empty list). */
export type DisputePayload = DisputeFields<Static<typeof NewDisputeForm>> & { file_ids: string[] };

/** POST /reviews/profile/disputes/{id}/messages: a message's text part; its files under message[files][]. */
export const MessageForm = Strict({
  "message[body]": Optional(Text(MESSAGE_MAX)),
  "message[file_ids][]": FileIds,
});

/** POST /reviews/arbitrator/{id}/decision: `{decision: {outcome, note}}`. */
export const DecisionBody = Strict({
  decision: Strict({ outcome: DisputeDecisionOutcome, note: Text(MESSAGE_MAX) }),
});

/** The longest search of the arbitrator's list. */
const LIST_TEXT_MAX = 200;

/** The arbitrator's list: `filters[status]`, `filters[dispute_type]`, `filters[q]` and `page`. */
export const ArbitratorListQuery = Type.Object({
  "filters[status]": Type.Optional(about("Every status by default.", QueryChoice(DisputeStatus.enum))),
  "filters[dispute_type]": Type.Optional(about("Every type by default.", QueryChoice(DisputeType.enum))),
  "filters[q]": Type.Optional(
    about(
      "Text in the statement, the reviewer's, the shop's or the product's name, or a dispute's id.",
      QueryText(LIST_TEXT_MAX),
    ),
  ),
  page: Type.Optional(about("20 a page; the first by default.", QueryPage)),
});
