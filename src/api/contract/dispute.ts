// Disputes and arbitration: the dispute form's data, its payload, disputes and the arbitrator's list.
import type { Static } from "typebox";
import { about, PageOf, Type } from "./building-blocks";
import { DateTime, Link, MetaData } from "./common";
import { OrderLineItem } from "./order";

export const Option = Type.Object({ value: Type.String(), label: Type.String() });
export type Option = Static<typeof Option>;

export const DisputableOrder = about(
  "An order the dispute form offers, as its owner sees it.",
  Type.Object({
    ...OrderLineItem.properties,
    open_dispute: about(
      "The owner's open or in-review dispute about this order, where more is said as messages: the order is not offered for a new one. Null when there is none.",
      Type.Union([Type.Object({ id: Type.String(), internal_path: Type.String() }), Type.Null()]),
    ),
  }),
);
export type DisputableOrder = Static<typeof DisputableOrder>;

export const DisputeFormData = about(
  "GET /reviews/stores/{slug}[/products/{handle}]/disputes/new?format=json&redesign=",
  Type.Object({
    orders: Type.Array(DisputableOrder),
    outcome_types: Type.Array(Option),
    dispute_types: Type.Array(Option),
    shop: about(
      "response_time in words, e.g. '2 days'; null when the shop has not said.",
      Type.Object({
        encoded_id: Type.String(),
        name: Type.String(),
        internal_path: Type.String(),
        response_time: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
    product: Type.Union([
      Type.Object({ encoded_id: Type.String(), title: Type.String(), internal_path: Type.String() }),
      Type.Null(),
    ]),
    meta_data: MetaData,
  }),
);
export type DisputeFormData = Static<typeof DisputeFormData>;

export const DisputeType = about(
  "What a dispute is about; the form's data gives each with its label in the request's language.",
  Type.Enum([
    "item_not_received",
    "item_not_as_described",
    "damaged_item",
    "refund_not_received",
    "review_removed",
    "other",
  ]),
);
export type DisputeType = Static<typeof DisputeType>;

export const DesiredOutcome = about(
  "What the reviewer asks for; the form's data gives each with its label.",
  Type.Enum(["refund", "replacement", "repair", "review_restored", "apology", "other"]),
);
export type DesiredOutcome = Static<typeof DesiredOutcome>;

export const DisputeStatus = Type.Enum(["open", "in_review", "resolved", "rejected"]);
export type DisputeStatus = Static<typeof DisputeStatus>;

export const Dispute = Type.Object({
  id: Type.String(),
  internal_path: about(
    "The reviewer's own view of the dispute (the arbitrator's is elsewhere).",
    Type.Optional(Type.String()),
  ),
  dispute_type: Type.String(),
  dispute_type_label: about("The type in the request's language.", Type.String()),
  description: Type.String(),
  desired_outcome_type: Type.String(),
  desired_outcome_description: Type.String(),
  status: DisputeStatus,
  created_at: DateTime,
  shop: Type.Object({ name: Type.String(), internal_path: Type.String() }),
  product: Type.Union([Type.Object({ title: Type.String(), internal_path: Type.String() }), Type.Null()]),
  reviewer: Type.Object({ name: Type.String(), slug: Type.String() }),
  resolution: Type.Union([Type.String(), Type.Null()]),
});
export type Dispute = Static<typeof Dispute>;

export const DisputeDecisionOutcome = Type.Enum(["in_favour_of_reviewer", "in_favour_of_shop", "rejected"]);
export type DisputeDecisionOutcome = Static<typeof DisputeDecisionOutcome>;

export const DisputeFile = Type.Object({
  id: Type.String(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  url: about("Download address for whoever is looking (the owner's or the arbitrator's).", Link),
});
export type DisputeFile = Static<typeof DisputeFile>;

export const TimelineEntry = Type.Object({
  id: Type.Integer(),
  author: Type.Enum(["reviewer", "shop", "arbitrator"]),
  kind: Type.Enum(["message", "decision"]),
  body: Type.String(),
  created_at: DateTime,
  files: Type.Array(DisputeFile),
});
export type TimelineEntry = Static<typeof TimelineEntry>;

export const DisputeDetail = about(
  "One dispute with its order, files, timeline and decision, as its owner or the arbitrator sees it.",
  Type.Object({
    id: Type.String(),
    status: DisputeStatus,
    dispute_type: Type.String(),
    dispute_type_label: Type.String(),
    description: Type.String(),
    desired_outcome_type: Type.String(),
    desired_outcome_label: Type.String(),
    desired_outcome_description: Type.String(),
    created_at: DateTime,
    shop: Type.Object({ name: Type.String(), internal_path: Type.String() }),
    product: Type.Union([Type.Object({ title: Type.String(), internal_path: Type.String() }), Type.Null()]),
    order: Type.Union([
      Type.Object({ public_id: Type.String(), product_title: Type.String(), placed_at: DateTime }),
      Type.Null(),
    ]),
    files: about(
      "Sent with the dispute (files sent later are on their timeline entry).",
      Type.Array(DisputeFile),
    ),
    timeline: Type.Array(TimelineEntry),
    decision: Type.Union([
      Type.Object({ outcome: DisputeDecisionOutcome, note: Type.String(), decided_at: DateTime }),
      Type.Null(),
    ]),
    open: about("Open or in review: messages and decisions are still taken.", Type.Boolean()),
  }),
);
export type DisputeDetail = Static<typeof DisputeDetail>;

export const CreateDisputeResponse = Type.Object({ dispute: DisputeDetail, profile_path: Type.String() });
export type CreateDisputeResponse = Static<typeof CreateDisputeResponse>;

export const ArbitratorDisputeDetail = about(
  "The arbitrator's view adds who opened it.",
  Type.Object({
    ...DisputeDetail.properties,
    reviewer: Type.Object({ name: Type.String(), slug: Type.String() }),
  }),
);
export type ArbitratorDisputeDetail = Static<typeof ArbitratorDisputeDetail>;

export const DisputeMessageResponse = about(
  "The answer of POST /reviews/profile/disputes/{id}/messages (201): the dispute with the message.",
  Type.Object({ dispute: DisputeDetail }),
);
export type DisputeMessageResponse = Static<typeof DisputeMessageResponse>;

export const DisputeFileUploadResponse = about(
  "POST /reviews/profile/dispute-files (multipart: one file under file, 201): a file sent as soon as it is chosen, before its dispute or message, which names it by id (file_ids[]); the name it is kept under and its size as kept.",
  Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer() }),
);
export type DisputeFileUploadResponse = Static<typeof DisputeFileUploadResponse>;

export const DisputeDecisionResponse = about(
  "The answer of POST /reviews/arbitrator/{id}/decision (201): the dispute as decided.",
  Type.Object({ dispute: ArbitratorDisputeDetail }),
);
export type DisputeDecisionResponse = Static<typeof DisputeDecisionResponse>;

export const DisputePageResponse = Type.Object({ meta_data: MetaData, dispute: DisputeDetail });
export type DisputePageResponse = Static<typeof DisputePageResponse>;

export const ArbitratorDisputePageResponse = Type.Object({
  meta_data: MetaData,
  dispute: ArbitratorDisputeDetail,
});
export type ArbitratorDisputePageResponse = Static<typeof ArbitratorDisputePageResponse>;

export const ArbitratorListItem = about(
  "One row of the arbitrator's list.",
  Type.Object({
    id: Type.String(),
    internal_path: Type.String(),
    status: DisputeStatus,
    dispute_type: Type.String(),
    dispute_type_label: Type.String(),
    created_at: DateTime,
    reviewer: Type.Object({ name: Type.String() }),
    shop: Type.Object({ name: Type.String() }),
    product: Type.Union([Type.Object({ title: Type.String() }), Type.Null()]),
  }),
);
export type ArbitratorListItem = Static<typeof ArbitratorListItem>;

export const ArbitratorListResponse = about(
  "GET /reviews/arbitrator?format=json, with filters[status], filters[dispute_type], filters[q] and page.",
  Type.Object({
    meta_data: MetaData,
    disputes: PageOf(ArbitratorListItem),
    page: Type.Integer(),
    per_page: Type.Integer(),
    total_results: Type.Integer(),
    dispute_types: Type.Array(Option),
  }),
);
export type ArbitratorListResponse = Static<typeof ArbitratorListResponse>;
