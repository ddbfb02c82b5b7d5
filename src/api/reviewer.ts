// The signed-in reviewer, currency and country. Every page loads this module; what only a choice
// or a form sends (a saved currency, country or language, the accepted terms) is in
// reviewer-writes.ts, and the list of shipping countries, which only the filter sidebar asks for,
// is in shipping.ts.
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { MeResponse } from "./contract/reviewer";

/** `exchange_rates`: ask for the rates too (the client keeps them 6 hours). */
export const getMe = (query: { exchange_rates?: boolean } = {}) =>
  api.get<MeResponse>("/reviews/me.json" satisfies ApiPath<"GET">, {
    query: { exchange_rates: query.exchange_rates || undefined },
  });
