// The host pages, each as the people who use it open it: a guest the public pages, the reviewer
// their own work, the arbitrator theirs; a page whose screen reads more of its address than the
// page's own query names the JSON route whose query that is (the search page's, the feed's).
import type { RouteUses } from "./route-use-types";

const shop = (ids: { store: { slug: string } }) => ({ shop_slug: ids.store.slug });
const product = (ids: { store: { slug: string }; product: { handle: string } }) => ({
  shop_slug: ids.store.slug,
  product_handle: ids.product.handle,
});

export const PAGE_ROUTE_USES: RouteUses = {
  "GET /reviews": { as: "guest", valid: () => ({}) },
  // A guest reads the feed of everyone's events.
  "GET /reviews/feed": {
    as: "reviewer",
    others: { guest: "user" },
    screenQuery: "GET /reviews/feed_events.json",
    valid: () => ({}),
  },
  "GET /reviews/how-it-works": { as: "guest", valid: () => ({}) },
  "GET /reviews/medals": { as: "guest", valid: () => ({}) },
  "GET /reviews/trust": { as: "guest", valid: () => ({}) },
  "GET /reviews/search": {
    as: "guest",
    screenQuery: "GET /reviews/search.json",
    valid: () => ({ query: { q: "kettle" } }),
  },
  "GET /reviews/store_search": {
    as: "guest",
    screenQuery: "GET /reviews/store_search.json",
    valid: () => ({ query: { q: "gear" } }),
  },
  "GET /reviews/categories": { as: "guest", valid: () => ({}) },
  "GET /reviews/categories/:category_slug": {
    as: "guest",
    valid: (ids) => ({ params: { category_slug: ids.categoryHandle } }),
  },
  "GET /reviews/write-review": { as: "reviewer", valid: () => ({ query: { resource: "orders" } }) },
  "GET /reviews/write-review/new": {
    as: "reviewer",
    others: { arbitrator: 404 },
    // The form filled with one's own review, which the address names before the order.
    real: (ids) => ({ review_public_id: ids.ownReviews[2] }),
    valid: (ids) => ({ query: { line_item_public_id: ids.waitingLineItem } }),
  },
  "GET /reviews/following": { as: "reviewer", valid: () => ({}) },
  "GET /reviews/people": { as: "guest", screenQuery: "GET /reviews/people.json", valid: () => ({}) },
  "GET /reviews/arbitrator": { as: "arbitrator", valid: () => ({ query: { "filters[status]": "open" } }) },
  "GET /reviews/arbitrator/reports": { as: "arbitrator", valid: () => ({ query: { status: "open" } }) },
  "GET /reviews/arbitrator/reports/:publicId": {
    as: "arbitrator",
    valid: (ids) => ({ params: { publicId: ids.reportedReview } }),
  },
  "GET /reviews/arbitrator/:disputeId": {
    as: "arbitrator",
    valid: (ids) => ({ params: { disputeId: ids.disputeInReview } }),
  },
  "GET /reviews/stores/:shop_slug": {
    as: "guest",
    screenQuery: "GET /api/v1/widgets/all_reviews_page",
    valid: (ids) => ({ params: shop(ids) }),
  },
  "GET /reviews/stores/:shop_slug/disputes/new": { as: "reviewer", valid: (ids) => ({ params: shop(ids) }) },
  "GET /reviews/stores/:shop_slug/products/:product_handle": {
    as: "guest",
    screenQuery: "GET /api/v1/widgets/product_review",
    valid: (ids) => ({ params: product(ids) }),
  },
  "GET /reviews/stores/:shop_slug/products/:product_handle/disputes/new": {
    as: "reviewer",
    valid: (ids) => ({ params: product(ids) }),
  },
  "GET /reviews/profile/edit": { as: "reviewer", valid: () => ({}) },
  "GET /reviews/profile/disputes/:disputeId": {
    as: "reviewer",
    others: { arbitrator: 404 },
    valid: (ids) => ({ params: { disputeId: ids.openDispute } }),
  },
  "GET /reviews/profile/:slug": { as: "guest", valid: (ids) => ({ params: { slug: ids.reviewer.slug } }) },
  "GET /reviews/users/:slug": {
    as: "reviewer",
    valid: (ids) => ({ params: { slug: ids.reviewer.slug }, query: { tab: "reviews", search: "good" } }),
  },
  "GET /login": { as: "guest", valid: () => ({}) },
  // A guest is sent home.
  "GET /logout": { as: "reviewer", others: { guest: 303 }, valid: () => ({}) },
  // The signed-in reviewer's profile, or the sign-in page: an address, never a page of its own.
  "GET /profile": { as: "reviewer", others: { guest: 302 }, valid: () => ({}) },
  "GET /terms": { as: "guest", valid: () => ({}) },
  "GET /privacy": { as: "guest", valid: () => ({}) },
  "GET /authenticity": { as: "guest", valid: () => ({}) },
  "GET /compliance": { as: "guest", valid: () => ({}) },
  "GET /content-policy": { as: "guest", valid: () => ({}) },
  // An address that is no page of ours but an old one's: sent to the search page.
  "GET /*": { as: "guest", valid: () => ({ params: { "*": "search" } }) },
};
