import { useSearch } from "wouter";
import { disputeFormUrl, getDisputeForm } from "../../api/disputes";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { useCachedRequest } from "../../widgets/use-cached-request";

/**
 * The dispute form's data: the reviewer's orders there, the dispute and outcome types. Kept 60 s
 * like page data, so back and forward show the form at once, until a dispute is opened.
 */
export function useDisputeFormData(shopSlug: string, productHandle: string | null) {
  // The flag is read by name: importing lib/redesign-flag.ts here would split it out of the
  // entry chunk into a script of its own on every page.
  const redesign = new URLSearchParams(useSearch()).get("redesign") ?? "";
  const url = disputeFormUrl(shopSlug, productHandle, redesign);
  return useCachedRequest(url, () => getDisputeForm(url), SHORT_LIFETIME, ["disputes"]);
}
