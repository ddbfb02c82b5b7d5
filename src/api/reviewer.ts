// The signed-in reviewer, currency and country. Every page loads this module; the list of
// shipping countries, which only the filter sidebar asks for, is in shipping.ts.
import { api } from "./client";
import type { MeResponse } from "./contract/reviewer";
import type { AcceptTosRequest, UpdateReviewerRequest } from "./contract/reviewer-requests";

/** `exchange_rates`: ask for the rates too (the client keeps them 6 hours). */
export const getMe = (query: { exchange_rates?: boolean } = {}) =>
  api.get<MeResponse>("/reviews/me.json", { query: { exchange_rates: query.exchange_rates || undefined } });

/** Saves one of rs_currency, rs_country or subscribed_rs for the signed-in reviewer. */
export const updateReviewer = (reviewer: UpdateReviewerRequest["reviewer"]) =>
  api.put<null>("/reviews/profile/reviewers/0", { reviewer } satisfies UpdateReviewerRequest);

export const acceptTos = (body: AcceptTosRequest) => api.post<null>("/reviews/profile/accept_tos", body);
