// The marketplace's numbers (GET /reviews.json), shown on home and on the trust page.
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { HomeMetrics } from "./contract/home";

export const HOME_METRICS_URL = "/reviews.json" satisfies ApiPath<"GET">;

export const getHomeMetrics = () => api.get<HomeMetrics>(HOME_METRICS_URL);
