// Who may do what: a reviewer on another reviewer's data, the arbitrator, a guest. Each refusal
// shows none of the data it guards and writes nothing.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { testHost } from "../support/hosts/test-host";
import { Visitor } from "../support/requests/http-client";

const test = suite("access");

interface DisputeRow {
  encoded_id: string;
  description: string;
  reviewer_id: number;
}

/** One dispute of the seeded reviewer (id 1) and one of somebody else. */
async function disputes(): Promise<{ own: DisputeRow; others: DisputeRow }> {
  const { db } = await testHost();
  const one = (where: string) =>
    db
      .prepare(`SELECT encoded_id, description, reviewer_id FROM disputes WHERE ${where} LIMIT 1`)
      .get() as DisputeRow;
  const own = one("reviewer_id = 1");
  const others = one("reviewer_id NOT IN (1, 2)");
  assert.ok(own && others, "the seed has disputes of both");
  return { own, others };
}

async function visitor(as?: "reviewer" | "arbitrator"): Promise<Visitor> {
  const v = new Visitor((await testHost()).app);
  if (as) await v.signIn(as);
  else await v.get("/reviews");
  return v;
}

const disputePath = (id: string) => `/reviews/profile/disputes/${id}`;
const arbitratorPath = (id: string) => `/reviews/arbitrator/${id}`;

test("a reviewer opens their own dispute, never another reviewer's (page or JSON)", async () => {
  const { own, others } = await disputes();
  const reviewer = await visitor("reviewer");
  const mine = await reviewer.get(`${disputePath(own.encoded_id)}?format=json`);
  assert.is(mine.statusCode, 200);
  assert.is(JSON.parse(mine.body).dispute.id, own.encoded_id);

  for (const url of [`${disputePath(others.encoded_id)}?format=json`, disputePath(others.encoded_id)]) {
    const response = await reviewer.get(url);
    assert.is(response.statusCode, 404, url);
    assert.not.ok(response.body.includes(others.description), `${url} shows the other reviewer's dispute`);
  }
});

test("only the arbitrator opens the arbitrator's pages; on the reviewer's pages they are nobody special", async () => {
  const { own, others } = await disputes();
  const reviewer = await visitor("reviewer");
  for (const url of ["/reviews/arbitrator?format=json", `${arbitratorPath(others.encoded_id)}?format=json`]) {
    const response = await reviewer.get(url);
    assert.is(response.statusCode, 403, url);
    assert.not.ok(response.body.includes(others.description), url);
  }

  const arbitrator = await visitor("arbitrator");
  for (const dispute of [own, others]) {
    const response = await arbitrator.get(`${arbitratorPath(dispute.encoded_id)}?format=json`);
    assert.is(response.statusCode, 200);
    assert.is(JSON.parse(response.body).dispute.description, dispute.description);
  }
  // the reviewer's own dispute page is for its owner, not for the arbitrator
  const notTheirs = await arbitrator.get(`${disputePath(own.encoded_id)}?format=json`);
  assert.is(notTheirs.statusCode, 404);
  assert.not.ok(notTheirs.body.includes(own.description));
});

test("a guest is sent to sign in from every private page and sees none of its data", async () => {
  const { own } = await disputes();
  const guest = await visitor();
  for (const path of [
    disputePath(own.encoded_id),
    arbitratorPath(own.encoded_id),
    "/reviews/arbitrator",
    "/reviews/following",
    "/reviews/write-review",
    "/reviews/profile/edit",
  ]) {
    const json = await guest.get(`${path}?format=json`);
    assert.is(json.statusCode, 401, path);
    assert.not.ok(json.body.includes(own.description), path);
    const page = await guest.get(path);
    assert.is(page.statusCode, 302, path);
    assert.is(page.headers.location, `/login?return_to=${encodeURIComponent(path)}`);
  }
});

test("writes act on the signed-in reviewer only: nobody else's row, and not a guest's", async () => {
  const { db } = await testHost();
  const row = (id: number) =>
    db.prepare("SELECT rs_currency, rs_country, tos_accepted_at FROM reviewers WHERE id = ?").get(id);
  const other = db.prepare("SELECT id FROM reviewers WHERE id NOT IN (1, 2) LIMIT 1").pluck().get() as number;
  const before = [row(1), row(other)];

  const reviewer = await visitor("reviewer");
  const put = await reviewer.send("PUT", `/reviews/profile/reviewers/${other}`, {
    reviewer: { rs_currency: "JPY" },
  });
  assert.is(put.statusCode, 404);
  const guest = await visitor();
  assert.is(
    (await guest.send("PUT", "/reviews/profile/reviewers/0", { reviewer: { rs_currency: "JPY" } }))
      .statusCode,
    401,
  );
  assert.is(
    (await guest.send("POST", "/reviews/profile/accept_tos", { reviewer_name: "Guest" })).statusCode,
    401,
  );
  assert.equal([row(1), row(other)], before, "nothing was written");
});

test.run();
