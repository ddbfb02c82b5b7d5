// One page of every route of the route table, as the people who use it see it: a guest on the
// public pages, the seeded reviewer on their own work, the arbitrator on theirs. Read from the
// host's database, for the test that looks at every screen and for `npm run screens`.
import type { Db } from "../../../fixtures/host/db/database";
import { ROUTES, type RouteName } from "../../../src/lib/routes";
import {
  firstDisputeId,
  orderWithoutOpenDispute,
  reviewerSlug,
  waitingLineItem,
} from "../data/seeded-queries";
import type { Account } from "./signed-in-pages";

export interface Screen {
  /** A name for the screen, unique, usable in a file name: 'product-guest'. */
  name: string;
  route: RouteName;
  path: string;
  /** Signed in as this seeded account; default a guest. */
  as?: Account;
}

/** The screens, in the route table's order; a route may have more than one (a product without a picture). */
export function everyScreen(db: Db): Screen[] {
  const one = <T = string>(sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as T;
  const reviewer = reviewerSlug(db);
  const dispute = firstDisputeId(db);
  // An order of the reviewer's without an open dispute (the form offers it): its store and
  // product, the ones a dispute may be about.
  const ordered = orderWithoutOpenDispute(db);
  const lineItem = waitingLineItem(db);
  // A product with reviews and pictures of its own, and one without a picture.
  const product = (hasImage: 0 | 1) =>
    db
      .prepare(
        `SELECT s.slug AS shop, p.handle AS product FROM products p JOIN shops s ON s.id = p.shop_id
         WHERE p.has_image = ? AND p.reviews_count >= 6 ORDER BY p.id LIMIT 1`,
      )
      .get(hasImage) as { shop: string; product: string };
  const reported = one(
    `SELECT r.public_id FROM review_reports x JOIN reviews r ON r.id = x.review_id
     WHERE x.status = 'open' ORDER BY x.id LIMIT 1`,
  );
  const category = one("SELECT handle FROM categories WHERE level = 2 ORDER BY page_order, id LIMIT 1");
  const storePath = (shop: string) => `/reviews/stores/${encodeURIComponent(shop)}`;
  const productPath = (p: { shop: string; product: string }) =>
    `${storePath(p.shop)}/products/${encodeURIComponent(p.product)}`;
  const pictured = product(1);

  const screens: Screen[] = [
    { name: "home", route: "home", path: "/reviews" },
    { name: "feed", route: "feed", path: "/reviews/feed", as: "reviewer" },
    { name: "how-it-works", route: "howItWorks", path: "/reviews/how-it-works" },
    { name: "medals", route: "medals", path: "/reviews/medals" },
    { name: "trust", route: "trust", path: "/reviews/trust" },
    { name: "search", route: "PageSearch", path: "/reviews/search?q=kettle" },
    { name: "store-search", route: "storeSearch", path: "/reviews/store_search?q=gear" },
    { name: "categories", route: "categoryIndex", path: "/reviews/categories" },
    { name: "category", route: "categoryShow", path: `/reviews/categories/${encodeURIComponent(category)}` },
    { name: "write-review", route: "writeReview", path: "/reviews/write-review", as: "reviewer" },
    {
      name: "new-review",
      route: "new",
      path: `/reviews/write-review/new?line_item_public_id=${encodeURIComponent(lineItem)}`,
      as: "reviewer",
    },
    { name: "following", route: "following", path: "/reviews/following", as: "reviewer" },
    { name: "people", route: "people", path: "/reviews/people" },
    { name: "arbitrator", route: "arbitrator", path: "/reviews/arbitrator", as: "arbitrator" },
    { name: "reports", route: "arbitratorReports", path: "/reviews/arbitrator/reports", as: "arbitrator" },
    {
      name: "report",
      route: "arbitratorReport",
      path: `/reviews/arbitrator/reports/${encodeURIComponent(reported)}`,
      as: "arbitrator",
    },
    {
      name: "arbitrator-dispute",
      route: "arbitratorDispute",
      path: `/reviews/arbitrator/${dispute}`,
      as: "arbitrator",
    },
    { name: "store", route: "shop", path: storePath(pictured.shop) },
    {
      name: "store-dispute",
      route: "shopDisputeNew",
      path: `${storePath(ordered.shop)}/disputes/new`,
      as: "reviewer",
    },
    { name: "product", route: "product", path: productPath(pictured) },
    { name: "product-reviewer", route: "product", path: productPath(ordered), as: "reviewer" },
    { name: "product-without-picture", route: "product", path: productPath(product(0)) },
    {
      name: "product-dispute",
      route: "productDisputeNew",
      path: `${productPath(ordered)}/disputes/new`,
      as: "reviewer",
    },
    { name: "edit-profile", route: "profileEdit", path: "/reviews/profile/edit", as: "reviewer" },
    {
      name: "dispute",
      route: "profileDispute",
      path: `/reviews/profile/disputes/${dispute}`,
      as: "reviewer",
    },
    { name: "public-profile", route: "publicProfile", path: `/reviews/profile/${reviewer}` },
    { name: "private-profile", route: "privateProfile", path: `/reviews/users/${reviewer}`, as: "reviewer" },
    { name: "login", route: "login", path: "/login" },
  ];
  const missing = ROUTES.filter((r) => !screens.some((s) => s.route === r.name)).map((r) => r.name);
  if (missing.length > 0) throw new Error(`no screen for the route(s) ${missing.join(", ")}`);
  return screens;
}
