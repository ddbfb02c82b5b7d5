// The JSON reads and files of the host, each with who reads it and one request it answers.
import { readdirSync } from "node:fs";
import path from "node:path";
import { distDir } from "../../fixtures/host/config";
import { HOST_STYLESHEET } from "../../fixtures/host/http/host-stylesheet";
import type { RouteKey, RouteUses } from "./route-use";

/** A script of the build (the host serves dist/: build first). */
const builtScript = () => {
  const script = readdirSync(path.join(distDir, "assets")).find((name) => /^[\w-][\w.-]*\.js$/.test(name));
  if (!script) throw new Error("no script in dist/assets: run node build.mjs first");
  return script;
};

const widget = ({ store }: { store: { domain: string; platform: string; token: string } }) => ({
  platform: store.platform,
  shop_domain: store.domain,
  api_token: store.token,
  json_request: "true",
});

export const READ_ROUTE_USES: RouteUses = {
  "GET /assets/*": { as: "guest", valid: () => ({ params: { "*": builtScript() } }) },
  "GET /favicon.ico": { as: "guest", valid: () => ({}) },
  // The reference host's own stylesheet, named by its content's hash.
  [`GET ${HOST_STYLESHEET}` as RouteKey]: { as: "guest" as const, valid: () => ({}) },
  "GET /img/:kind/:file": { as: "guest", valid: () => ({ params: { kind: "products", file: "1-400.svg" } }) },
  "GET /integrator/:file": { as: "guest", valid: () => ({ params: { file: "site.css" } }) },
  "GET /image-host/flags/:file": { as: "guest", valid: () => ({ params: { file: "usd.png" } }) },
  "GET /media/videos/:file": { as: "guest", valid: () => ({ params: { file: "clip-1.webm" } }) },
  "GET /reviews/all_categories": { as: "guest", valid: () => ({}) },
  "GET /reviews/categories.json": { as: "guest", valid: () => ({ query: { q: "kettle", level: "1" } }) },
  "GET /reviews/categories/:handle.json": {
    as: "guest",
    valid: (ids) => ({ params: { handle: ids.categoryHandle } }),
  },
  "GET /reviews/carousels.json": { as: "guest", valid: () => ({ query: { q: "product", country: "US" } }) },
  "GET /reviews.json": { as: "guest", valid: () => ({}) },
  "GET /reviews/how-it-works.json": { as: "guest", valid: () => ({}) },
  "GET /shipping_countries.json": { as: "guest", valid: () => ({}) },
  "GET /reviews/me.json": { as: "guest", valid: () => ({ query: { exchange_rates: "true" } }) },
  "GET /api/v1/widgets/product_review": {
    as: "guest",
    valid: (ids) => ({ query: { ...widget(ids), external_id: ids.product.externalId, search: "good" } }),
  },
  "GET /api/v1/widgets/all_reviews_page": {
    as: "guest",
    valid: (ids) => ({ query: { ...widget(ids), search: "good", page: "1" } }),
  },
  "GET /api/questions/questions_for_widget": {
    as: "guest",
    valid: (ids) => ({ query: { ...widget(ids), product_id: ids.product.externalId, search: "size" } }),
  },
  "GET /products/:id/reviews_with_media": {
    as: "guest",
    valid: (ids) => ({ params: { id: ids.product.encodedId } }),
  },
  "GET /shops/:id/reviews_with_media": {
    as: "guest",
    valid: (ids) => ({ params: { id: ids.store.encodedId } }),
  },
  "GET /reviews/people.json": { as: "guest", valid: () => ({ query: { q: "a", sort_by: "name" } }) },
  "GET /reviews/instant_search": { as: "guest", valid: () => ({ query: { q: "kettle" } }) },
  "GET /reviews/search.json": { as: "guest", valid: () => ({ query: { q: "kettle", sort_by: "newest" } }) },
  "GET /reviews/store_search.json": { as: "guest", valid: () => ({ query: { q: "gear" } }) },
  "GET /reviews/profile/questions/to_answer": { as: "reviewer", valid: () => ({}) },
  "GET /reviews/profile/follows": { as: "reviewer", valid: () => ({ query: { by: "Shop" } }) },
  "GET /reviews/following.json": { as: "reviewer", valid: () => ({}) },
  "GET /reviews/feed_events.json": { as: "reviewer", valid: () => ({ query: { user_events: "true" } }) },
};
