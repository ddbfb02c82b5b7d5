// Disputes and arbitration: the dispute form's data, its payload, disputes and the arbitrator's list.
import type { DateTime, EncodedId, MetaData } from "./common";
import type { OrderLineItem } from "./profile";

export interface Option {
  value: string;
  label: string;
}

/** GET /reviews/stores/{slug}[/products/{handle}]/disputes/new?format=json&redesign= */
export interface DisputeFormData {
  orders: OrderLineItem[];
  outcome_types: Option[];
  dispute_types: Option[];
  shop: { encoded_id: EncodedId; name: string; response_time: string | null };
  product: { encoded_id: EncodedId; title: string } | null;
  meta_data: MetaData;
}

/** POST /reviews/profile/disputes (multipart when files are attached). */
export interface DisputePayload {
  dispute_type: string;
  description: string;
  desired_outcome_type: string;
  desired_outcome_description: string;
  /** The order line item the dispute is about. */
  source_id: string;
  files: File[];
}

export type DisputeStatus = "open" | "in_review" | "resolved" | "rejected";

export interface Dispute {
  id: EncodedId;
  /** The reviewer's own view of the dispute (the arbitrator's is elsewhere). */
  internal_path?: string;
  dispute_type: string;
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
  dispute: Dispute;
}

/** GET /reviews/arbitrator?format=json */
export interface ArbitratorListParams {
  redesign?: string;
  total_results?: number;
  page?: number;
  /** e.g. { status: 'open' } */
  filters?: Record<string, string>;
}

export interface ArbitratorListResponse {
  disputes: Dispute[];
  page: number;
  total_results: number;
}
