// 'Helpful' votes on a review.
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { HelpfulVote } from "./contract/review";

/** Marks the review helpful (true) or takes the vote back; rejects when the host refuses (400 or more). */
export function voteHelpful(publicId: string, helpful: boolean) {
  const path = `/reviews/${encodeURIComponent(publicId)}/helpful` as const satisfies ApiPath<"PUT"> &
    ApiPath<"DELETE">;
  const options = { invalidates: ["reviews"] } as const;
  return helpful ? api.put<HelpfulVote>(path, undefined, options) : api.delete<HelpfulVote>(path, options);
}
