// An upload route reads multipart/form-data and nothing else. A JSON body shaped like an upload
// that was already read ({fields, files: [{path, head, …}]}) once made the host move a file of its
// own disk into a dispute and serve it back; now any other body is a 415 before the handler, and
// what the host read of an upload travels on the request (request.uploads), never in its body.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { databasePath } from "../../fixtures/host/db/database";
import { openDisputeId, rowCount } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { hostSession } from "../support/requests/http-client";

const test = suite("upload shapes");

const sha = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** The reviewer's first order, as the dispute form names it. */
async function ownOrder() {
  const { db } = await testHost();
  return db
    .prepare(
      `SELECT li.public_id, s.encoded_id shop FROM line_items li JOIN orders o ON o.id = li.order_id
       JOIN shops s ON s.id = o.shop_id WHERE o.reviewer_id = 1 ORDER BY li.id LIMIT 1`,
    )
    .get() as { public_id: string; shop: string };
}

test("a JSON body posing as an upload is a 415 on every upload route; no file of the host is read or moved", async () => {
  const { db, dataDir } = await testHost();
  const order = await ownOrder();
  assert.ok(order, "the reviewer has an order");
  const reviewer = await hostSession("reviewer");
  const dispute = openDisputeId(db);
  const review = db.prepare("SELECT public_id FROM reviews WHERE reviewer_id = 1 LIMIT 1").pluck().get();
  assert.ok(dispute && review, "the reviewer has an open dispute and a review");

  // A file of the host's own, in DATA_DIR beside the database, and the database itself.
  const secret = path.join(dataDir, "secret.txt");
  writeFileSync(secret, "the host's own file");
  const targets = [secret, databasePath(dataDir)];
  const before = sha(secret);
  const counts = () =>
    ["disputes", "dispute_messages", "dispute_files", "reviews"].map((table) => rowCount(db, table));
  const rowsBefore = counts();

  const disputeFields = {
    "dispute[shop_id]": [order.shop],
    "dispute[source_id]": [order.public_id],
    "dispute[dispute_type]": ["item_not_received"],
    "dispute[description]": ["Never came."],
    "dispute[desired_outcome_type]": ["refund"],
  };
  const reviewFields = {
    rating: ["5"],
    title: ["Great"],
    body: ["A review long enough to be a review, truly."],
  };
  const routes: [string, string, Record<string, string[]>, string][] = [
    ["POST", "/reviews/profile/disputes", disputeFields, "dispute[files][]"],
    [
      "POST",
      `/reviews/profile/disputes/${dispute}/messages`,
      { "message[body]": ["Here."] },
      "message[files][]",
    ],
    [
      "POST",
      "/reviews/profile/reviews",
      { ...reviewFields, line_item_public_id: [order.public_id] },
      "photos[]",
    ],
    ["PUT", `/reviews/profile/reviews/${review}`, reviewFields, "photos[]"],
  ];
  for (const [method, url, fields, field] of routes) {
    for (const file of targets) {
      const posing = {
        fields,
        files: [{ field, filename: "a.pdf", path: file, size: 5, head: [37, 80, 68, 70, 45] }],
      };
      const response = await reviewer.request(method as "POST", url, posing);
      assert.is(response.statusCode, 415, `${method} ${url}: ${response.body}`);
      assert.ok(JSON.parse(response.body).error, "a JSON error");
    }
  }
  assert.is(sha(secret), before, "the host's file is where it was, unchanged");
  assert.ok(existsSync(databasePath(dataDir)), "the database is where it was");
  assert.equal(counts(), rowsBefore, "nothing written");
});

test("a form post that is not multipart (urlencoded) is a 415 on an upload route", async () => {
  const reviewer = await hostSession("reviewer");
  const response = await reviewer.visitor.request({
    method: "POST",
    url: "/reviews/profile/reviews",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-csrf-token": reviewer.visitor.csrfToken,
    },
    payload: "fields=x&files=y",
  });
  assert.is(response.statusCode, 415);
});

test.run();
