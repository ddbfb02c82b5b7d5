// GET /api/v1/widgets/product_ratings, the badges of a store's grid in one call: each product's
// average and count as its reviews widget shows them and its page on the marketplace, in the order
// asked, each once; the ids the store lacks named; at most 100 ids; the same answer for a guest
// and a reviewer, kept by shared caches; junk refused with 400, another store's token with 404.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { ProductRatings, WidgetData } from "../../src/api/contract/review";
import { RATINGS_IDS_MAX } from "../../src/lib/rating-limits";
import { RATINGS_PATH } from "../../src/lib/widget-paths";
import { exampleShop, exampleShopIds, otherShopProductId } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { visitorAs } from "../support/requests/role-visitors";

const test = suite("product ratings");

async function ratingsOf(query: string) {
  const { app } = await testHost();
  const response = await app.inject(`${RATINGS_PATH}?${query}`);
  return { response, body: response.json() as ProductRatings & { error?: string } };
}

/** The example shop's owner parameters, and its ids. */
async function shop() {
  const { db } = await testHost();
  const owner = exampleShop(db);
  const ids = exampleShopIds(db);
  const query = (externalIds: string, token = owner.public_token) =>
    `platform=${owner.platform}&shop_domain=${owner.domain}&api_token=${token}&external_ids=${encodeURIComponent(externalIds)}`;
  return { db, owner, ids, query };
}

test("a grid of 48: each product's average and count as its reviews widget shows them, its page on the marketplace, in the order asked", async () => {
  const { app } = await testHost();
  const { ids, owner, query } = await shop();
  assert.ok(ids.length >= 96, "the example shop has two grids of 48");
  const grid = ids.slice(0, 48).reverse();
  const { response, body } = await ratingsOf(query(grid.join(",")));
  assert.is(response.statusCode, 200, response.body);
  assert.equal(
    body.products.map((p) => p.external_id),
    grid,
  );
  assert.equal(body.unknown_ids, []);
  assert.ok(
    body.products.some((p) => p.number_of_reviews === 0),
    "one without reviews yet",
  );
  assert.ok(
    body.products.some((p) => p.number_of_reviews > 0),
    "some with reviews",
  );
  for (const product of body.products.slice(0, 6)) {
    const widget = (
      await app.inject(
        `/api/v1/widgets/product_review?platform=${owner.platform}&shop_domain=${owner.domain}&api_token=${owner.public_token}&external_id=${product.external_id}`,
      )
    ).json() as WidgetData;
    assert.is(product.average_rating, widget.average_rating, product.external_id);
    assert.is(product.number_of_reviews, widget.number_of_reviews, product.external_id);
    const page = await app.inject(`${product.internal_path}?format=json`);
    assert.is(page.statusCode, 200, product.internal_path);
    assert.is(
      (page.json() as { product_data: { external_id: string } }).product_data.external_id,
      product.external_id,
    );
  }
});

test("ids the store has no product for are named, another store's product among them; an id asked twice is answered once", async () => {
  const { db, ids, query } = await shop();
  const another = otherShopProductId(db);
  const { response, body } = await ratingsOf(
    query([ids[0], "no-such-product", ids[1], another, ids[0]].join(",")),
  );
  assert.is(response.statusCode, 200, response.body);
  assert.equal(
    body.products.map((p) => p.external_id),
    [ids[0], ids[1]],
  );
  assert.equal(body.unknown_ids, ["no-such-product", another]);
});

test(`at most ${RATINGS_IDS_MAX} ids: ${RATINGS_IDS_MAX} are answered, one more is a 400 that says so`, async () => {
  const { ids, query } = await shop();
  const many = Array.from({ length: RATINGS_IDS_MAX }, (_, i) => ids[i % ids.length] ?? "");
  const all = many.map((id, i) => (i < ids.length ? id : `unknown-${i}`));
  const { response, body } = await ratingsOf(query(all.join(",")));
  assert.is(response.statusCode, 200, response.body);
  assert.is(body.products.length + body.unknown_ids.length, RATINGS_IDS_MAX);
  const over = await ratingsOf(query([...all, "one-more"].join(",")));
  assert.is(over.response.statusCode, 400);
  assert.match(over.body.error ?? "", /external_ids/);
  assert.match(over.body.error ?? "", new RegExp(`1 to ${RATINGS_IDS_MAX} ids`));
});

test("junk is refused with 400: no ids, an empty id, an id of 101 characters, a control character, an unknown parameter, the list twice", async () => {
  const { ids, query } = await shop();
  for (const junk of [
    query(""),
    query(`${ids[0]},,${ids[1]}`),
    query(`${ids[0]},`),
    query("x".repeat(101)),
    query(`${ids[0]}\u0001`),
    `${query(ids[0] as string)}&per_page=10`,
    `${query(ids[0] as string)}&external_ids=${ids[1]}`,
    query(ids[0] as string).replace(/&external_ids=[^&]*/, ""),
  ]) {
    const { response } = await ratingsOf(junk);
    assert.is(response.statusCode, 400, `${junk}: ${response.body}`);
  }
});

test("a wrong token or an unknown store is the widget's 404, which reveals nothing", async () => {
  const { ids, query, owner } = await shop();
  const wrong = await ratingsOf(query(ids[0] as string, "0".repeat(24)));
  assert.is(wrong.response.statusCode, 404);
  const unknown = await ratingsOf(query(ids[0] as string).replace(owner.domain, "no-shop.example"));
  assert.is(unknown.response.statusCode, 404);
  assert.is(wrong.response.body, unknown.response.body);
});

test("a guest's answer is a reviewer's, byte for byte, public for a minute and setting no cookie", async () => {
  const { app } = await testHost();
  const { ids, query } = await shop();
  const url = `${RATINGS_PATH}?${query(ids.slice(0, 48).join(","))}`;
  const guest = await app.inject(url);
  const reviewer = await (await visitorAs(app, "reviewer")).get(url);
  assert.is(guest.statusCode, 200);
  assert.is(reviewer.statusCode, 200);
  assert.is(reviewer.body, guest.body);
  for (const answer of [guest, reviewer]) {
    assert.is(answer.headers["cache-control"], "public, max-age=60");
    assert.is(answer.headers["set-cookie"], undefined);
  }
});

test.run();
