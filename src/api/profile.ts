// Reviewer profiles, own-review actions and the write-review flow (§7).

import { PATHS, pathFor } from "../lib/routes";
import { api } from "./client";
import type { PageData } from "./pages";
import type {
  NewReviewFormResponse,
  OrdersToReviewResponse,
  ProfileParams,
  ProfileResponse,
  ReviewAction,
  ReviewActionResponse,
  UpdateProfileRequest,
} from "./types/profile";

const slug = encodeURIComponent;

export const getPublicProfile = (profileSlug: string, params: ProfileParams) =>
  api.get<ProfileResponse>(pathFor("publicProfile", { slug: profileSlug }), {
    query: { format: "json", ...params },
  });

export const getPrivateProfile = (profileSlug: string, params: ProfileParams) =>
  api.get<ProfileResponse>(pathFor("privateProfile", { slug: profileSlug }), {
    query: { format: "json", ...params },
  });

export const getProfileEdit = () => api.get<PageData>(PATHS.profileEdit, { query: { format: "json" } });

export const updateProfile = (reviewer: UpdateProfileRequest["reviewer"]) =>
  api.put<null>("/reviews/profile/reviewers/0", { reviewer } satisfies UpdateProfileRequest);

/** §4: the caller changes its state only when this resolves. */
export function reviewAction(action: ReviewAction, publicId: string) {
  const path = `/reviews/profile/reviews/${slug(publicId)}`;
  return action === "delete"
    ? api.delete<ReviewActionResponse>(path)
    : api.put<ReviewActionResponse>(`${path}/${action}`);
}

export const getOrdersToReview = () =>
  api.get<OrdersToReviewResponse>(PATHS.writeReview, {
    query: { format: "json", resource: "orders" },
  });

export const getNewReviewForm = (lineItemPublicId: string) =>
  api.get<NewReviewFormResponse>(PATHS.new, {
    query: { format: "json", line_item_public_id: lineItemPublicId },
  });
