// The JSON reads and files of the host, each with who reads it and one request it answers.
import { readdirSync } from "node:fs";
import path from "node:path";
import { distDir } from "../../../fixtures/host/config";
import type { Db } from "../../../fixtures/host/db/database";
import { publicReview } from "../../../fixtures/host/db/review-counts";
import { HOST_STYLESHEET } from "../../../fixtures/host/http/host-stylesheet";
import { ASSET_HOST_FOLDER } from "../../../fixtures/host/integrator/switches";
import type { SeededIds } from "../data/seeded-ids";
import { categoryId } from "../data/seeded-queries";
import type { RouteKey, RouteUses } from "./route-use-types";

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

/** A search's filters that name things: the seeded category, and the store to search in. */
const searchIn = (ids: SeededIds, db: Db) => ({
  category_id: String(categoryId(db, ids.categoryHandle)),
  shop_domain: ids.store.domain,
  platform: ids.store.platform,
});

/** Media a page holds (reviews/media.ts). */
const MEDIA_PER_PAGE = 20;

/** The last page of the media of a product's or store's public reviews: the deepest one that has any. */
function lastMediaPage(db: Db, owner: "product_id" | "shop_id", encodedId: string) {
  const table = owner === "product_id" ? "products" : "shops";
  const count = db
    .prepare(
      `SELECT coalesce(sum(json_array_length(r.pictures) + json_array_length(r.video_ids)), 0)
       FROM reviews r WHERE r.${owner} = (SELECT id FROM ${table} WHERE encoded_id = ?)
         AND r.has_media = 1 AND ${publicReview("r")}`,
    )
    .pluck()
    .get(encodedId) as number;
  return String(Math.max(1, Math.ceil(count / MEDIA_PER_PAGE)));
}

export const READ_ROUTE_USES: RouteUses = {
  "GET /assets/*": { as: "guest", valid: () => ({ params: { "*": builtScript() } }) },
  // The same files in the integrator page's asset host's folder.
  [`GET ${ASSET_HOST_FOLDER}/assets/*` as RouteKey]: {
    as: "guest" as const,
    valid: () => ({ params: { "*": builtScript() } }),
  },
  "GET /favicon.ico": { as: "guest", valid: () => ({}) },
  "GET /openapi.json": { as: "guest", valid: () => ({}) },
  // The reference host's own stylesheet, named by its content's hash.
  [`GET ${HOST_STYLESHEET}` as RouteKey]: { as: "guest" as const, valid: () => ({}) },
  "GET /img/:kind/:file": {
    as: "guest",
    valid: () => ({ params: { kind: "products", file: "1-400.webp" } }),
  },
  "GET /integrator/:file": { as: "guest", valid: () => ({ params: { file: "site.css" } }) },
  // The integrator's own product grid (its badges' page).
  "GET /shop/products": {
    as: "guest",
    // Its last page: one past it is the shop's 404.
    real: () => ({ page: "2" }),
    valid: () => ({ query: { page: "2" } }),
  },
  // The integrator's own product page (the product's reviews under it), the example shop's first.
  "GET /shop/products/:id": { as: "guest", valid: () => ({ params: { id: "8000000001" } }) },
  "GET /image-host/flags/:file": { as: "guest", valid: () => ({ params: { file: "usd.png" } }) },
  "GET /media/videos/:file": { as: "guest", valid: () => ({ params: { file: "clip-1.webm" } }) },
  "GET /reviews/all_categories": { as: "guest", valid: () => ({}) },
  "GET /reviews/categories.json": {
    as: "guest",
    real: searchIn,
    valid: () => ({ query: { q: "kettle", level: "1" } }),
  },
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
    // A linked review: the page that holds it.
    real: (ids) => ({ review: ids.othersReview }),
    valid: (ids) => ({ query: { ...widget(ids), external_id: ids.product.externalId, search: "good" } }),
  },
  "GET /api/v1/widgets/product_ratings": {
    as: "guest",
    // A grid's badges: the store's product, and one it does not have.
    valid: (ids) => ({
      query: { ...widget(ids), external_ids: `${ids.product.externalId},no-such-product` },
    }),
  },
  "GET /api/v1/widgets/all_reviews_page": {
    as: "guest",
    real: (ids) => ({ review: ids.othersReview }),
    valid: (ids) => ({ query: { ...widget(ids), search: "good", page: "1" } }),
  },
  "GET /api/questions/questions_for_widget": {
    as: "guest",
    valid: (ids) => ({ query: { ...widget(ids), product_id: ids.product.externalId, search: "size" } }),
  },
  "GET /products/:id/reviews_with_media": {
    as: "guest",
    // A page past the last is a 404 (no more media).
    real: (ids, db) => ({ page: lastMediaPage(db, "product_id", ids.product.encodedId) }),
    valid: (ids) => ({ params: { id: ids.product.encodedId } }),
  },
  "GET /shops/:id/reviews_with_media": {
    as: "guest",
    real: (ids, db) => ({ page: lastMediaPage(db, "shop_id", ids.store.encodedId) }),
    valid: (ids) => ({ params: { id: ids.store.encodedId } }),
  },
  "GET /reviews/people.json": {
    as: "guest",
    // Only a signed-in visitor follows anyone.
    real: () => ({ filter_by: "all" }),
    choiceRoles: { "filter_by=followed": "reviewer" },
    valid: () => ({ query: { q: "a", sort_by: "name" } }),
  },
  "GET /reviews/instant_search": { as: "guest", real: searchIn, valid: () => ({ query: { q: "kettle" } }) },
  "GET /reviews/search.json": {
    as: "guest",
    real: searchIn,
    valid: () => ({ query: { q: "kettle", sort_by: "newest" } }),
  },
  "GET /reviews/store_search.json": { as: "guest", real: searchIn, valid: () => ({ query: { q: "gear" } }) },
  "GET /reviews/profile/questions/to_answer": { as: "reviewer", valid: () => ({}) },
  "GET /reviews/profile/follows": { as: "reviewer", valid: () => ({ query: { by: "Shop" } }) },
  "GET /reviews/following.json": { as: "reviewer", valid: () => ({}) },
  "GET /reviews/feed_events.json": {
    as: "reviewer",
    others: { guest: "user" },
    valid: () => ({ query: { user_events: "true" } }),
  },
};
