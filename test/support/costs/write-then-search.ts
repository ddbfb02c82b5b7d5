// Writes a visitor may make, within the daily limits, to make the searches of them costly: each
// account's day of questions (20) of 500 characters no search has met, about one product; the
// reviewer's reviews rewritten to 5,000 such characters each. Then the searches that read that
// text: the product's and the store's questions, the product's and the store's reviews, the
// reviewer's profiles.
import type { Db } from "../../../fixtures/host/db/database";
import { DAILY_LIMITS, DAY_MS } from "../../../fixtures/host/http/rate-limits";
import type { SeededIds } from "../data/seeded-ids";
import { sendFrom } from "../requests/role-visitors";
import { type Caller, rawRequest } from "../routes/route-requests";
import type { RouteKey, ValidRequest } from "../routes/route-use-types";
import type { DistinctCharacters } from "../shapes/distinct-characters";

/** A search to measure after the writes: its route and its request. */
export interface Search {
  route: RouteKey;
  what: string;
  request: ValidRequest;
}

const accountOf = (db: Db, visitor: Caller) =>
  db.prepare("SELECT reviewer_id FROM sessions WHERE id = ?").pluck().get(visitor.sessionId) as number;

/** Asks each account's questions left today about the product, each 500 characters never met; returns how many. */
export async function askTheDaysQuestions(
  db: Db,
  accounts: Caller[],
  ids: SeededIds,
  chars: DistinctCharacters,
) {
  let asked = 0;
  for (const visitor of accounts) {
    const today = db
      .prepare("SELECT count(*) FROM questions WHERE reviewer_id = ? AND created_at > ?")
      .pluck()
      .get(accountOf(db, visitor), new Date(Date.now() - DAY_MS).toISOString()) as number;
    for (let i = today; i < DAILY_LIMITS.questions; i++) {
      const json = { question: { product_id: ids.product.encodedId, body: chars.run(500) } };
      const { response: answer } = await sendFrom(
        visitor,
        rawRequest("POST", "/reviews/questions", { json }, visitor.csrfToken),
      );
      if (answer.statusCode !== 201)
        throw new Error(`asking a question: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      asked++;
    }
  }
  return asked;
}

/** Rewrites every review of the reviewer's it may edit to 5,000 characters never met; returns how many. */
export async function rewriteOwnReviews(db: Db, reviewer: Caller, chars: DistinctCharacters) {
  const own = db
    .prepare("SELECT public_id FROM reviews WHERE reviewer_id = ? AND deleted = 0 AND hidden_at IS NULL")
    .pluck()
    .all(accountOf(db, reviewer)) as string[];
  for (const publicId of own) {
    const upload = { fields: { rating: "3", title: chars.run(120), body: chars.run(5000) }, files: [] };
    const request = rawRequest(
      "PUT",
      "/reviews/profile/reviews/:publicId",
      { params: { publicId }, upload },
      reviewer.csrfToken,
    );
    const { response: answer } = await sendFrom(reviewer, request);
    if (answer.statusCode !== 200)
      throw new Error(`editing a review: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
  }
  return own.length;
}

/** The searches that read what was written, each with the costliest text a search may be: a long word, or many. */
export function searchesOfWrites(db: Db, ids: SeededIds, chars: DistinctCharacters): Search[] {
  const widget = {
    platform: ids.store.platform,
    shop_domain: ids.store.domain,
    api_token: ids.store.token,
    json_request: "true",
  };
  // A product and its store the reviewer's rewritten reviews are about.
  const reviewed = db
    .prepare(
      `SELECT p.external_id, s.platform, s.domain, s.public_token FROM reviews r JOIN products p ON p.id = r.product_id
       JOIN shops s ON s.id = r.shop_id WHERE r.reviewer_id = (SELECT id FROM reviewers WHERE slug = ?)
         AND r.published = 1 AND r.deleted = 0 ORDER BY r.id LIMIT 1`,
    )
    .get(ids.reviewer.slug) as {
    external_id: string;
    platform: string;
    domain: string;
    public_token: string;
  };
  const reviewsWidget = {
    platform: reviewed.platform,
    shop_domain: reviewed.domain,
    api_token: reviewed.public_token,
    json_request: "true",
  };
  const searches: Search[] = [];
  for (const [kind, search] of [
    ["a long word", () => chars.run(200)],
    ["200 words", () => chars.words(200)],
  ] as const) {
    searches.push(
      {
        route: "GET /api/questions/questions_for_widget",
        what: `the product's questions, ${kind}`,
        request: { query: { ...widget, product_id: ids.product.externalId, search: search() } },
      },
      {
        route: "GET /api/questions/questions_for_widget",
        what: `the store's questions, ${kind}`,
        request: { query: { ...widget, search: search() } },
      },
      {
        route: "GET /api/v1/widgets/product_review",
        what: `the product's reviews, ${kind}`,
        request: { query: { ...reviewsWidget, external_id: reviewed.external_id, search: search() } },
      },
      {
        route: "GET /api/v1/widgets/all_reviews_page",
        what: `the store's reviews, ${kind}`,
        request: { query: { ...reviewsWidget, search: search() } },
      },
      {
        route: "GET /reviews/profile/:slug",
        what: `the public profile's reviews, ${kind}`,
        request: { params: { slug: ids.reviewer.slug }, query: { format: "json", search: search() } },
      },
      {
        route: "GET /reviews/users/:slug",
        what: `the private profile's reviews, ${kind}`,
        request: { params: { slug: ids.reviewer.slug }, query: { format: "json", search: search() } },
      },
    );
  }
  return searches;
}
