// A search in reviews (the reviews widgets, the profiles) reads the reviews in scope only — one
// product's, store's or reviewer's — and finds among them what FTS5 finds.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { profileReviews } from "../../fixtures/host/profiles/reviews";
import type { WidgetData } from "../../src/api/contract/review";
import { reviewsMatching } from "../support/fts-oracle";
import { testHost } from "../support/host";
import { queryPlans } from "../support/query-plans";

const test = suite("host review search");

const VISIBLE = "published = 1 AND deleted = 0";
const SEARCHES = [
  "th",
  "box",
  "cheap",
  "the",
  "great value",
  "a",
  "Box!",
  "QUALITY",
  "fast delivery",
  "é",
  "zzqx",
  // A word's forms, typos, a word left out.
  "boxes",
  "delivry",
  "qualty fast",
  "great zzqxy",
];

async function widgets() {
  const { db, app } = await testHost();
  const owner = (shopId: number) => {
    const s = db.prepare("SELECT domain, platform, public_token FROM shops WHERE id = ?").get(shopId) as {
      domain: string;
      platform: string;
      public_token: string;
    };
    return `shop_domain=${s.domain}&platform=${s.platform}&api_token=${s.public_token}`;
  };
  const product = db.prepare("SELECT id, shop_id, external_id FROM products WHERE id = 1").get() as {
    id: number;
    shop_id: number;
    external_id: string;
  };
  const busiest = db
    .prepare("SELECT id FROM shops ORDER BY reviews_count DESC LIMIT 1")
    .pluck()
    .get() as number;
  const get = async (path: string) => (await app.inject(path)).json() as WidgetData;
  return {
    db,
    product: (search: string) =>
      get(
        `/api/v1/widgets/product_review?${owner(product.shop_id)}&external_id=${product.external_id}&per_page=50&search=${encodeURIComponent(search)}`,
      ),
    productScope: `product_id = ${product.id} AND ${VISIBLE}`,
    shop: (search: string) =>
      get(
        `/api/v1/widgets/all_reviews_page?${owner(busiest)}&per_page=50&search=${encodeURIComponent(search)}`,
      ),
    shopScope: `shop_id = ${busiest} AND ${VISIBLE}`,
  };
}

test("a product's, a store's and a reviewer's reviews: the search finds what FTS5 finds there, a word's forms and corrections included", async () => {
  const w = await widgets();
  let found = 0;
  for (const search of SEARCHES) {
    for (const [ask, scope] of [
      [w.product, w.productScope],
      [w.shop, w.shopScope],
    ] as const) {
      const answer = await ask(search);
      const expected = reviewsMatching(w.db, scope, search);
      assert.is(answer.total_count, expected.length, `${search} in ${scope}`);
      const publicIds = new Set(
        expected.map((id) => w.db.prepare("SELECT public_id FROM reviews WHERE id = ?").pluck().get(id)),
      );
      assert.ok(
        answer.reviews.every((r) => publicIds.has(r.public_id)),
        `${search}: only matches`,
      );
      found += expected.length;
    }
    const mine = profileReviews(w.db, 1, "owner", { page: 1, search, sort: "newest", type: "all-reviews" });
    assert.is(
      mine.total_count,
      reviewsMatching(w.db, "reviewer_id = 1 AND deleted = 0", search).length,
      search,
    );
  }
  assert.ok(found > 500, `${found} matches in all`);
  // The forms and corrections are found, not two empty answers alike.
  for (const search of ["boxes", "delivry"]) assert.ok((await w.shop(search)).total_count > 0, search);
});

test("a search in reviews reads the reviews in scope through their index, not every review", async () => {
  const w = await widgets();
  for (const search of ["th", "cheap box"]) {
    for (const ask of [w.product, w.shop]) {
      const statements = await queryPlans(w.db, () => ask(search));
      const onReviews = statements.filter((s) => /\bFROM reviews r\b/.test(s.sql));
      assert.ok(onReviews.length > 0, "the reviews were read");
      for (const { sql, plan } of onReviews) {
        // The scope's index, or the page's reviews by id.
        const lines = plan.join("; ");
        assert.match(
          lines,
          /SEARCH r USING ((COVERING )?INDEX reviews_(product|shop) \((product|shop)_id=\?|INTEGER PRIMARY KEY \(rowid=\?\))/,
          sql,
        );
        assert.not.match(lines, /fts|SCAN r\b/, `${sql}: ${lines}`);
      }
    }
  }
});

test.run();
