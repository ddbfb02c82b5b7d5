// Disputes and arbitration: the dispute form's data, its payload, disputes and the arbitrator's list.
import type { DateTime, EncodedId, MetaData } from "./common";
import type { OrderLineItem } from "./order";

export interface Option {
  value: string;
  label: string;
}

/** An order the dispute form offers, as its owner sees it. */
export interface DisputableOrder extends OrderLineItem {
  /**
   * The owner's open or in-review dispute about this order, where more is said as messages: the
   * order is not offered for a new one. Null when there is none.
   */
  open_dispute: { id: EncodedId; internal_path: string } | null;
}

/** GET /reviews/stores/{slug}[/products/{handle}]/disputes/new?format=json&redesign= */
export interface DisputeFormData {
  orders: DisputableOrder[];
  outcome_types: Option[];
  dispute_types: Option[];
  /** response_time in words, e.g. '2 days'; null when the shop has not said. */
  shop: { encoded_id: EncodedId; name: string; internal_path: string; response_time: string | null };
  product: { encoded_id: EncodedId; title: string; internal_path: string } | null;
  meta_data: MetaData;
}

/** POST /reviews/profile/disputes (multipart). */
export interface DisputePayload {
  /** The store the form is about: the host takes only an order with it. */
  shop_id: EncodedId;
  /** The product the form is about, when it is: the host takes only an order of it. */
  product_id?: EncodedId;
  dispute_type: string;
  description: string;
  desired_outcome_type: string;
  desired_outcome_description: string;
  /** The order line item the dispute is about. */
  source_id: string;
  /** The files sent before (POST /reviews/profile/dispute-files), by id. */
  file_ids: string[];
}

export type DisputeStatus = "open" | "in_review" | "resolved" | "rejected";

export interface Dispute {
  id: EncodedId;
  /** The reviewer's own view of the dispute (the arbitrator's is elsewhere). */
  internal_path?: string;
  dispute_type: string;
  /** The type in the request's language. */
  dispute_type_label: string;
  description: string;
  desired_outcome_type: string;
  desired_outcome_description: string;
  status: DisputeStatus;
  created_at: DateTime;
  shop: { name: string; internal_path: string };
  product: { title: string; internal_path: string } | null;
  reviewer: { name: string; slug: string };
  resolution: string | null;
}

export interface CreateDisputeResponse {
  dispute: DisputeDetail;
  /** The owner's private profile on its disputes tab, where the confirmation shows. */
  profile_path: string;
}

/** GET /reviews/arbitrator?format=json, with filters[status], filters[dispute_type], filters[q] and page. */
export interface ArbitratorListResponse {
  meta_data: MetaData;
  disputes: ArbitratorListItem[];
  page: number;
  per_page: number;
  total_results: number;
  dispute_types: Option[];
}

export type DisputeDecisionOutcome = "in_favour_of_reviewer" | "in_favour_of_shop" | "rejected";

export interface DisputeFile {
  id: EncodedId;
  name: string;
  content_type: string;
  size: number;
  /** Download address for whoever is looking (the owner's or the arbitrator's). */
  url: string;
}

export interface TimelineEntry {
  id: number;
  author: "reviewer" | "shop" | "arbitrator";
  kind: "message" | "decision";
  body: string;
  created_at: DateTime;
  files: DisputeFile[];
}

/** One dispute with its order, files, timeline and decision, as its owner or the arbitrator sees it. */
export interface DisputeDetail {
  id: EncodedId;
  status: DisputeStatus;
  dispute_type: string;
  dispute_type_label: string;
  description: string;
  desired_outcome_type: string;
  desired_outcome_label: string;
  desired_outcome_description: string;
  created_at: DateTime;
  shop: { name: string; internal_path: string };
  product: { title: string; internal_path: string } | null;
  order: { public_id: string; product_title: string; placed_at: DateTime } | null;
  /** Sent with the dispute (files sent later are on their timeline entry). */
  files: DisputeFile[];
  timeline: TimelineEntry[];
  decision: { outcome: DisputeDecisionOutcome; note: string; decided_at: DateTime } | null;
  /** Open or in review: messages and decisions are still taken. */
  open: boolean;
}

/** The arbitrator's view adds who opened it. */
export interface ArbitratorDisputeDetail extends DisputeDetail {
  reviewer: { name: string; slug: string };
}

/** The answer of POST /reviews/profile/disputes/{id}/messages (201): the dispute with the message. */
export interface DisputeMessageResponse {
  dispute: DisputeDetail;
}

/**
 * POST /reviews/profile/dispute-files (multipart: one file under file, 201): a file sent as soon as
 * it is chosen, before its dispute or message, which names it by id (file_ids[]); the name it is
 * kept under and its size as kept.
 */
export interface DisputeFileUploadResponse {
  id: string;
  name: string;
  size: number;
}

/** The answer of POST /reviews/arbitrator/{id}/decision (201): the dispute as decided. */
export interface DisputeDecisionResponse {
  dispute: ArbitratorDisputeDetail;
}

export interface DisputePageResponse {
  meta_data: MetaData;
  dispute: DisputeDetail;
}

export interface ArbitratorDisputePageResponse {
  meta_data: MetaData;
  dispute: ArbitratorDisputeDetail;
}

/** One row of the arbitrator's list. */
export interface ArbitratorListItem {
  id: EncodedId;
  internal_path: string;
  status: DisputeStatus;
  dispute_type: string;
  dispute_type_label: string;
  created_at: DateTime;
  reviewer: { name: string };
  shop: { name: string };
  product: { title: string } | null;
}
