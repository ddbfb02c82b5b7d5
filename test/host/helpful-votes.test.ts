// 'Helpful' votes on the reference host: who may vote (not a guest, not on one's own review, only
// on a published review), CSRF, junk, one row per person and review with the count kept beside
// it, parallel votes, the viewer's votes in every list of reviews, the 'most_helpful' sort, and a
// linked review's page of the widget.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { PublicProfileResponse } from "../../src/api/contract/profile";
import type { HelpfulVote, WidgetData } from "../../src/api/contract/review";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import {
  busyProduct,
  helpfulCountSum,
  miscountedHelpfulReviews,
  publishedReviewOf,
  reviewerSlug,
  rowCount,
  votesOn,
} from "../support/data/seeded-queries";
import type { TestHost } from "../support/hosts/test-host";
import { hostSession } from "../support/requests/http-client";

const test = suite("helpful votes");

interface ReviewRow {
  id: number;
  public_id: string;
  reviewer_id: number;
  helpful_count: number;
  product_id: number | null;
  shop_id: number;
}

/** A published review by someone else that the seeded reviewer has not voted on. */
function othersReview(host: TestHost, offset = 0): ReviewRow {
  return host.db
    .prepare(
      `SELECT id, public_id, reviewer_id, helpful_count, product_id, shop_id FROM reviews
       WHERE published = 1 AND deleted = 0 AND reviewer_id <> ? AND product_id IS NOT NULL
         AND id NOT IN (SELECT review_id FROM review_votes WHERE reviewer_id = ?)
       ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(REVIEWER_ID, REVIEWER_ID, offset) as ReviewRow;
}

const votes = (host: TestHost, reviewId: number) =>
  host.db.prepare("SELECT count(*) FROM review_votes WHERE review_id = ?").pluck().get(reviewId) as number;
const countOf = (host: TestHost, reviewId: number) =>
  host.db.prepare("SELECT helpful_count FROM reviews WHERE id = ?").pluck().get(reviewId) as number;

const helpfulPath = (publicId: string) => `/reviews/${encodeURIComponent(publicId)}/helpful`;

test("the seed has a spread of votes: most reviews none, a long tail, counts equal to the rows", async () => {
  const { host } = await hostSession();
  const { db } = host;
  const published = db
    .prepare("SELECT count(*) FROM reviews WHERE published = 1 AND deleted = 0")
    .pluck()
    .get() as number;
  const voted = db.prepare("SELECT count(*) FROM reviews WHERE helpful_count > 0").pluck().get() as number;
  const most = db.prepare("SELECT max(helpful_count) FROM reviews").pluck().get() as number;
  assert.ok(voted > published * 0.1 && voted < published * 0.5, `${voted} of ${published} have votes`);
  assert.ok(most >= 50, `the most voted review has ${most}`);
  const wrong = miscountedHelpfulReviews(db);
  assert.is(wrong, 0);
  const byAccounts = db
    .prepare("SELECT count(*) FROM review_votes WHERE reviewer_id IN (1, 2)")
    .pluck()
    .get() as number;
  assert.is(byAccounts, 0, "the seeded accounts start with no votes");
});

test("a vote counts once, taking it back uncounts it, and both answer the count", async () => {
  const jamie = await hostSession("reviewer");
  const { host } = jamie;
  const review = othersReview(host);
  const before = countOf(host, review.id);
  for (let i = 0; i < 3; i++) {
    const response = await jamie.request("PUT", helpfulPath(review.public_id));
    assert.is(response.statusCode, 200);
    assert.equal(response.json<HelpfulVote>(), { helpful_count: before + 1, voted_helpful: true });
  }
  assert.is(votesOn(host.db, review.id), 1);
  assert.is(countOf(host, review.id), votes(host, review.id));
  for (let i = 0; i < 3; i++) {
    const response = await jamie.request("DELETE", helpfulPath(review.public_id));
    assert.is(response.statusCode, 200);
    assert.equal(response.json<HelpfulVote>(), { helpful_count: before, voted_helpful: false });
  }
  assert.is(votesOn(host.db, review.id), 0);
  assert.is(countOf(host, review.id), before);
});

test("a guest (401), no CSRF token (403), one's own review (403) and junk ids (404) write nothing", async () => {
  const guest = await hostSession();
  const { host } = guest;
  const review = othersReview(host, 1);
  const total = () => rowCount(host.db, "review_votes");
  const counts = () => helpfulCountSum(host.db);
  const [rows, sum] = [total(), counts()];

  assert.is((await guest.request("PUT", helpfulPath(review.public_id))).statusCode, 401);
  const jamie = await hostSession("reviewer");
  const noToken = await jamie.request("PUT", helpfulPath(review.public_id), undefined, { csrf: false });
  assert.is(noToken.statusCode, 403);

  const own = publishedReviewOf(host.db);
  const ownVote = await jamie.request("PUT", helpfulPath(own));
  assert.is(ownVote.statusCode, 403);
  assert.match(ownVote.json<{ error: string }>().error, /own review/);

  const unpublished = host.db
    .prepare("SELECT public_id FROM reviews WHERE reviewer_id <> ? AND published = 0 AND deleted = 0")
    .pluck()
    .get(REVIEWER_ID) as string;
  const deleted = host.db
    .prepare("SELECT public_id FROM reviews WHERE reviewer_id <> ? AND deleted = 1")
    .pluck()
    .get(REVIEWER_ID) as string;
  for (const junk of ["nope", unpublished, deleted, "x".repeat(80), "..%2F..%2Fetc"]) {
    for (const method of ["PUT", "DELETE"] as const) {
      const response = await jamie.request(method, `/reviews/${junk}/helpful`);
      assert.is(response.statusCode, 404, `${method} ${junk}`);
      assert.type(response.json<{ error: string }>().error, "string");
    }
  }
  // No id holds a control character: the route's schema refuses it, as every address's.
  for (const method of ["PUT", "DELETE"] as const) {
    const response = await jamie.request(method, "/reviews/%00/helpful");
    assert.is(response.statusCode, 400, `${method} %00`);
    assert.type(response.json<{ error: string }>().error, "string");
  }
  assert.is(total(), rows);
  assert.is(counts(), sum);
});

test("40 parallel votes by one person leave one vote or none, as the last acknowledged says", async () => {
  const jamie = await hostSession("reviewer");
  const { host } = jamie;
  for (const [offset, pattern] of [
    [2, (i: number) => i % 2 === 0],
    [3, (i: number) => i % 3 !== 0],
    [4, () => true],
  ] as const) {
    const review = othersReview(host, offset);
    const before = countOf(host, review.id);
    const acknowledged: HelpfulVote[] = [];
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        jamie.request(pattern(i) ? "PUT" : "DELETE", helpfulPath(review.public_id)).then((response) => {
          assert.is(response.statusCode, 200);
          acknowledged.push(response.json<HelpfulVote>());
        }),
      ),
    );
    const last = acknowledged.at(-1) as HelpfulVote;
    assert.is(votesOn(host.db, review.id), last.voted_helpful ? 1 : 0);
    assert.is(countOf(host, review.id), before + (last.voted_helpful ? 1 : 0));
    assert.is(last.helpful_count, countOf(host, review.id));
    assert.is(countOf(host, review.id), votes(host, review.id));
  }
});

test("lists of reviews say which the viewer marked helpful; a guest's say none", async () => {
  const jamie = await hostSession("reviewer");
  const { host } = jamie;
  const review = othersReview(host, 5);
  await jamie.request("PUT", helpfulPath(review.public_id));
  const author = reviewerSlug(host.db, review.reviewer_id);
  const profileUrl = `/reviews/profile/${author}?format=json&sort_by=newest`;
  const find = (reviews: { public_id: string; voted_helpful: boolean; helpful_count: number }[]) =>
    reviews.find((r) => r.public_id === review.public_id);
  // The author's public profile, page by page until the review shows.
  const pageWith = async (session: typeof jamie) => {
    for (let page = 1; page < 50; page++) {
      const body = (await session.request("GET", `${profileUrl}&page=${page}`)).json<PublicProfileResponse>();
      const found = find(body.reviews);
      if (found || page >= body.total_pages) return found;
    }
    return undefined;
  };
  const mine = await pageWith(jamie);
  assert.ok(mine);
  assert.is(mine?.voted_helpful, true);
  assert.is(mine?.helpful_count, countOf(host, review.id));
  const guest = await hostSession();
  assert.is((await pageWith(guest))?.voted_helpful, false);
  await jamie.request("DELETE", helpfulPath(review.public_id));
});

/** The widget parameters of a product. */
function productWidget(host: TestHost, productId: number): string {
  const row = host.db
    .prepare(
      `SELECT s.domain, s.platform, s.public_token, p.external_id FROM products p
       JOIN shops s ON s.id = p.shop_id WHERE p.id = ?`,
    )
    .get(productId) as { domain: string; platform: string; public_token: string; external_id: string };
  return `/api/v1/widgets/product_review?${new URLSearchParams({
    shop_domain: row.domain,
    platform: row.platform,
    api_token: row.public_token,
    external_id: row.external_id,
  })}`;
}

test("widgets sort by most helpful (newest first within a count) and mark the viewer's votes", async () => {
  const jamie = await hostSession("reviewer");
  const { host } = jamie;
  const productId = busyProduct(host.db);
  assert.ok(productId);
  const url = productWidget(host, productId);
  const first = (await jamie.request("GET", `${url}&sort_by=most_helpful`)).json<WidgetData>();
  const expected = host.db
    .prepare(
      `SELECT public_id FROM reviews WHERE product_id = ? AND published = 1 AND deleted = 0
       ORDER BY helpful_count DESC, created_at DESC, id DESC LIMIT 10`,
    )
    .pluck()
    .all(productId);
  assert.equal(
    first.reviews.map((r) => r.public_id),
    expected,
  );
  assert.ok((first.reviews[0]?.helpful_count ?? 0) > 0);
  const me = reviewerSlug(host.db, REVIEWER_ID);
  const target = first.reviews.find((r) => r.reviewer.slug !== me && !r.voted_helpful);
  assert.ok(target);
  await jamie.request("PUT", helpfulPath(target?.public_id ?? ""));
  const again = (await jamie.request("GET", `${url}&sort_by=most_helpful`)).json<WidgetData>();
  assert.is(again.reviews.find((r) => r.public_id === target?.public_id)?.voted_helpful, true);
  const response = await (await hostSession()).request("GET", `${url}&sort_by=most_helpful`);
  assert.ok(response.json<WidgetData>().reviews.every((r) => !r.voted_helpful));
  assert.match(String(response.headers["cache-control"]), /private/);
  await jamie.request("DELETE", helpfulPath(target?.public_id ?? ""));
});

test("a linked review: the widget answers the page that holds it, for the sort asked; else page 1", async () => {
  const guest = await hostSession();
  const { host } = guest;
  const productId = busyProduct(host.db);
  const url = productWidget(host, productId);
  for (const sort of ["newest", "most_helpful", "lowest"]) {
    const order = {
      newest: "created_at DESC, id DESC",
      most_helpful: "helpful_count DESC, created_at DESC, id DESC",
      lowest: "rating ASC, created_at DESC, id DESC",
    }[sort];
    const ids = host.db
      .prepare(
        `SELECT public_id FROM reviews WHERE product_id = ? AND published = 1 AND deleted = 0 ORDER BY ${order}`,
      )
      .pluck()
      .all(productId) as string[];
    const linked = ids[25] as string; // on page 3
    const answer = (await guest.request("GET", `${url}&sort_by=${sort}&review=${linked}`)).json<WidgetData>();
    assert.is(answer.current_page, 3, sort);
    assert.ok(answer.reviews.some((r) => r.public_id === linked));
  }
  const deleted = host.db
    .prepare("SELECT public_id FROM reviews WHERE deleted = 1 AND product_id = ?")
    .pluck()
    .get(productId) as string | undefined;
  for (const gone of [deleted ?? "nope", "nope"]) {
    const answer = (await guest.request("GET", `${url}&review=${gone}`)).json<WidgetData>();
    assert.is(answer.current_page, 1);
    assert.not.ok(answer.reviews.some((r) => r.public_id === gone));
  }
  assert.is((await guest.request("GET", `${url}&review=${"x".repeat(65)}`)).statusCode, 400);
});

test.run();
