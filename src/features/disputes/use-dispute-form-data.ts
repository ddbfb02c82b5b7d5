import { useSearch } from "wouter";
import { disputeFormUrl, getDisputeForm } from "../../api/disputes";
import { redesignFlag } from "../../lib/redesign-flag";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { useCachedRequest } from "../../widgets/use-cached-request";

/**
 * The dispute form's data: the reviewer's orders there, the dispute and outcome types. Kept 60 s
 * like page data, so back and forward show the form at once, until a dispute is opened.
 */
export function useDisputeFormData(shopSlug: string, productHandle: string | null) {
  const redesign = redesignFlag(useSearch()) ?? "";
  const url = disputeFormUrl(shopSlug, productHandle, redesign);
  return useCachedRequest(url, () => getDisputeForm(url), SHORT_LIFETIME, ["disputes"]);
}
