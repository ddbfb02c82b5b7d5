// Reviewer profiles, own-review actions and the write-review flow. The profiles themselves are
// page data (GET <path>?format=json), loaded through usePageData.

import { ordersToReviewUrl } from "../lib/orders-to-review-url";
import { pageDataUrl } from "../lib/request-urls";
import { PATHS } from "../lib/routes";
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type {
  EditReviewFormResponse,
  NewReviewFormResponse,
  OrdersToReviewResponse,
  ReviewAction,
  ReviewActionResponse,
} from "./contract/profile";
import type { UpdateReviewerRequest } from "./contract/reviewer-requests";

const slug = encodeURIComponent;

export const updateProfile = (reviewer: UpdateReviewerRequest["reviewer"]) =>
  api.put<null>(
    "/reviews/profile/reviewers/0" satisfies ApiPath<"PUT">,
    { reviewer } satisfies UpdateReviewerRequest,
    {
      invalidates: ["profile"],
    },
  );

/** The caller changes what it shows only when this resolves: the host confirmed the change. */
export function reviewAction(action: ReviewAction, publicId: string) {
  const path = `/reviews/profile/reviews/${slug(publicId)}` as const satisfies ApiPath<"DELETE">;
  const options = { invalidates: ["reviews"] } as const;
  return action === "delete"
    ? api.delete<ReviewActionResponse>(path, options)
    : api.put<ReviewActionResponse>(
        `${path}/${action}` as const satisfies ApiPath<"PUT">,
        undefined,
        options,
      );
}

/** The same address the host page preloads, so the answer is reused. */
export const getOrdersToReview = () => api.get<OrdersToReviewResponse>(ordersToReviewUrl());

/** The page data of the new-review form's own address, which the host page preloads. */
export const newReviewFormUrl = (lineItemPublicId: string) =>
  pageDataUrl(`${PATHS.new}?${new URLSearchParams({ line_item_public_id: lineItemPublicId })}`);

/** `url` from newReviewFormUrl. */
export const getNewReviewForm = (url: string) => api.get<NewReviewFormResponse>(url);

/** The form filled with one's own review, to edit it: the same route, naming the review. */
export const editReviewFormUrl = (reviewPublicId: string) =>
  pageDataUrl(`${PATHS.new}?${new URLSearchParams({ review_public_id: reviewPublicId })}`);

/** `url` from editReviewFormUrl. */
export const getEditReviewForm = (url: string) => api.get<EditReviewFormResponse>(url);
