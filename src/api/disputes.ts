// Disputes and arbitration: the dispute form's data, opening a dispute, its messages and the
// arbitrator's decision. Every post carries the CSRF token (the client adds it).
import { api } from "./client";
import type {
  ArbitratorDisputeDetail,
  CreateDisputeResponse,
  DisputeDecisionOutcome,
  DisputeDetail,
  DisputeFormData,
  DisputePayload,
} from "./types/dispute";

const slug = encodeURIComponent;

/**
 * GET …/disputes/new?format=json&redesign= (redesign always sent, empty when off). A failure
 * reaches the caller as an ApiError carrying the HTTP status.
 */
export function getDisputeForm(
  shopSlug: string,
  productHandle: string | null,
  redesign: string,
  signal?: AbortSignal,
) {
  const product = productHandle ? `/products/${slug(productHandle)}` : "";
  const query = new URLSearchParams({ format: "json", redesign });
  return api.get<DisputeFormData>(`/reviews/stores/${slug(shopSlug)}${product}/disputes/new?${query}`, {
    signal,
  });
}

/** POST /reviews/profile/disputes as multipart, `dispute[…]` fields and `dispute[files][]`. */
export function createDispute(payload: DisputePayload) {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (key !== "files") form.append(`dispute[${key}]`, String(value));
  }
  for (const file of payload.files) form.append("dispute[files][]", file);
  return api.post<CreateDisputeResponse>("/reviews/profile/disputes", form);
}

/** POST /reviews/profile/disputes/{id}/messages: the owner's message and files while it is open. */
export function addDisputeMessage(disputeId: string, body: string, files: File[]) {
  const form = new FormData();
  form.append("message[body]", body);
  for (const file of files) form.append("message[files][]", file);
  return api.post<{ dispute: DisputeDetail }>(`/reviews/profile/disputes/${slug(disputeId)}/messages`, form);
}

/** POST /reviews/arbitrator/{id}/decision: arbitrators only. */
export function decideDispute(disputeId: string, outcome: DisputeDecisionOutcome, note: string) {
  return api.post<{ dispute: ArbitratorDisputeDetail }>(`/reviews/arbitrator/${slug(disputeId)}/decision`, {
    decision: { outcome, note },
  });
}
