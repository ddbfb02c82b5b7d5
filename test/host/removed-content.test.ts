// Removed content leaves at once: a review an arbitrator hides is gone from the home page's
// featured carousel at the next request, though the worker keeps carousel answers for 120 s.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { CarouselResponses } from "../../src/api/contract/home";
import { hostSession } from "../support/requests/http-client";

const test = suite("removed content");

test("a review hidden by an arbitrator leaves the featured carousel at the next request", async () => {
  const guest = await hostSession();
  const reader = await hostSession("reviewer");
  const arbitrator = await hostSession("arbitrator");
  const { db } = guest.host;
  const featured = async () => {
    const answer = await guest.request("GET", "/reviews/carousels.json?q=featured_review&country=*");
    assert.is(answer.statusCode, 200);
    return (answer.json() as CarouselResponses["featured_review"]).featured_reviews.map((r) => r.review_uuid);
  };
  const shown = await featured();
  assert.equal(await featured(), shown, "the answer is kept");
  // A featured review by neither seeded account: the reader may report it, the arbitrator decide.
  const uuids = JSON.stringify(shown);
  const target = db
    .prepare(
      "SELECT uuid, public_id FROM reviews WHERE uuid IN (SELECT value FROM json_each(?)) AND reviewer_id > 2 LIMIT 1",
    )
    .get(uuids) as { uuid: string; public_id: string };
  assert.ok(target, "the carousel shows someone else's review");

  const report = await reader.request("POST", `/reviews/${target.public_id}/reports`, {
    reason: "offensive",
  });
  assert.is(report.statusCode, 201, report.body);
  const hide = await arbitrator.request("POST", `/reviews/arbitrator/reports/${target.public_id}/decision`, {
    decision: "hide",
    note: "Insults another shopper.",
  });
  assert.is(hide.statusCode, 201, hide.body);

  const after = await featured();
  assert.not.ok(after.includes(target.uuid), "the hidden review is gone at the next request");
  const others = shown.filter((uuid) => uuid !== target.uuid);
  assert.equal(after.slice(0, others.length), others, "the others stay, in their order");
});

test.run();
