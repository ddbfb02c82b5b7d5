// Nothing private leaves the host on a public path, page HTML included: no email, no private
// settings, no orders, rewards or disputes, no unpublished or deleted review. The profile pages
// have their own tests.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { testHost } from "../support/hosts/test-host";
import { Visitor } from "../support/requests/http-client";

const test = suite("private data on public paths");

/** Keys of private data: none may appear in a public answer, at any depth. */
const PRIVATE_KEYS = [
  "email",
  "password",
  "password_hash",
  "subscribed_rs",
  "rs_currency",
  "rs_country",
  "tos_accepted_at",
  "questions_seen_at",
  "orders",
  "order",
  "line_items",
  "rewards",
  "disputes",
  "dispute",
];

interface Subject {
  shop: {
    id: number;
    encoded_id: string;
    slug: string;
    domain: string;
    platform: string;
    public_token: string;
    name: string;
  };
  product: { id: number; encoded_id: string; handle: string; external_id: string; title: string };
  category: { handle: string };
}

interface Secrets {
  /** Exact strings that must never appear: emails, ids of orders, rewards, disputes. */
  strings: string[];
  /** uuid and public id of every unpublished or deleted review. */
  hiddenReviews: Set<string>;
}

async function secrets(): Promise<Secrets> {
  const { db } = await testHost();
  const column = (sql: string) => db.prepare(sql).pluck().all() as string[];
  const strings = [
    ...column("SELECT email FROM reviewers WHERE email IS NOT NULL"),
    ...column("SELECT public_id FROM orders WHERE reviewer_id IN (1, 2)"),
    ...column(
      "SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id IN (1, 2)",
    ),
    ...column("SELECT encoded_id FROM rewards WHERE reviewer_id IN (1, 2)"),
    ...column("SELECT encoded_id FROM disputes WHERE reviewer_id IN (1, 2)"),
  ];
  const hidden = db
    .prepare("SELECT uuid, public_id FROM reviews WHERE published = 0 OR deleted = 1")
    .all() as { uuid: string; public_id: string }[];
  return { strings, hiddenReviews: new Set(hidden.flatMap((r) => [r.uuid, r.public_id])) };
}

/** A store and product of the signed-in reviewer's that carry unpublished and deleted reviews. */
async function subject(): Promise<Subject> {
  const { db } = await testHost();
  const productId = db
    .prepare(
      `SELECT product_id FROM reviews WHERE product_id IS NOT NULL
       GROUP BY product_id HAVING sum(published = 0) > 0 AND sum(deleted = 1) > 0
       ORDER BY sum(reviewer_id = 1) DESC, count(*) DESC LIMIT 1`,
    )
    .pluck()
    .get() as number;
  const product = db
    .prepare(
      "SELECT id, encoded_id, handle, external_id, title, shop_id, category_id FROM products WHERE id = ?",
    )
    .get(productId) as Subject["product"] & { shop_id: number; category_id: number };
  const shop = db
    .prepare("SELECT id, encoded_id, slug, domain, platform, public_token, name FROM shops WHERE id = ?")
    .get(product.shop_id) as Subject["shop"];
  const category = db.prepare("SELECT handle FROM categories WHERE id = ?").get(product.category_id) as {
    handle: string;
  };
  return { shop, product, category };
}

/** Every public path, as a guest reads it; paged lists are read to the end. */
async function publicAnswers(visitor: Visitor, s: Subject): Promise<Map<string, string>> {
  const enc = encodeURIComponent;
  const shopPath = `/reviews/stores/${enc(s.shop.slug)}`;
  const productPath = `${shopPath}/products/${enc(s.product.handle)}`;
  const widget = `shop_domain=${enc(s.shop.domain)}&platform=${s.shop.platform}&api_token=${enc(s.shop.public_token)}`;
  const word = s.product.title.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? "set";
  const paths = [
    "/reviews",
    "/reviews/carousels.json?q=product",
    "/reviews/carousels.json?q=category",
    "/reviews/carousels.json?q=collection",
    "/reviews/carousels.json?q=featured_review",
    `/reviews/search?q=${enc(word)}`,
    `/reviews/search.json?q=${enc(word)}&page=1&min_transparency=0`,
    `/reviews/store_search?q=${enc(s.shop.name.split(" ")[0] ?? "")}`,
    `/reviews/store_search.json?q=${enc(s.shop.name.split(" ")[0] ?? "")}&page=1&min_transparency=0`,
    `/reviews/instant_search?q=${enc(word.slice(0, 3))}`,
    shopPath,
    productPath,
    `/shops/${s.shop.encoded_id}/reviews_with_media`,
    `/products/${s.product.encoded_id}/reviews_with_media`,
    `/api/questions/questions_for_widget?${widget}&product_id=${enc(s.product.external_id)}&per_page=20`,
    `/api/questions/questions_for_widget?${widget}&per_page=20`,
    "/reviews/categories",
    `/reviews/categories/${s.category.handle}`,
    `/reviews/categories/${s.category.handle}.json`,
    "/reviews/categories.json?level=1",
    "/reviews/all_categories",
    "/reviews/feed",
    "/reviews/people",
    "/reviews/how-it-works",
    "/reviews/medals",
    "/reviews/trust",
    "/reviews/me.json",
    "/shipping_countries.json",
  ];
  const answers = new Map<string, string>();
  for (const path of paths) {
    for (const url of path.includes(".json") ||
    path.startsWith("/api/") ||
    path.includes("_media") ||
    path.includes("instant") ||
    path.includes("all_categories")
      ? [path]
      : [path, `${path}${path.includes("?") ? "&" : "?"}format=json`]) {
      const response = await visitor.get(url);
      assert.is(response.statusCode, 200, url);
      answers.set(url, response.body);
    }
  }
  for (const [name, base] of [
    ["product widget", `/api/v1/widgets/product_review?${widget}&external_id=${enc(s.product.external_id)}`],
    ...(["all-reviews", "shop-reviews", "product-reviews"] as const).map((type) => [
      `store widget ${type}`,
      `/api/v1/widgets/all_reviews_page?${widget}&review_type=${type}`,
    ]),
  ] as const) {
    for (let page = 1; ; page++) {
      const url = `${base}&per_page=50&page=${page}`;
      const response = await visitor.get(url);
      assert.is(response.statusCode, 200, `${name} page ${page}`);
      answers.set(url, response.body);
      if ((JSON.parse(response.body) as { reviews: unknown[] }).reviews.length < 50) break;
    }
  }
  return answers;
}

/**
 * The JSON documents of an answer: the body itself, or a page's app_meta, structured data and the
 * first screen it was rendered from (its answers).
 */
function jsonDocuments(body: string): unknown[] {
  if (!body.startsWith("<")) return [JSON.parse(body)];
  return [...body.matchAll(/<script[^>]*type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string),
  );
}

/** A store's contact address is public on purpose: the store shows it to its customers. */
const PUBLIC_ON_PURPOSE = /\.shop_data\.contact_info\.email$/;

function privateKeysIn(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => privateKeysIn(item, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(PRIVATE_KEYS.includes(key) && !PUBLIC_ON_PURPOSE.test(`${path}.${key}`) ? [`${path}.${key}`] : []),
    ...privateKeysIn(child, `${path}.${key}`),
  ]);
}

const REVIEW_IDS = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\br[A-Za-z0-9]{10}\b/g;

test("the subject store and product really carry hidden reviews, and public reviews show", async () => {
  const { db } = await testHost();
  const s = await subject();
  const hidden = db
    .prepare("SELECT count(*) FROM reviews WHERE product_id = ? AND (published = 0 OR deleted = 1)")
    .pluck()
    .get(s.product.id) as number;
  assert.ok(hidden >= 2, `${hidden} hidden reviews`);
});

for (const as of ["guest", "reviewer"] as const) {
  test(`as a ${as}: no private key, email, order, reward, dispute or hidden review on any public path`, async () => {
    const visitor = new Visitor((await testHost()).app);
    if (as === "reviewer") await visitor.signIn("reviewer");
    const { strings, hiddenReviews } = await secrets();
    assert.ok(strings.length > 8 && hiddenReviews.size > 100, "there are secrets to look for");
    const answers = await publicAnswers(visitor, await subject());
    let reviewIdsSeen = 0;
    for (const [url, body] of answers) {
      // The feed's page is the reviewer's own once signed in: it offers their orders waiting for a
      // review (its page data, a public answer, is still checked).
      if (as === "reviewer" && url === "/reviews/feed") continue;
      for (const document of jsonDocuments(body)) assert.equal(privateKeysIn(document), [], url);
      for (const secret of strings) assert.not.ok(body.includes(secret), `${url} carries ${secret}`);
      for (const [id] of body.matchAll(REVIEW_IDS)) {
        reviewIdsSeen++;
        assert.not.ok(hiddenReviews.has(id), `${url} carries the hidden review ${id}`);
      }
    }
    assert.ok(reviewIdsSeen > 100, `public reviews were looked at (${reviewIdsSeen} ids)`);
  });
}

test.run();
