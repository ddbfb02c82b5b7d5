// Following on the reference host: the heart (who may, CSRF, bad input, one row per follow even
// under 40 concurrent toggles), the followee ids by class, following.json, feed_events.json
// (filters, max_created_at paging) and people.json (sorts, filters, name search, paging).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type {
  FeedResponse,
  FolloweesResponse,
  FollowingResponse,
  PeopleResponse,
} from "../../src/api/contract/social";
import {
  accountId,
  followRows,
  followsOfKind,
  reviewerRoleCount,
  rowCount,
  unfollowedShop,
} from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { hostSession } from "../support/requests/http-client";

const test = suite("following");

interface Named {
  id: number;
  encoded_id: string;
}

test("the heart refuses a guest (401), a missing CSRF token (403) and junk (400), writing nothing", async () => {
  const guest = await hostSession();
  const host = guest.host;
  const shop = unfollowedShop(host.db, accountId(host.db, "reviewer"), 3);
  const before = rowCount(host.db, "follows");
  const body = { is_hearting: true, shop_enc_id: shop.encoded_id };
  assert.is((await guest.request("POST", "/reviews/profile/follows/heart", body)).statusCode, 401);

  const jamie = await hostSession("reviewer");
  const noToken = await jamie.request("POST", "/reviews/profile/follows/heart", body, { csrf: false });
  assert.is(noToken.statusCode, 403);
  for (const junk of [
    {},
    { is_hearting: "yes", shop_enc_id: shop.encoded_id },
    { is_hearting: true },
    { is_hearting: true, shop_enc_id: shop.encoded_id, product_enc_id: "p1" },
    { is_hearting: true, shop_enc_id: 12 },
    { is_hearting: true, shop_enc_id: "x".repeat(65) },
    [1, 2],
  ]) {
    const response = await jamie.request("POST", "/reviews/profile/follows/heart", junk);
    assert.is(response.statusCode, 400, JSON.stringify(junk));
    assert.type(response.json().error, "string");
  }
  const unknown = await jamie.request("POST", "/reviews/profile/follows/heart", {
    is_hearting: true,
    shop_enc_id: "no-such-shop",
  });
  assert.is(unknown.statusCode, 404);
  const me = host.db
    .prepare("SELECT encoded_id FROM reviewers WHERE email = 'reviewer@example.com'")
    .pluck()
    .get();
  const self = await jamie.request("POST", "/reviews/profile/follows/heart", {
    is_hearting: true,
    reviewer_enc_id: me,
  });
  assert.is(self.statusCode, 400);
  assert.is(rowCount(host.db, "follows"), before, "nothing written");
});

test("a heart follows and unfollows; the followee ids by class follow it", async () => {
  const jamie = await hostSession("reviewer");
  const host = jamie.host;
  const me = accountId(host.db, "reviewer");
  const product = host.db
    .prepare(
      `SELECT id, encoded_id FROM products WHERE id NOT IN
         (SELECT followee_id FROM follows WHERE follower_id = ? AND followee_class = 'Product') LIMIT 1`,
    )
    .get(me) as Named;
  const ids = async () =>
    ((await jamie.request("GET", "/reviews/profile/follows?by=Product")).json() as FolloweesResponse)
      .existing_followee_ids;
  const seeded = await ids();
  assert.ok(seeded.length > 0, "the seeded reviewer follows products");
  assert.not.ok(seeded.includes(product.encoded_id));

  const on = await jamie.request("POST", "/reviews/profile/follows/heart", {
    is_hearting: true,
    product_enc_id: product.encoded_id,
  });
  assert.is(on.statusCode, 204);
  assert.is(followRows(host.db, me, "Product", product.id), 1);
  assert.ok((await ids()).includes(product.encoded_id));
  // Following twice keeps one row.
  await jamie.request("POST", "/reviews/profile/follows/heart", {
    is_hearting: true,
    product_enc_id: product.encoded_id,
  });
  assert.is(followRows(host.db, me, "Product", product.id), 1);

  const off = await jamie.request("POST", "/reviews/profile/follows/heart", {
    is_hearting: false,
    product_enc_id: product.encoded_id,
  });
  assert.is(off.statusCode, 204);
  assert.is(followRows(host.db, me, "Product", product.id), 0);
  assert.equal(await ids(), seeded);

  const guest = await hostSession();
  assert.is((await guest.request("GET", "/reviews/profile/follows?by=Shop")).statusCode, 401);
  assert.is((await jamie.request("GET", "/reviews/profile/follows?by=Nope")).statusCode, 400);
  assert.is((await jamie.request("GET", "/reviews/profile/follows")).statusCode, 400);
});

/** Signs in over real HTTP: the session cookie and the CSRF token of its pages. */
async function signInOverHttp(url: string): Promise<{ cookie: string; csrf: string }> {
  const cookieOf = (response: Response) =>
    /_reviews_session=[\w-]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  const tokenOf = async (response: Response) =>
    /<meta name="csrf-token" content="([^"]+)"/.exec(await response.text())?.[1] ?? "";
  const login = await fetch(`${url}/login`);
  const first = cookieOf(login) ?? "";
  const signIn = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: first },
    body: new URLSearchParams({
      email: "reviewer@example.com",
      password: "reviewer",
      authenticity_token: await tokenOf(login),
    }),
  });
  const cookie = cookieOf(signIn) ?? "";
  const csrf = await tokenOf(await fetch(`${url}/reviews`, { headers: { cookie } }));
  return { cookie, csrf };
}

test("40 concurrent toggles of one follow leave one row or none, as the last acknowledged toggle says", async () => {
  const host = await testHost();
  const me = accountId(host.db, "reviewer");
  const shop = unfollowedShop(host.db, accountId(host.db, "reviewer"), 7);
  const { cookie, csrf } = await signInOverHttp(host.url);
  for (let round = 0; round < 3; round++) {
    const acknowledged: boolean[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const isHearting = (i * 7 + round) % 3 !== 0;
        const response = await fetch(`${host.url}/reviews/profile/follows/heart`, {
          method: "POST",
          headers: { cookie, "x-csrf-token": csrf, "content-type": "application/json" },
          body: JSON.stringify({ is_hearting: isHearting, shop_enc_id: shop.encoded_id }),
        });
        assert.is(response.status, 204);
        acknowledged.push(isHearting);
      }),
    );
    assert.is(acknowledged.length, 40);
    const rows = followRows(host.db, me, "Shop", shop.id);
    assert.ok(rows === 0 || rows === 1);
    assert.is(rows, acknowledged.at(-1) ? 1 : 0, `round ${round}`);
  }
});

test("following.json: the followed shops, products and people, newest first; guests get 401", async () => {
  const jamie = await hostSession("reviewer");
  const host = jamie.host;
  const me = accountId(host.db, "reviewer");
  const response = await jamie.request("GET", "/reviews/following.json");
  assert.is(response.statusCode, 200);
  const body = response.json() as FollowingResponse;
  const count = (cls: string) => followsOfKind(host.db, me, cls);
  assert.ok(body.shops.length > 0 && body.products.length > 0 && body.reviewers.length > 0);
  assert.is(body.shops.length, count("Shop"));
  assert.is(body.products.length, count("Product"));
  assert.is(body.reviewers.length, count("Reviewer"));
  assert.match(body.shops[0]?.internal_path ?? "", /^\/reviews\/stores\//);
  assert.match(body.products[0]?.internal_path ?? "", /^\/reviews\/stores\/.+\/products\//);
  assert.match(body.reviewers[0]?.internal_path ?? "", /^\/reviews\/profile\//);
  const newest = host.db
    .prepare(
      `SELECT s.encoded_id FROM follows f JOIN shops s ON s.id = f.followee_id
       WHERE f.follower_id = ? AND f.followee_class = 'Shop' ORDER BY f.created_at DESC LIMIT 1`,
    )
    .pluck()
    .get(me);
  assert.is(body.shops[0]?.encoded_shop_id, newest);
  // The public serializer: no email or role of the people listed.
  assert.not.match(response.body, /"email"|"role"|password/);
  const guest = await hostSession();
  assert.is((await guest.request("GET", "/reviews/following.json")).statusCode, 401);
});

test("feed_events.json: newest first, paged by max_created_at, filters by the 'false' rule", async () => {
  const guest = await hostSession();
  const get = async (query: string) => {
    const response = await guest.request("GET", `/reviews/feed_events.json${query}`);
    assert.is(response.statusCode, 200, query);
    return response.json() as FeedResponse;
  };
  const first = await get("");
  assert.is(first.feed_events.length, first.per_page);
  const dates = first.feed_events.map((e) => e.created_at);
  assert.equal(dates, [...dates].sort().reverse());
  assert.equal(first.current_reviewer_unreviewed_products, []);
  const last = dates.at(-1) as string;
  const next = await get(`?max_created_at=${encodeURIComponent(last)}`);
  assert.ok(next.feed_events.length > 0);
  assert.ok(next.feed_events.every((e) => e.created_at < last));

  const stores = await get("?user_events=false&product_events=false");
  assert.ok(stores.feed_events.length > 0);
  assert.ok(stores.feed_events.every((e) => e.event_owner.class === "Shop"));
  const people = await get("?store_events=false&product_events=false");
  assert.ok(people.feed_events.every((e) => e.event_owner.class === "Reviewer"));
  assert.ok(people.feed_events.some((e) => e.kind === "reviewer_followed" || e.kind === "review_published"));
  // Anything but the string 'false' is true: '0' and 'no' leave the filter on.
  const storesByNo = await get("?user_events=false&store_events=no&product_events=false");
  assert.equal(storesByNo, stores);
  const peopleByZero = await get("?user_events=0&store_events=false&product_events=false");
  assert.equal(peopleByZero, people);
  const none = await get("?user_events=false&store_events=false&product_events=false");
  assert.equal(none.feed_events, []);

  for (const junk of [
    "?max_created_at=yesterday",
    "?max_created_at=2024-13-45T99:00:00Z",
    "?user_events=a&user_events=b",
  ]) {
    assert.is((await guest.request("GET", `/reviews/feed_events.json${junk}`)).statusCode, 400, junk);
  }
});

test("feed_events.json for a reviewer: only what they follow, and their orders waiting for a review", async () => {
  const jamie = await hostSession("reviewer");
  const host = jamie.host;
  const me = accountId(host.db, "reviewer");
  const body = (await jamie.request("GET", "/reviews/feed_events.json")).json() as FeedResponse;
  assert.ok(body.feed_events.length > 0);
  assert.ok(body.current_reviewer_unreviewed_products.length > 0);
  const followed = (cls: string) =>
    host.db
      .prepare(
        `SELECT t.encoded_id FROM follows f JOIN ${cls === "Shop" ? "shops" : cls === "Product" ? "products" : "reviewers"} t
         ON t.id = f.followee_id WHERE f.follower_id = ? AND f.followee_class = ?`,
      )
      .pluck()
      .all(me, cls) as string[];
  const shops = followed("Shop");
  const people = followed("Reviewer");
  const products = followed("Product");
  for (const event of body.feed_events) {
    const byFollowed = (event.event_owner.class === "Shop" ? shops : people).includes(
      event.event_owner.encoded_id,
    );
    const aboutFollowed = !!event.product && products.includes(event.product.encoded_product_id);
    assert.ok(byFollowed || aboutFollowed, event.id);
  }
  const productsOnly = (
    await jamie.request("GET", "/reviews/feed_events.json?user_events=false&store_events=false")
  ).json() as FeedResponse;
  assert.ok(productsOnly.feed_events.length > 0);
  assert.ok(productsOnly.feed_events.every((e) => products.includes(e.product?.encoded_product_id ?? "")));
});

test("people.json: sorts, filters, name search and pages of per_page; 400 for junk", async () => {
  const guest = await hostSession();
  const host = guest.host;
  const get = async (query: string) => {
    const response = await guest.request("GET", `/reviews/people.json${query}`);
    assert.is(response.statusCode, 200, query);
    return response.json() as PeopleResponse;
  };
  const everyone = reviewerRoleCount(host.db);
  const first = await get("");
  assert.is(first.total_count, everyone);
  assert.is(first.reviewers.length, first.per_page);
  const counts = first.reviewers.map((r) => r.reviews_count);
  assert.equal(
    counts,
    [...counts].sort((a, b) => b - a),
    "most reviews first",
  );
  const top = host.db
    .prepare(
      "SELECT count(*) FROM reviews WHERE reviewer_id = (SELECT id FROM reviewers WHERE encoded_id = ?) AND published = 1 AND deleted = 0",
    )
    .pluck()
    .get(first.reviewers[0]?.encoded_id);
  assert.is(first.reviewers[0]?.reviews_count, top);

  const lastPage = Math.ceil(everyone / first.per_page);
  const last = await get(`?page=${lastPage}`);
  assert.is(last.reviewers.length, everyone - (lastPage - 1) * first.per_page);
  assert.equal((await get(`?page=${lastPage + 1}`)).reviewers, []);

  const byName = await get("?sort_by=name");
  const names = byName.reviewers.map((r) => r.name.toLowerCase());
  assert.equal(
    names,
    [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const verified = await get("?filter_by=verified_buyers&sort_by=newest");
  assert.ok(verified.reviewers.length > 0 && verified.reviewers.every((r) => r.verified_buyer));
  assert.is(
    verified.total_count,
    host.db
      .prepare("SELECT count(*) FROM reviewers WHERE role = 'reviewer' AND verified_buyer = 1")
      .pluck()
      .get(),
  );

  const someone = first.reviewers[3]?.name ?? "";
  const part = someone.split(" ")[0] ?? "";
  const found = await get(`?q=${encodeURIComponent(part)}`);
  assert.ok(
    found.total_count > 0 && found.reviewers.every((r) => r.name.toLowerCase().includes(part.toLowerCase())),
  );
  assert.is(
    (await get(`?q=${encodeURIComponent("%_")}`)).total_count,
    0,
    "LIKE's own characters match themselves",
  );

  assert.is((await guest.request("GET", "/reviews/people.json?filter_by=followed")).statusCode, 401);
  const jamie = await hostSession("reviewer");
  const mine = (
    await jamie.request("GET", "/reviews/people.json?filter_by=followed")
  ).json() as PeopleResponse;
  const me = accountId(host.db, "reviewer");
  assert.is(mine.total_count, followsOfKind(host.db, me, "Reviewer"));
  for (const junk of [
    "?sort_by=best",
    "?filter_by=friends",
    "?page=0",
    "?page=abc",
    `?q=${"a".repeat(101)}`,
  ]) {
    assert.is((await guest.request("GET", `/reviews/people.json${junk}`)).statusCode, 400, junk);
  }
});

test("the social calls take their own parameters only, and a heart exactly its fields: the rest is a 400", async () => {
  const jamie = await hostSession("reviewer");
  const shop = unfollowedShop(jamie.host.db, accountId(jamie.host.db, "reviewer"), 5);
  for (const url of [
    "/reviews/feed_events.json?since=yesterday",
    `/reviews/feed_events.json?user_events=${"x".repeat(100)}`,
    "/reviews/feed_events.json?max_created_at=2025-01-31T12:00:00%2B02:00",
    "/reviews/people.json?per_page=500",
    "/reviews/following.json?page=2",
    "/reviews/profile/follows?by=Shop&all=1",
  ]) {
    const response = await jamie.request("GET", url);
    assert.is(response.statusCode, 400, url);
    assert.type(response.json().error, "string", url);
  }
  const feed = await jamie.request("GET", "/reviews/feed_events.json?max_created_at=2025-01-31T12:00:00.000");
  assert.match(feed.json().error, "'max_created_at' must be a date-time such as 2025-01-31T12:00:00.000Z.");
  const before = rowCount(jamie.host.db, "follows");
  const heart = await jamie.request("POST", "/reviews/profile/follows/heart", {
    is_hearting: true,
    shop_enc_id: shop.encoded_id,
    product_enc_id: null,
  });
  assert.is(heart.statusCode, 400, "a second id, even null");
  assert.match(heart.json().error, "exactly one of shop_enc_id, product_enc_id, reviewer_enc_id");
  assert.is(rowCount(jamie.host.db, "follows"), before, "nothing written");
});

test("feed_events.json: events sharing a time at a page's end all come on that page (regression)", async () => {
  // The next page asks for events older than this page's last, so an event of the same time left
  // for the next page would never be shown.
  const { db } = await testHost();
  const guest = await hostSession();
  const get = async (query: string) =>
    ((await guest.request("GET", `/reviews/feed_events.json${query}`)).json() as FeedResponse).feed_events;
  const newest = (await get(""))[0];
  assert.ok(newest, "the seed has events");
  const at = "2099-01-01T00:00:00.000Z";
  const copies = Array.from({ length: 23 }, (_, i) => `tie-${i}`);
  const copy = db.prepare(
    `INSERT INTO feed_events (encoded_id, kind, owner_class, owner_id, review_id, product_id, followed_reviewer_id, created_at)
     SELECT ?, kind, owner_class, owner_id, review_id, product_id, followed_reviewer_id, ? FROM feed_events WHERE encoded_id = ?`,
  );
  for (const id of copies) copy.run(id, at, newest.id);
  try {
    const first = await get("");
    assert.equal(first.map((e) => e.id).sort(), [...copies].sort(), "all 23 on the first page");
    const next = await get(`?max_created_at=${encodeURIComponent(at)}`);
    assert.is(next[0]?.id, newest.id, "the page after starts with what came next");
  } finally {
    db.prepare("DELETE FROM feed_events WHERE encoded_id LIKE 'tie-%'").run();
  }
});

test.run();
