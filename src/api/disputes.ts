// Disputes and arbitration: the dispute form's data, opening a dispute, its messages and the
// arbitrator's decision. Every post carries the CSRF token (the client adds it).
import { pathFor } from "../lib/routes";
import { api } from "./client";
import type {
  CreateDisputeResponse,
  DisputeDecisionOutcome,
  DisputeDecisionResponse,
  DisputeFormData,
  DisputeMessageResponse,
  DisputePayload,
} from "./types/dispute";
import { uploadWithProgress } from "./upload-with-progress";

/** The address of the dispute form's data: …/disputes/new?format=json&redesign= (redesign always sent, empty when off). */
export function disputeFormUrl(shopSlug: string, productHandle: string | null, redesign: string): string {
  const path = productHandle
    ? pathFor("productDisputeNew", { shop_slug: shopSlug, product_handle: productHandle })
    : pathFor("shopDisputeNew", { shop_slug: shopSlug });
  return `${path}?${new URLSearchParams({ format: "json", redesign })}`;
}

/** `url` from disputeFormUrl. A failure reaches the caller as an ApiError carrying the HTTP status. */
export const getDisputeForm = (url: string) => api.get<DisputeFormData>(url);

/**
 * POST /reviews/profile/disputes as multipart, `dispute[…]` fields and `dispute[files][]` last,
 * with the upload's progress (bytes sent of the body's).
 */
export function createDispute(payload: DisputePayload, onProgress?: (sent: number, total: number) => void) {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (key !== "files") form.append(`dispute[${key}]`, String(value));
  }
  for (const file of payload.files) form.append("dispute[files][]", file);
  return uploadWithProgress<CreateDisputeResponse>("/reviews/profile/disputes", form, {
    invalidates: ["disputes"],
    onProgress,
  });
}

/** POST /reviews/profile/disputes/{id}/messages: the owner's message and files (last) while it is open. */
export function addDisputeMessage(
  disputeId: string,
  body: string,
  files: File[],
  onProgress?: (sent: number, total: number) => void,
) {
  const form = new FormData();
  form.append("message[body]", body);
  for (const file of files) form.append("message[files][]", file);
  return uploadWithProgress<DisputeMessageResponse>(
    `${pathFor("profileDispute", { disputeId })}/messages`,
    form,
    {
      invalidates: ["disputes"],
      onProgress,
    },
  );
}

/** POST /reviews/arbitrator/{id}/decision: arbitrators only. */
export function decideDispute(disputeId: string, outcome: DisputeDecisionOutcome, note: string) {
  return api.post<DisputeDecisionResponse>(
    `${pathFor("arbitratorDispute", { disputeId })}/decision`,
    { decision: { outcome, note } },
    { invalidates: ["disputes"] },
  );
}
