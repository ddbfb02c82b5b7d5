// The reviewer's changes, sent on a choice or a form: not part of what every page loads (the
// reviewer itself is reviewer.ts).
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { AcceptTosRequest, UpdateReviewerRequest } from "./contract/reviewer-requests";

/** Saves one of rs_currency, rs_country or subscribed_rs for the signed-in reviewer. */
export const updateReviewer = (reviewer: UpdateReviewerRequest["reviewer"]) =>
  api.put<null>(
    "/reviews/profile/reviewers/0" satisfies ApiPath<"PUT">,
    { reviewer } satisfies UpdateReviewerRequest,
  );

export const acceptTos = (body: AcceptTosRequest) =>
  api.post<null>("/reviews/profile/accept_tos" satisfies ApiPath<"POST">, body);
