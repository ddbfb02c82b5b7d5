// Reviewer profiles, own-review actions and the write-review flow. The profiles themselves are
// page data (GET <path>?format=json), loaded through usePageData.
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

export const getOrdersToReview = () =>
  api.get<OrdersToReviewResponse>("/reviews/write-review", {
    query: { format: "json", resource: "orders" },
  });

export const getNewReviewForm = (lineItemPublicId: string) =>
  api.get<NewReviewFormResponse>("/reviews/write-review/new", {
    query: { format: "json", line_item_public_id: lineItemPublicId },
  });
