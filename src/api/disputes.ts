// Disputes and arbitration.

import { PATHS, pathFor } from "../lib/routes";
import { api } from "./client";
import type {
  ArbitratorListParams,
  ArbitratorListResponse,
  CreateDisputeResponse,
  DisputeFormData,
  DisputePayload,
} from "./types/dispute";

/** A failure reaches the caller as an ApiError carrying the HTTP status. */
export function getDisputeForm(shopSlug: string, productHandle: string | null, redesign?: string) {
  const path = productHandle
    ? pathFor("productDisputeNew", { shop_slug: shopSlug, product_handle: productHandle })
    : pathFor("shopDisputeNew", { shop_slug: shopSlug });
  return api.get<DisputeFormData>(path, {
    query: { format: "json", redesign },
  });
}

export function createDispute(payload: DisputePayload) {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (key !== "files") form.append(`dispute[${key}]`, String(value));
  }
  for (const file of payload.files) form.append("dispute[files][]", file);
  return api.post<CreateDisputeResponse>("/reviews/profile/disputes", form);
}

export function getArbitratorDisputes({ filters, ...params }: ArbitratorListParams) {
  const query: Record<string, unknown> = { format: "json", ...params };
  for (const [key, value] of Object.entries(filters ?? {})) query[`filters[${key}]`] = value;
  return api.get<ArbitratorListResponse>(PATHS.arbitrator, { query });
}
