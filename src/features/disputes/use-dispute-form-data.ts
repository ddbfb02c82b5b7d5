import { useSearch } from "wouter";
import { getDisputeForm } from "../../api/disputes";
import type { DisputeFormData } from "../../api/types/dispute";
import { createTtlCache } from "../../lib/ttl-cache";
import { useCachedRequest } from "../../widgets/use-cached-request";

// Kept 60 s like page data, so back and forward show the form at once.
const cache = createTtlCache<DisputeFormData>(60_000, 10);

/** The dispute form's data: the reviewer's orders there, the dispute and outcome types. */
export function useDisputeFormData(shopSlug: string, productHandle: string | null) {
  // The flag is read by name: importing lib/redesign-flag.ts here would split it out of the
  // entry chunk into a script of its own on every page.
  const redesign = new URLSearchParams(useSearch()).get("redesign") ?? "";
  const key = `${shopSlug}/${productHandle ?? ""}?${redesign}`;
  return useCachedRequest(key, (signal) => getDisputeForm(shopSlug, productHandle, redesign, signal), cache);
}
