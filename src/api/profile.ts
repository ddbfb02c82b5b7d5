// Reviewer profiles, own-review actions and the write-review flow. The profiles themselves are
// page data (GET <path>?format=json), loaded through usePageData.
import { ORDERS_TO_REVIEW_URL, pageDataUrl } from "../lib/request-urls";
import { PATHS } from "../lib/routes";
import { api } from "./client";
import type {
  NewReviewFormResponse,
  OrdersToReviewResponse,
  ReviewAction,
  ReviewActionResponse,
  UpdateProfileRequest,
} from "./types/profile";

const slug = encodeURIComponent;

export const updateProfile = (reviewer: UpdateProfileRequest["reviewer"]) =>
  api.put<null>("/reviews/profile/reviewers/0", { reviewer } satisfies UpdateProfileRequest);

/** The caller changes what it shows only when this resolves: the host confirmed the change. */
export function reviewAction(action: ReviewAction, publicId: string) {
  const path = `/reviews/profile/reviews/${slug(publicId)}`;
  return action === "delete"
    ? api.delete<ReviewActionResponse>(path)
    : api.put<ReviewActionResponse>(`${path}/${action}`);
}

/** The same address the host page preloads, so the answer is reused. */
export const getOrdersToReview = (signal?: AbortSignal) =>
  api.get<OrdersToReviewResponse>(ORDERS_TO_REVIEW_URL, { signal });

/** The page data of the form's own address, which the host page preloads. */
export const getNewReviewForm = (lineItemPublicId: string, signal?: AbortSignal) =>
  api.get<NewReviewFormResponse>(
    pageDataUrl(`${PATHS.new}?${new URLSearchParams({ line_item_public_id: lineItemPublicId })}`),
    { signal },
  );
