// What a hidden review (unpublished or deleted) must not give away on public paths: the reviewer's
// review count in Find people stays equal to the public profile's total, and the public
// recommendations are what they would be if the hidden review did not exist.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { PublicProfileResponse } from "../../src/api/contract/profile";
import type { PeopleResponse } from "../../src/api/contract/social";
import { hostSession } from "../support/requests/http-client";

const test = suite("hidden reviews stay hidden");

async function setup() {
  const owner = await hostSession("reviewer");
  const guest = await hostSession();
  const { db } = owner.host;
  const me = db.prepare("SELECT id, slug FROM reviewers WHERE id = 1").get() as { id: number; slug: string };
  const publicProfile = async () => {
    const response = await guest.request("GET", `/reviews/profile/${me.slug}?format=json`);
    assert.is(response.statusCode, 200);
    return response.json() as PublicProfileResponse;
  };
  /** The reviewer's count as Find people shows it (people.json, searched page by page). */
  const peopleCount = async () => {
    for (let page = 1; page < 400; page++) {
      const answer = (
        await guest.request("GET", `/reviews/people.json?page=${page}`)
      ).json() as PeopleResponse;
      const entry = answer.reviewers.find((r) => r.slug === me.slug);
      if (entry) return entry.reviews_count;
      if (answer.reviewers.length === 0) break;
    }
    throw new Error("the reviewer is not listed in Find people");
  };
  const published = db
    .prepare(
      "SELECT public_id, product_id FROM reviews WHERE reviewer_id = ? AND published = 1 AND deleted = 0 AND product_id IS NOT NULL ORDER BY id",
    )
    .all(me.id) as { public_id: string; product_id: number }[];
  return { ...owner, db, me, publicProfile, peopleCount, published };
}

test("Find people's review count follows unpublish, delete, restore and publish: it never differs from the public total", async () => {
  const { request, publicProfile, peopleCount, published } = await setup();
  const [review] = published;
  assert.ok(review, "the reviewer has published reviews");
  const same = async (why: string) => {
    const total = (await publicProfile()).extra_data.reviews_data.total_reviews_count;
    assert.ok(total > 0);
    assert.is(await peopleCount(), total, why);
    return total;
  };
  const before = await same("at first");
  const own = `/reviews/profile/reviews/${review.public_id}`;
  assert.is((await request("PUT", `${own}/unpublish`)).statusCode, 200);
  assert.is(await same("unpublished"), before - 1);
  assert.is((await request("PUT", `${own}/publish`)).statusCode, 200);
  assert.is((await request("DELETE", own)).statusCode, 200);
  assert.is(await same("deleted"), before - 1);
  assert.is((await request("PUT", `${own}/restore`)).statusCode, 200);
  assert.is(await same("restored"), before);
});

test("the public recommendations are the same as if a hidden review did not exist", async () => {
  const { db, me, request, publicProfile } = await setup();
  // A review whose category the reviewer's other published reviews keep recommending from, so
  // its product would be recommended once the review is gone.
  const review = db
    .prepare(
      `SELECT r.public_id FROM reviews r JOIN products p ON p.id = r.product_id
       WHERE r.reviewer_id = @id AND r.published = 1 AND r.deleted = 0 AND (
         SELECT count(*) FROM reviews o JOIN products op ON op.id = o.product_id
         WHERE o.reviewer_id = @id AND o.published = 1 AND o.deleted = 0 AND op.category_id = p.category_id) > 1
       ORDER BY r.id LIMIT 1`,
    )
    .get({ id: me.id }) as { public_id: string } | undefined;
  assert.ok(review, "the reviewer has two published reviews in one category");
  const own = `/reviews/profile/reviews/${review.public_id}`;
  const ids = async () => (await publicProfile()).extra_data.recommendations_data;
  assert.is((await request("PUT", `${own}/unpublish`)).statusCode, 200);
  try {
    const hidden = await ids();
    // The same review given to somebody else: as if this reviewer had never written it.
    const move = db.prepare("UPDATE reviews SET reviewer_id = ? WHERE public_id = ?");
    move.run(2, review.public_id);
    try {
      const without = await ids();
      assert.ok(without.items.length > 0, "there are recommendations to compare");
      assert.equal(hidden, without);
    } finally {
      move.run(me.id, review.public_id);
    }
  } finally {
    assert.is((await request("PUT", `${own}/publish`)).statusCode, 200);
  }
});

test.run();
