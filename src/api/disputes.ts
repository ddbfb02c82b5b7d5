// Disputes and arbitration: the dispute form's data, opening a dispute, its messages and the
// arbitrator's decision. Every post carries the CSRF token (the client adds it).

import { pathFor } from "../lib/routes";
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type {
  CreateDisputeResponse,
  DisputeDecisionOutcome,
  DisputeDecisionResponse,
  DisputeFileUploadResponse,
  DisputeFormData,
  DisputeMessageResponse,
} from "./contract/dispute";
import type { DisputePayload } from "./contract/dispute-requests";
import { type UploadOptions, uploadWithProgress } from "./upload-with-progress";

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
 * POST /reviews/profile/disputes as multipart, `dispute[…]` fields and `dispute[file_ids][]`, the
 * ids of the files sent before (uploadDisputeFile).
 */
export function createDispute(payload: DisputePayload) {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (key !== "file_ids") form.append(`dispute[${key}]`, String(value));
  }
  for (const id of payload.file_ids) form.append("dispute[file_ids][]", id);
  return api.post<CreateDisputeResponse>("/reviews/profile/disputes" satisfies ApiPath<"POST">, form, {
    invalidates: ["disputes"],
  });
}

/** POST /reviews/profile/disputes/{id}/messages: the owner's message and the ids of files sent before. */
export function addDisputeMessage(disputeId: string, body: string, fileIds: string[]) {
  const form = new FormData();
  form.append("message[body]", body);
  for (const id of fileIds) form.append("message[file_ids][]", id);
  return api.post<DisputeMessageResponse>(
    `/reviews/profile/disputes/${encodeURIComponent(disputeId)}/messages` as const satisfies ApiPath<"POST">,
    form,
    {
      invalidates: ["disputes"],
    },
  );
}

/** POST /reviews/profile/dispute-files: one file, sent as soon as it is chosen, with its progress. */
export function uploadDisputeFile(file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append("file", file, file.name);
  return uploadWithProgress<DisputeFileUploadResponse>(
    "/reviews/profile/dispute-files" satisfies ApiPath<"POST">,
    form,
    options,
  );
}

/** POST /reviews/arbitrator/{id}/decision: arbitrators only. */
export function decideDispute(disputeId: string, outcome: DisputeDecisionOutcome, note: string) {
  return api.post<DisputeDecisionResponse>(
    `/reviews/arbitrator/${encodeURIComponent(disputeId)}/decision` as const satisfies ApiPath<"POST">,
    { decision: { outcome, note } },
    { invalidates: ["disputes"] },
  );
}
