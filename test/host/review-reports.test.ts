// Reporting a review and the arbitrator's reports: a signed-in reader reports someone else's
// public review once while the report is open; only arbitrators list, read and decide; hiding takes
// the review out of every public place and its product's and store's numbers in one transaction,
// and its author sees why. Refusals (guest, no CSRF, own review, junk) write nothing; no answer
// names who reported.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { PrivateProfileResponse, PublicProfileResponse } from "../../src/api/contract/profile";
import type { ReportDetail, ReportListResponse, ReportPageResponse } from "../../src/api/contract/report";
import type { Review, WidgetData } from "../../src/api/contract/review";
import { REPORT_NOTE_MAX } from "../../src/lib/review-reports";
import {
  letSignInAs,
  productReviewsCount,
  publishedReviewOf,
  reviewerSlug,
  reviewHiddenAt,
  rowCount,
  shopReviewsCount,
} from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { hostSession } from "../support/requests/http-client";

const test = suite("review reports");

interface Target {
  id: number;
  public_id: string;
  product_id: number;
  shop_id: number;
  reviewer_id: number;
  rating: number;
}

/** A public product review nobody has reported, by someone other than the seeded accounts (each call a new one). */
async function unreported(offset = 0): Promise<Target> {
  const { db } = await testHost();
  return db
    .prepare(
      `SELECT id, public_id, product_id, shop_id, reviewer_id, rating FROM reviews r
       WHERE published = 1 AND deleted = 0 AND hidden_at IS NULL AND product_id IS NOT NULL AND reviewer_id > 2
         AND NOT EXISTS (SELECT 1 FROM review_reports WHERE review_id = r.id)
       ORDER BY id DESC LIMIT 1 OFFSET ?`,
    )
    .get(offset) as Target;
}

const reportsOf = async (reviewId: number) =>
  (await testHost()).db
    .prepare("SELECT count(*) FROM review_reports WHERE review_id = ?")
    .pluck()
    .get(reviewId) as number;

const reportUrl = (publicId: string) => `/reviews/${publicId}/reports`;

test("a reader reports someone else's review: 201 once; a second report while it is open is a 409", async () => {
  const { request } = await hostSession("reviewer");
  const target = await unreported(0);
  const first = await request("POST", reportUrl(target.public_id), { reason: "spam", note: "Copied text." });
  assert.is(first.statusCode, 201, first.body);
  const again = await request("POST", reportUrl(target.public_id), { reason: "offensive", note: "" });
  assert.is(again.statusCode, 409);
  assert.match(again.json().error, "already reported");
  assert.is(await reportsOf(target.id), 1);
});

test("twenty reports at once by one reader make one report", async () => {
  const { request } = await hostSession("reviewer");
  const target = await unreported(1);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => request("POST", reportUrl(target.public_id), { reason: "spam" })),
  );
  const codes = answers.map((a) => a.statusCode).sort();
  assert.equal(codes, [201, ...Array(19).fill(409)]);
  assert.is(await reportsOf(target.id), 1);
});

test("refused, nothing written: guest, no CSRF token, own review, unknown or hidden review, junk", async () => {
  const { db } = await testHost();
  const reader = await hostSession("reviewer");
  const guest = await hostSession();
  const target = await unreported(2);
  const own = publishedReviewOf(db);
  const unpublished = db
    .prepare("SELECT public_id FROM reviews WHERE reviewer_id > 2 AND published = 0 LIMIT 1")
    .pluck()
    .get() as string;
  const before = rowCount(db, "review_reports");
  const url = reportUrl(target.public_id);
  const cases: [string, Promise<{ statusCode: number }>, number][] = [
    ["guest", guest.request("POST", url, { reason: "spam" }), 401],
    ["no CSRF token", reader.request("POST", url, { reason: "spam" }, { csrf: false }), 403],
    ["own review", reader.request("POST", reportUrl(own), { reason: "spam" }), 403],
    ["unknown review", reader.request("POST", reportUrl("nope"), { reason: "spam" }), 404],
    ["unpublished review", reader.request("POST", reportUrl(unpublished), { reason: "spam" }), 404],
    ["unknown reason", reader.request("POST", url, { reason: "boring" }), 400],
    ["no reason", reader.request("POST", url, { note: "x" }), 400],
    ["reason not text", reader.request("POST", url, { reason: ["spam"] }), 400],
    [
      "overlong note",
      reader.request("POST", url, { reason: "spam", note: "x".repeat(REPORT_NOTE_MAX + 1) }),
      400,
    ],
    ["note not text", reader.request("POST", url, { reason: "spam", note: 5 }), 400],
    ["control characters", reader.request("POST", url, { reason: "spam", note: "a\u0000b" }), 400],
    ["another field", reader.request("POST", url, { reason: "spam", reporter: 9 }), 400],
    ["a null note", reader.request("POST", url, { reason: "spam", note: null }), 400],
    ["a query parameter", reader.request("POST", `${url}?source=widget`, { reason: "spam" }), 400],
    ["not an object", reader.request("POST", url, ["spam"]), 400],
  ];
  for (const [why, answer, status] of cases) assert.is((await answer).statusCode, status, why);
  assert.is(rowCount(db, "review_reports"), before);
});

test("only arbitrators list, read and decide reports: a reviewer gets 403, a guest 401", async () => {
  const { db } = await testHost();
  const reported = db
    .prepare(
      "SELECT r.public_id FROM review_reports x JOIN reviews r ON r.id = x.review_id WHERE x.status = 'open' LIMIT 1",
    )
    .pluck()
    .get() as string;
  for (const who of ["reviewer", undefined] as const) {
    const { request } = await hostSession(who);
    const status = who ? 403 : 401;
    assert.is(
      (await request("GET", "/reviews/arbitrator/reports?format=json")).statusCode,
      status,
      `${who} page`,
    );
    assert.is(
      (await request("GET", `/reviews/arbitrator/reports/${reported}?format=json`)).statusCode,
      status,
    );
    const decision = await request("POST", `/reviews/arbitrator/reports/${reported}/decision`, {
      decision: "hide",
      note: "No.",
    });
    assert.is(decision.statusCode, status, `${who} decision`);
    const junk = await request("POST", `/reviews/arbitrator/reports/${reported}/decision`, ["hide"]);
    assert.is(junk.statusCode, status, `${who} decision, whatever it sends`);
  }
  assert.is(db.prepare("SELECT hidden_at FROM reviews WHERE public_id = ?").pluck().get(reported), null);
});

test("the arbitrator's list: seeded open reports, filters by reason and status, paged; junk is a 400; never a reporter", async () => {
  const { request } = await hostSession("arbitrator");
  const all = (await request("GET", "/reviews/arbitrator/reports?format=json")).json() as ReportListResponse;
  assert.ok(all.reports.length > 0 && all.total_results >= all.reports.length);
  assert.is(all.reports[0]?.status, "open", "open reports first");
  const open = (
    await request("GET", "/reviews/arbitrator/reports?format=json&status=open")
  ).json() as ReportListResponse;
  assert.ok(open.reports.length > 0);
  assert.ok(open.reports.every((r) => r.status === "open"));
  const kept = (
    await request("GET", "/reviews/arbitrator/reports?format=json&status=kept")
  ).json() as ReportListResponse;
  assert.ok(kept.reports.length > 0, "the seed has decided reports");
  assert.ok(kept.reports.every((r) => r.status === "kept"));
  const reason = open.reports[0]?.reasons[0] as string;
  const byReason = (
    await request("GET", `/reviews/arbitrator/reports?format=json&reason=${reason}`)
  ).json() as ReportListResponse;
  assert.ok(byReason.reports.length > 0);
  assert.ok(byReason.reports.every((r) => r.reasons.includes(reason as never)));
  const far = (
    await request("GET", "/reviews/arbitrator/reports?format=json&page=500")
  ).json() as ReportListResponse;
  assert.equal([far.page, far.reports], [500, []]);
  for (const junk of ["reason=boring", "status=closed", "page=0", "page=x", "reason=spam&reason=other"])
    assert.is(
      (await request("GET", `/reviews/arbitrator/reports?format=json&${junk}`)).statusCode,
      400,
      junk,
    );
  assert.is(
    (await request("GET", "/reviews/arbitrator/reports.json")).statusCode,
    404,
    "one address for the list: the page's JSON",
  );
  const page = (
    await request("GET", `${open.reports[0]?.internal_path}?format=json`)
  ).json() as ReportPageResponse;
  assert.ok(page.report.reasons.length > 0);
  const text = JSON.stringify([all, page]);
  for (const secret of ["reporter", "email", "arbitrator_id"]) assert.not.match(text, secret);
  assert.is((await request("GET", "/reviews/arbitrator/reports/nope?format=json")).statusCode, 404);
});

test("hiding a review takes it out of the product's reviews, count, rating and histogram and the public profile; its author sees why", async () => {
  const { db } = await testHost();
  const arbitrator = await hostSession("arbitrator");
  const reader = await hostSession("reviewer");
  const guest = await hostSession();
  const target = await unreported(3);
  const product = db
    .prepare(
      `SELECT p.external_id, p.reviews_count, s.platform, s.domain, s.public_token FROM products p
       JOIN shops s ON s.id = p.shop_id WHERE p.id = ?`,
    )
    .get(target.product_id) as {
    external_id: string;
    reviews_count: number;
    platform: string;
    domain: string;
    public_token: string;
  };
  const widget = async () =>
    (
      await guest.request(
        "GET",
        `/api/v1/widgets/product_review?platform=${product.platform}&shop_domain=${product.domain}&api_token=${product.public_token}&external_id=${product.external_id}&per_page=50`,
      )
    ).json() as WidgetData;
  const author = reviewerSlug(db, target.reviewer_id);
  const profileTotal = async () =>
    ((await guest.request("GET", `/reviews/profile/${author}?format=json`)).json() as PublicProfileResponse)
      .extra_data.reviews_data.total_reviews_count;
  const shopCount = () => shopReviewsCount(db, target.shop_id);

  const before = await widget();
  const [profileBefore, shopBefore] = [await profileTotal(), shopCount()];
  assert.ok(
    before.reviews.some((r) => r.public_id === target.public_id),
    "the review shows at first",
  );
  assert.is(
    (await reader.request("POST", reportUrl(target.public_id), { reason: "offensive", note: "Insults." }))
      .statusCode,
    201,
  );

  const decide = (body: unknown) =>
    arbitrator.request("POST", `/reviews/arbitrator/reports/${target.public_id}/decision`, body);
  assert.is((await decide({ decision: "hide", note: "" })).statusCode, 400, "hiding needs a note");
  assert.is((await decide({ decision: "delete", note: "x" })).statusCode, 400);
  assert.is((await decide({ decision: "hide", note: "x".repeat(REPORT_NOTE_MAX + 1) })).statusCode, 400);
  assert.is(
    (
      await arbitrator.request(
        "POST",
        `/reviews/arbitrator/reports/${target.public_id}/decision`,
        { decision: "hide", note: "x" },
        { csrf: false },
      )
    ).statusCode,
    403,
  );
  assert.is(reviewHiddenAt(db, target.id), null, "nothing written");

  const hidden = await decide({ decision: "hide", note: "It insults a named person." });
  assert.is(hidden.statusCode, 201, hidden.body);
  const detail = hidden.json().report as ReportDetail;
  assert.is(detail.status, "hidden");
  assert.equal(detail.reasons, [{ reason: "offensive", count: 1 }]);
  assert.is((await decide({ decision: "keep", note: "" })).statusCode, 409, "decided once");

  const after = await widget();
  assert.not.ok(
    after.reviews.some((r) => r.public_id === target.public_id),
    "gone from the product's reviews",
  );
  assert.is(after.number_of_reviews, before.number_of_reviews - 1);
  const rating = String(target.rating) as keyof WidgetData["rating_histogram_data"];
  assert.is(after.rating_histogram_data[rating], before.rating_histogram_data[rating] - 1);
  assert.is(productReviewsCount(db, target.product_id), product.reviews_count - 1);
  assert.is(shopCount(), shopBefore - 1);
  assert.is(await profileTotal(), profileBefore - 1);
  assert.is(
    (await reader.request("POST", reportUrl(target.public_id), { reason: "spam" })).statusCode,
    404,
    "no more reports",
  );

  // Its author, signed in, sees it hidden by the marketplace with the note.
  letSignInAs(db, target.reviewer_id, "hidden-author@example.com");
  const owner = await hostSession();
  await owner.visitor.postLogin({ email: "hidden-author@example.com", password: "reviewer" });
  await owner.visitor.get("/reviews");
  let mine: Review | undefined;
  for (let page = 1; !mine && page <= 30; page++) {
    const own = (
      await owner.request("GET", `/reviews/users/${author}?format=json&page=${page}`)
    ).json() as PrivateProfileResponse;
    if (!own.reviews?.length) break;
    mine = own.reviews.find((r) => r.public_id === target.public_id);
  }
  assert.ok(mine, "the author still lists it");
  assert.equal(mine.hidden_by_marketplace?.note, "It insults a named person.");
});

test("keeping a review closes its open reports and changes nothing public; a new report opens it again", async () => {
  const arbitrator = await hostSession("arbitrator");
  const reader = await hostSession("reviewer");
  const target = await unreported(4);
  assert.is((await reader.request("POST", reportUrl(target.public_id), { reason: "other" })).statusCode, 201);
  const kept = await arbitrator.request("POST", `/reviews/arbitrator/reports/${target.public_id}/decision`, {
    decision: "keep",
    note: "",
  });
  assert.is(kept.statusCode, 201, kept.body);
  assert.is((kept.json().report as ReportDetail).status, "kept");
  assert.is(reviewHiddenAt((await testHost()).db, target.id), null);
  assert.is((await reader.request("POST", reportUrl(target.public_id), { reason: "spam" })).statusCode, 201);
  const page = (
    await arbitrator.request("GET", `/reviews/arbitrator/reports/${target.public_id}?format=json`)
  ).json() as ReportPageResponse;
  assert.is(page.report.status, "open");
});

test.run();
