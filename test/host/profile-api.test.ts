// The reviewer's profiles on the reference host: the owner's private JSON per tab with filters,
// sorts, search and paging in SQL and exact counts; the public profile with nothing private in it,
// whoever asks; own-review actions that only the author may take, with CSRF, and that move the
// product's and shop's public figures.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { recommendations } from "../../fixtures/host/profiles/recommendations";
import type { PrivateProfileResponse, PublicProfileResponse } from "../../src/api/contract/profile";
import type { WidgetData } from "../../src/api/contract/review";
import { publishedReviewOf, reviewState, setReviewDeletedAt } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { DISPUTE_TYPE_LABELS } from "../support/journeys/dispute-form";
import { hostSession } from "../support/requests/http-client";

const test = suite("profile calls");

async function owner() {
  const session = await hostSession("reviewer");
  const { db } = session.host;
  const me = db.prepare("SELECT id, slug, email FROM reviewers WHERE id = 1").get() as {
    id: number;
    slug: string;
    email: string;
  };
  const n = (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  const json = async <T>(url: string) => {
    const response = await session.request("GET", url);
    return { status: response.statusCode, body: response.json() as T & { error?: string } };
  };
  return { ...session, db, me, n, json, privatePath: `/reviews/users/${me.slug}` };
}

test("the owner's reviews tab: types, rating, search, sort and paging in SQL, counts exact", async () => {
  const { me, n, json, privatePath } = await owner();
  const all = await json<PrivateProfileResponse>(`${privatePath}?format=json`);
  assert.is(all.status, 200);
  assert.is(all.body.tab, "reviews");
  const own = n("SELECT count(*) FROM reviews WHERE reviewer_id = ? AND deleted = 0", me.id);
  assert.ok(own > 10);
  assert.is(all.body.total_count, own);
  assert.is(all.body.extra_data.reviews_data.total_reviews_count, own);
  assert.is(all.body.reviews?.length, 10);
  assert.is(all.body.total_pages, Math.ceil(own / 10));
  assert.ok(
    all.body.reviews?.every((r) => !r.deleted),
    "deleted reviews are not listed",
  );
  // pictures first by default
  const media = all.body.reviews?.map(
    (r) => r.pictures_urls.length + r.media_platform_hosted_video_infos.length > 0,
  );
  assert.equal(
    media,
    [...(media ?? [])].sort((a, b) => Number(b) - Number(a)),
  );
  assert.ok(media?.[0]);

  const unpublished = await json<PrivateProfileResponse>(
    `${privatePath}?format=json&review_type=unpublished`,
  );
  const hidden = n(
    "SELECT count(*) FROM reviews WHERE reviewer_id = ? AND deleted = 0 AND published = 0",
    me.id,
  );
  assert.ok(hidden > 0);
  assert.is(unpublished.body.total_count, hidden);
  assert.ok(unpublished.body.reviews?.every((r) => !r.published));
  const published = await json<PrivateProfileResponse>(`${privatePath}?format=json&review_type=published`);
  assert.is(published.body.total_count, own - hidden);

  const page2 = await json<PrivateProfileResponse>(`${privatePath}?format=json&page=2&sort_by=newest`);
  const page1 = await json<PrivateProfileResponse>(`${privatePath}?format=json&sort_by=newest`);
  const dates = [...(page1.body.reviews ?? []), ...(page2.body.reviews ?? [])].map((r) => r.created_at);
  assert.equal(dates, [...dates].sort().reverse());
  assert.is(page2.body.current_page, 2);

  const rating = page1.body.reviews?.[0]?.rating ?? 5;
  const rated = await json<PrivateProfileResponse>(`${privatePath}?format=json&filter_rating=${rating}`);
  assert.is(
    rated.body.total_count,
    n("SELECT count(*) FROM reviews WHERE reviewer_id = ? AND deleted = 0 AND rating = ?", me.id, rating),
  );
  const word = (page1.body.reviews?.[0]?.title ?? "").split(/\W+/).find((w) => w.length > 3) ?? "good";
  const searched = await json<PrivateProfileResponse>(
    `${privatePath}?format=json&search=${encodeURIComponent(word)}`,
  );
  assert.ok(searched.body.total_count >= 1 && searched.body.total_count <= own);
});

test("the owner's rewards, orders and disputes tabs, paged, with exact totals", async () => {
  const { me, n, json, privatePath } = await owner();
  const rewards = await json<PrivateProfileResponse>(`${privatePath}?format=json&tab=rewards`);
  assert.is(rewards.body.tab, "rewards");
  assert.is(rewards.body.total_count, n("SELECT count(*) FROM rewards WHERE reviewer_id = ?", me.id));
  assert.ok((rewards.body.rewards?.length ?? 0) > 0);
  assert.is(rewards.body.reviews, undefined);
  assert.is(rewards.body.extra_data.rewards_data.total_count, rewards.body.total_count);

  const orders = await json<PrivateProfileResponse>(`${privatePath}?format=json&tab=orders`);
  const items = n(
    "SELECT count(*) FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id = ?",
    me.id,
  );
  assert.is(orders.body.total_count, items);
  const list = orders.body.orders ?? [];
  assert.ok(
    list.some((i) => i.review_public_id === null),
    "some wait for a review",
  );
  const firstReviewed = list.findIndex((i) => i.review_public_id !== null);
  assert.ok(firstReviewed > 0, "waiting ones come first");
  assert.ok(list.slice(firstReviewed).every((i) => i.review_public_id !== null));

  const disputes = await json<PrivateProfileResponse>(`${privatePath}?format=json&tab=disputes`);
  assert.is(disputes.body.total_count, n("SELECT count(*) FROM disputes WHERE reviewer_id = ?", me.id));
  assert.ok((disputes.body.disputes?.length ?? 0) > 0);
  assert.is(disputes.body.extra_data.recommendations_data.items.length, 20);
  // Each dispute's type is sent in the request's language: German asked, German read.
  const english = disputes.body.disputes ?? [];
  assert.ok(english.some((d) => d.dispute_type === "item_not_received"));
  for (const d of english)
    assert.is(d.dispute_type_label, DISPUTE_TYPE_LABELS.en[d.dispute_type], d.dispute_type);
  const german = await json<PrivateProfileResponse>(`${privatePath}?format=json&tab=disputes&locale=de`);
  assert.is(german.status, 200);
  assert.equal(
    german.body.disputes?.map((d) => d.id),
    english.map((d) => d.id),
  );
  for (const d of german.body.disputes ?? []) {
    assert.is(d.dispute_type_label, DISPUTE_TYPE_LABELS.de[d.dispute_type], d.dispute_type);
  }

  for (const bad of [
    "tab=secrets",
    "sort_by=random",
    "page=abc",
    "filter_rating=9",
    "review_type=trash",
    "review_type=shop-reviews",
    "review_type=deleted&review_type=published",
  ]) {
    assert.is((await json(`${privatePath}?format=json&${bad}`)).status, 400, bad);
  }
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

test("the owner's Deleted reviews: theirs only, for 30 days, in no other type's count, never public", async () => {
  const session = await owner();
  const { db, me, n, json, privatePath } = session;
  const mine = db
    .prepare(
      "SELECT public_id FROM reviews WHERE reviewer_id = ? AND published = 1 AND deleted = 0 ORDER BY id LIMIT 3",
    )
    .pluck()
    .all(me.id) as string[];
  const [justNow, lastMonth, tooLongAgo] = mine as [string, string, string];
  const theirs = db
    .prepare("SELECT public_id FROM reviews WHERE reviewer_id = 7 AND deleted = 0 LIMIT 1")
    .pluck()
    .get() as string;
  const deletedAt = (id: string) =>
    db.prepare("SELECT deleted_at FROM reviews WHERE public_id = ?").pluck().get(id) as string | null;
  const TYPES = ["all-reviews", "published", "unpublished", "deleted"] as const;
  /** The header's review count and each review type's total. */
  const totals = async () => {
    const all = await json<PrivateProfileResponse>(`${privatePath}?format=json`);
    const counts = { header: all.body.extra_data.reviews_data.total_reviews_count } as Record<
      "header" | (typeof TYPES)[number],
      number
    >;
    for (const type of TYPES) {
      const list = await json<PrivateProfileResponse>(`${privatePath}?format=json&review_type=${type}`);
      assert.is(list.status, 200, type);
      counts[type] = list.body.total_count;
    }
    return counts;
  };
  try {
    const before = await totals();
    const start = Date.now();
    const deleted = await session.request("DELETE", `/reviews/profile/reviews/${justNow}`);
    assert.is(deleted.statusCode, 200);
    const at = Date.parse(deletedAt(justNow) ?? "");
    assert.ok(at >= start - 1000 && at <= Date.now(), "the deletion's time is recorded");
    setReviewDeletedAt(db, lastMonth, daysAgo(29));
    setReviewDeletedAt(db, tooLongAgo, daysAgo(31));
    setReviewDeletedAt(db, theirs, daysAgo(1));

    const after = await totals();
    // Only the two still restorable are listed, and each leaves the other types' counts.
    assert.equal(after, {
      header: before.header - 3,
      "all-reviews": before["all-reviews"] - 3,
      published: before.published - 3,
      unpublished: before.unpublished,
      deleted: before.deleted + 2,
    });
    const list = await json<PrivateProfileResponse>(
      `${privatePath}?format=json&review_type=deleted&sort_by=newest`,
    );
    const ids = list.body.reviews?.map((r) => r.public_id) ?? [];
    assert.ok(ids.includes(justNow) && ids.includes(lastMonth), "restorable ones are listed");
    assert.not.ok(ids.includes(tooLongAgo), "one deleted 31 days ago is not");
    assert.not.ok(ids.includes(theirs), "another reviewer's is not");
    assert.ok(list.body.reviews?.every((r) => r.deleted));
    assert.is(
      list.body.total_count,
      n(
        "SELECT count(*) FROM reviews WHERE reviewer_id = ? AND deleted = 1 AND deleted_at >= ?",
        me.id,
        daysAgo(30),
      ),
    );
    for (const type of ["all-reviews", "published", "unpublished"]) {
      const other = await json<PrivateProfileResponse>(`${privatePath}?format=json&review_type=${type}`);
      assert.ok(
        other.body.reviews?.every((r) => !r.deleted),
        type,
      );
    }

    // Deleting again does not start the 30 days over.
    const first = deletedAt(lastMonth);
    assert.is((await session.request("DELETE", `/reviews/profile/reviews/${lastMonth}`)).statusCode, 200);
    assert.is(deletedAt(lastMonth), first);

    // Asking the public profile for deleted ones gets its published ones, whoever asks.
    for (const who of [undefined, "arbitrator", "reviewer"] as const) {
      const visitor = await hostSession(who);
      for (const path of [
        `/reviews/profile/${me.slug}?format=json&review_type=deleted`,
        `/reviews/profile/${me.slug}?review_type=deleted`,
      ]) {
        const response = await visitor.request("GET", path);
        assert.is(response.statusCode, 200, path);
        for (const id of [justNow, lastMonth, tooLongAgo]) {
          assert.not.ok(response.body.includes(id), `${who ?? "guest"} ${path}: ${id}`);
        }
      }
    }

    // Restored: out of the Deleted list, back in the others, its deletion time cleared.
    const restored = await session.request("PUT", `/reviews/profile/reviews/${justNow}/restore`);
    assert.is(restored.statusCode, 200);
    assert.is(deletedAt(justNow), null);
    assert.equal(await totals(), {
      ...after,
      header: after.header + 1,
      "all-reviews": after["all-reviews"] + 1,
      published: after.published + 1,
      deleted: after.deleted - 1,
    });
  } finally {
    for (const id of [justNow, lastMonth, tooLongAgo, theirs]) setReviewDeletedAt(db, id, null);
  }
});

test("a review deleted more than 30 days ago can no longer be restored or changed: 410, nothing written", async () => {
  const session = await owner();
  const { db, me } = session;
  const id = publishedReviewOf(db, me.id);
  const state = () =>
    db.prepare("SELECT published, deleted, deleted_at FROM reviews WHERE public_id = ?").get(id);
  const longAgo = daysAgo(31);
  setReviewDeletedAt(db, id, longAgo);
  try {
    const before = state();
    for (const [method, path] of [
      ["PUT", "restore"],
      ["PUT", "unpublish"],
      ["DELETE", ""],
    ] as const) {
      const response = await session.request(method, `/reviews/profile/reviews/${id}${path && `/${path}`}`);
      assert.is(response.statusCode, 410, path || method);
      assert.match((response.json() as { error: string }).error, "more than 30 days ago");
    }
    assert.equal(state(), before);
    // Still within the 30 days, it comes back.
    db.prepare("UPDATE reviews SET deleted_at = ? WHERE public_id = ?").run(daysAgo(29), id);
    assert.is((await session.request("PUT", `/reviews/profile/reviews/${id}/restore`)).statusCode, 200);
    assert.equal(state(), { published: 1, deleted: 0, deleted_at: null });
  } finally {
    setReviewDeletedAt(db, id, null);
  }
});

/** Everything about the seeded reviewer that must never leave on a public path. */
function privateMarks(db: Awaited<ReturnType<typeof owner>>["db"]) {
  const ids = (sql: string) => db.prepare(sql).pluck().all() as string[];
  return {
    email: "reviewer@example.com",
    keys: ["subscribed_rs", "rs_country", "rs_currency", "rewards", "orders", "disputes", "email"],
    hidden: ids("SELECT public_id FROM reviews WHERE reviewer_id = 1 AND (published = 0 OR deleted = 1)"),
    other: [
      ...ids("SELECT encoded_id FROM rewards WHERE reviewer_id = 1"),
      ...ids(
        "SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id = 1",
      ),
      ...ids("SELECT encoded_id FROM disputes WHERE reviewer_id = 1"),
    ],
  };
}

function assertNothingPrivate(text: string, marks: ReturnType<typeof privateMarks>, who: string) {
  assert.ok(marks.hidden.length >= 3 && marks.other.length >= 10, "the seed has private things to leak");
  assert.not.ok(text.includes(marks.email), `${who}: email`);
  // As a key of an answer (a page's address may carry the word: '?tab=orders').
  for (const key of marks.keys) assert.not.ok(text.includes(`"${key}":`), `${who}: ${key}`);
  for (const id of [...marks.hidden, ...marks.other]) assert.not.ok(text.includes(id), `${who}: ${id}`);
}

test("the public profile and another's private address carry nothing private, whoever asks", async () => {
  const { db, me } = await owner();
  const marks = privateMarks(db);
  for (const who of [undefined, "arbitrator", "reviewer"] as const) {
    const session = await hostSession(who);
    const label = who ?? "guest";
    // Asking for unpublished ones, or for the owner's tabs, changes nothing on the public profile.
    for (const [page, ask] of [
      [1, ""],
      [2, "&review_type=unpublished"],
      [3, "&tab=orders"],
      [1, "&review_type=all-reviews&tab=rewards"],
    ] as const) {
      const response = await session.request(
        "GET",
        `/reviews/profile/${me.slug}?format=json&page=${page}${ask}`,
      );
      assert.is(response.statusCode, 200);
      const body = response.json() as PublicProfileResponse;
      if (page === 1) assert.is(body.reviews.length, 10, "published reviews are listed");
      assert.ok(body.reviews.every((r) => r.published && !r.deleted));
      assertNothingPrivate(response.body, marks, `${label} JSON page ${page}`);
    }
    const html = await session.request("GET", `/reviews/profile/${me.slug}`);
    assert.is(html.statusCode, 200);
    assertNothingPrivate(html.body, marks, `${label} HTML`);
  }
  // The arbitrator opening the reviewer's private address gets the public profile.
  const arbitrator = await hostSession("arbitrator");
  const response = await arbitrator.request("GET", `/reviews/users/${me.slug}?format=json&tab=orders`);
  assert.is(response.statusCode, 200);
  assertNothingPrivate(response.body, marks, "arbitrator on the private address");
  assert.is((response.json() as { basic_data: { slug: string } }).basic_data.slug, me.slug);
});

test("a guest is refused the private profile: 401 JSON, the page sends to sign in and back", async () => {
  const { me } = await owner();
  const guest = await hostSession();
  const json = await guest.request("GET", `/reviews/users/${me.slug}?format=json&tab=rewards`);
  assert.is(json.statusCode, 401);
  const page = await guest.request("GET", `/reviews/users/${me.slug}?tab=orders`);
  assert.is(page.statusCode, 302);
  assert.is(
    page.headers.location,
    `/login?return_to=${encodeURIComponent(`/reviews/users/${me.slug}?tab=orders`)}`,
  );
  assert.is((await guest.request("GET", "/reviews/profile/edit?format=json")).statusCode, 401);
});

async function productFigures(session: Awaited<ReturnType<typeof owner>>, productId: number) {
  const { db } = session;
  const p = db
    .prepare(
      "SELECT p.external_id, p.reviews_count, s.domain, s.platform, s.public_token, s.reviews_count shop_count FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id = ?",
    )
    .get(productId) as Record<string, string | number>;
  const response = await session.request(
    "GET",
    `/api/v1/widgets/product_review?platform=${p.platform}&shop_domain=${p.domain}&api_token=${p.public_token}&external_id=${p.external_id}&per_page=50`,
  );
  const widget = response.json() as WidgetData;
  return { widget, productCount: p.reviews_count as number, shopCount: p.shop_count as number };
}

test("unpublish and delete take a review out of its product's and shop's figures; publish and restore put it back", async () => {
  const session = await owner();
  const { db, me } = session;
  const row = db
    .prepare(
      "SELECT public_id, product_id, rating FROM reviews WHERE reviewer_id = ? AND published = 1 AND deleted = 0 AND product_id IS NOT NULL LIMIT 1",
    )
    .get(me.id) as { public_id: string; product_id: number; rating: number };
  const before = await productFigures(session, row.product_id);
  assert.ok(before.widget.reviews.some((r) => r.public_id === row.public_id));

  for (const [off, on] of [
    ["unpublish", "publish"],
    ["delete", "restore"],
  ] as const) {
    const gone =
      off === "delete"
        ? await session.request("DELETE", `/reviews/profile/reviews/${row.public_id}`)
        : await session.request("PUT", `/reviews/profile/reviews/${row.public_id}/${off}`);
    assert.is(gone.statusCode, 200, off);
    const answer = gone.json() as { review: { published: boolean; deleted: boolean } };
    assert.is(off === "delete" ? answer.review.deleted : !answer.review.published, true);
    const after = await productFigures(session, row.product_id);
    assert.is(after.widget.number_of_reviews, before.widget.number_of_reviews - 1, off);
    assert.is(
      after.widget.rating_histogram_data[row.rating as 1],
      before.widget.rating_histogram_data[row.rating as 1] - 1,
    );
    assert.not.ok(
      after.widget.reviews.some((r) => r.public_id === row.public_id),
      off,
    );
    assert.is(after.productCount, before.productCount - 1);
    assert.is(after.shopCount, before.shopCount - 1);

    const back = await session.request("PUT", `/reviews/profile/reviews/${row.public_id}/${on}`);
    assert.is(back.statusCode, 200, on);
    const restored = await productFigures(session, row.product_id);
    assert.is(restored.widget.number_of_reviews, before.widget.number_of_reviews, on);
    assert.is(restored.productCount, before.productCount);
    assert.is(restored.shopCount, before.shopCount);
    assert.ok(restored.widget.reviews.some((r) => r.public_id === row.public_id));
  }
});

test("only the author acts on a review, with the CSRF token; a refused action changes nothing", async () => {
  const session = await owner();
  const { db, me } = session;
  const state = (id: string) => reviewState(db, id);
  const mine = publishedReviewOf(db, me.id);
  const theirs = publishedReviewOf(db, 7);
  const mineBefore = state(mine);
  const theirsBefore = state(theirs);

  const noToken = await session.request("PUT", `/reviews/profile/reviews/${mine}/unpublish`, undefined, {
    csrf: false,
  });
  assert.is(noToken.statusCode, 403);
  assert.is((await session.request("DELETE", `/reviews/profile/reviews/${theirs}`)).statusCode, 404);
  assert.is((await session.request("PUT", `/reviews/profile/reviews/${theirs}/unpublish`)).statusCode, 404);
  assert.is((await session.request("PUT", `/reviews/profile/reviews/nope/publish`)).statusCode, 404);
  // The address says everything: a body or a query is refused, not ignored.
  const withBody = await session.request("PUT", `/reviews/profile/reviews/${mine}/unpublish`, {});
  assert.is(withBody.statusCode, 400);
  assert.is(withBody.json().error, "This request takes no body.");
  assert.is((await session.request("DELETE", `/reviews/profile/reviews/${mine}?undo=1`)).statusCode, 400);

  const arbitrator = await hostSession("arbitrator");
  assert.is((await arbitrator.request("DELETE", `/reviews/profile/reviews/${mine}`)).statusCode, 404);
  const guest = await hostSession();
  assert.is((await guest.request("PUT", `/reviews/profile/reviews/${mine}/unpublish`)).statusCode, 401);
  assert.is(
    (await guest.request("DELETE", `/reviews/profile/reviews/${mine}`, undefined, { csrf: false }))
      .statusCode,
    403,
  );

  assert.equal(state(mine), mineBefore);
  assert.equal(state(theirs), theirsBefore);
});

test("edit profile saves name, country, currency and newsletter; a bad field is a 400 naming it", async () => {
  const session = await owner();
  const bad = await session.request("PUT", "/reviews/profile/reviewers/0", { reviewer: { name: "  " } });
  assert.is(bad.statusCode, 400);
  assert.is((bad.json() as { field: string }).field, "name");
  const badCountry = await session.request("PUT", "/reviews/profile/reviewers/0", {
    reviewer: { rs_country: "XX" },
  });
  assert.is((badCountry.json() as { field: string }).field, "rs_country");
  const ok = await session.request("PUT", "/reviews/profile/reviewers/0", {
    reviewer: { name: "Jamie R.", rs_country: "GB", rs_currency: "GBP", subscribed_rs: true },
  });
  assert.is(ok.statusCode, 204);
  const edit = await session.request("GET", "/reviews/profile/edit?format=json");
  const basics = (edit.json() as { basic_data: Record<string, unknown> }).basic_data;
  assert.equal(
    [basics.name, basics.rs_country, basics.rs_currency, basics.subscribed_rs],
    ["Jamie R.", "GB", "GBP", true],
  );
  await session.request("PUT", "/reviews/profile/reviewers/0", { reviewer: { name: "Jamie Rivera" } });
});

test("recommendations: the best rated first (ties by id) of the reviewer's published categories, without what they reviewed, whichever way they are found, a tie at the page's end included", async () => {
  const { db } = await testHost();
  // The answer by its definition: every candidate sorted.
  const candidates = `FROM products p WHERE p.category_id IN (
      SELECT pr.category_id FROM reviews r JOIN products pr ON pr.id = r.product_id
      WHERE r.reviewer_id = @id AND r.published = 1 AND r.deleted = 0 AND r.hidden_at IS NULL)
    AND p.id NOT IN (SELECT product_id FROM reviews WHERE reviewer_id = @id AND product_id IS NOT NULL
      AND published = 1 AND deleted = 0 AND hidden_at IS NULL)`;
  const rating = "(p.average_rating * p.reviews_count + 15.0) / (p.reviews_count + 5)";
  const best = db.prepare(`SELECT p.encoded_id ${candidates} ORDER BY ${rating} DESC, p.id LIMIT @limit`);
  const total = db.prepare(`SELECT count(*) ${candidates}`).pluck();
  const reviewers = db
    .prepare(
      "SELECT reviewer_id FROM reviews WHERE published = 1 GROUP BY reviewer_id ORDER BY count(*) DESC",
    )
    .pluck()
    .all() as number[];
  const products = db.prepare("SELECT count(*) FROM products").pluck().get() as number;
  // The most and the least active: many candidates (the index walked) and few (each sorted).
  const asked = [...reviewers.slice(0, 12), ...reviewers.slice(-12)];
  const ways = new Set<string>();
  const check = (id: number) => {
    for (const limit of [5, 20]) {
      const found = recommendations(db, id, limit);
      assert.equal(
        found.items.map((card) => card.encoded_product_id),
        best.pluck().all({ id, limit }),
        `reviewer ${id}, ${limit} a page`,
      );
      assert.is(found.total, total.get({ id }));
      ways.add(found.total ** 2 >= limit * products ? "walked" : "sorted");
    }
  };
  for (const id of asked) check(id);
  assert.equal([...ways].sort(), ["sorted", "walked"], "both ways asked");
  // The 20th's rating given to candidates rated lower: one of a smaller id than the 20th's, which
  // takes its place, and three of the largest ids. The page then ends inside a tie, broken by id.
  const [top] = asked as [number];
  const page = best.pluck().all({ id: top, limit: 20 }) as string[];
  const last = db
    .prepare(
      `SELECT p.id, p.average_rating, p.reviews_count, ${rating} rating FROM products p WHERE encoded_id = ?`,
    )
    .get(page[19]) as { id: number; average_rating: number; reviews_count: number; rating: number };
  const lower = (order: string, limit: number) =>
    db
      .prepare(`SELECT p.id ${candidates} AND ${rating} < @rating ${order} LIMIT ${limit}`)
      .pluck()
      .all({ id: top, rating: last.rating }) as number[];
  const [early] = lower("ORDER BY p.id", 1);
  assert.ok(early !== undefined && early < last.id, "a candidate rated lower, of a smaller id");
  const set = db.prepare("UPDATE products SET average_rating = ?, reviews_count = ? WHERE id = ?");
  for (const product of [early, ...lower("ORDER BY p.id DESC", 3)])
    set.run(last.average_rating, last.reviews_count, product);
  check(top);
  const moved = best.pluck().all({ id: top, limit: 20 }) as string[];
  assert.not.equal(moved, page, "the tie changed the page");
});

test.run();
