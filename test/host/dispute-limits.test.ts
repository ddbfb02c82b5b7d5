// What one reviewer may open and keep in disputes: one open dispute per order (more goes into it
// as messages), decided once for two sent at once on two workers; their files within a quota.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Db } from "../../fixtures/host/db/database";
import { DISPUTE_FILES_QUOTA_BYTES } from "../../fixtures/host/disputes/storage-quota";
import { buildHost } from "../../fixtures/host/server";
import { type DisputableItem, lineItemsWithoutOpenDispute } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { disputeFields } from "../support/journeys/dispute-form";
import { Visitor } from "../support/requests/http-client";
import { type FormFile, multipartForm } from "../support/requests/multipart-form";
import { PNG_1PX } from "../support/requests/review-upload";

const test = suite("dispute limits");

type Order = DisputableItem;

const disputesAbout = (db: Db, order: Order) =>
  db.prepare("SELECT count(*) FROM disputes WHERE line_item_id = ?").pluck().get(order.id) as number;

async function openDispute(v: Visitor, order: Order, files: FormFile[] = []) {
  return v.sendForm(
    "/reviews/profile/disputes",
    multipartForm(disputeFields(order, { desired_outcome_description: "" }), files),
  );
}

async function signedIn(app?: FastifyInstance, as: "reviewer" | "arbitrator" = "reviewer") {
  const visitor = new Visitor(app ?? (await testHost()).app);
  await visitor.signIn(as);
  return visitor;
}

test("one open dispute per order: a second about it is a 409 naming why, writing nothing; once decided, a new one may be opened", async () => {
  const { db } = await testHost();
  const [order, other] = lineItemsWithoutOpenDispute(db);
  assert.ok(order && other, "the seeded reviewer has orders without an open dispute");
  const jamie = await signedIn();
  const before = disputesAbout(db, order);
  const first = await openDispute(jamie, order);
  assert.is(first.statusCode, 201);
  const second = await openDispute(jamie, order);
  assert.is(second.statusCode, 409);
  assert.equal(second.json(), {
    error: "You already have an open dispute about this order: add a message to it instead.",
    field: "source_id",
  });
  assert.is(disputesAbout(db, order), before + 1, "nothing written");
  assert.is((await openDispute(jamie, other)).statusCode, 201, "another order is another matter");

  const alex = await signedIn(undefined, "arbitrator");
  const decided = await alex.send("POST", `/reviews/arbitrator/${first.json().dispute.id}/decision`, {
    decision: { outcome: "rejected", note: "No case." },
  });
  assert.is(decided.statusCode, 201);
  assert.is((await openDispute(jamie, order)).statusCode, 201, "a decided dispute leaves the order free");
});

test("two disputes about one order sent at once, on two workers, make one", async () => {
  const { db, dataDir } = await testHost();
  const order = lineItemsWithoutOpenDispute(db)[0] as Order;
  const before = disputesAbout(db, order);
  const second = buildHost({ dataDir, rateLimits: false });
  try {
    const workers = [await signedIn(), await signedIn(second.app)];
    // A picture each: both are encoded before either is kept, so both pass the first check.
    const picture: FormFile = {
      field: "dispute[files][]",
      name: "photo.png",
      data: PNG_1PX,
      type: "image/png",
    };
    const answers = await Promise.all(workers.map((v) => openDispute(v, order, [picture])));
    assert.equal(answers.map((a) => a.statusCode).sort(), [201, 409]);
    assert.is(disputesAbout(db, order), before + 1);
  } finally {
    await second.app.close();
  }
});

test("dispute files stay within a quota per account: an upload past it is a 413 that says so and writes nothing; words still go", async () => {
  const { db, dataDir } = await testHost();
  const jamie = await signedIn();
  const dispute = db
    .prepare("SELECT id, encoded_id FROM disputes WHERE reviewer_id = 1 AND status = 'open' LIMIT 1")
    .get() as { id: number; encoded_id: string };
  // What the account keeps already: all but a few bytes of its quota.
  const filler = db
    .prepare(
      `INSERT INTO dispute_files (encoded_id, dispute_id, message_id, name, content_type, size, stored_name, created_at)
       VALUES ('fquota', ?, NULL, 'scan.pdf', 'application/pdf', ?, ?, '2024-01-01T00:00:00.000Z')`,
    )
    .run(dispute.id, DISPUTE_FILES_QUOTA_BYTES - 10, "0".repeat(32)).lastInsertRowid;
  const stored = () => {
    const dir = path.join(dataDir, "dispute-files");
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };
  const rows = () =>
    db
      .prepare("SELECT (SELECT count(*) FROM dispute_messages) + (SELECT count(*) FROM disputes)")
      .pluck()
      .get();
  const picture: FormFile = { field: "message[files][]", name: "scan.png", data: PNG_1PX, type: "image/png" };
  const message = async (files: FormFile[]) => {
    return jamie.sendForm(
      `/reviews/profile/disputes/${dispute.encoded_id}/messages`,
      multipartForm({ "message[body]": "The depot's scan." }, files),
    );
  };
  const [filesBefore, rowsBefore] = [stored(), rows()];
  const refused = await message([picture]);
  assert.is(refused.statusCode, 413);
  assert.equal(refused.json(), {
    error:
      "These files would take your dispute files past the 100 MB an account may keep (yours take 100 MB). " +
      "Send smaller files, or write without them.",
    field: "files",
  });
  const order = lineItemsWithoutOpenDispute(db)[0] as Order;
  const withFile = await openDispute(jamie, order, [{ ...picture, field: "dispute[files][]" }]);
  assert.is(withFile.statusCode, 413, "a new dispute's files count too");
  assert.equal([stored(), rows()], [filesBefore, rowsBefore], "nothing written");

  assert.is((await message([])).statusCode, 201, "a message without files still goes");
  db.prepare("DELETE FROM dispute_files WHERE id = ?").run(filler);
  assert.is((await message([picture])).statusCode, 201, "within the quota, the same file is kept");
});

test.run();
