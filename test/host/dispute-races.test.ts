// Decisions racing each other on one dispute, across two host workers over the same database:
// exactly one decision wins (201), the other gets a 409.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { buildHost } from "../../fixtures/host/server";
import { testHost } from "../support/hosts/test-host";
import { Visitor } from "../support/requests/http-client";

const test = suite("dispute races");

async function arbitratorOn(app: ReturnType<typeof buildHost>["app"]) {
  const visitor = new Visitor(app);
  const login = await visitor.signIn("arbitrator");
  assert.is(login.statusCode, 303);
  return (url: string, body: unknown) =>
    visitor.request({
      method: "POST",
      url,
      headers: { "x-csrf-token": visitor.csrfToken, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
}

const openDisputes = async () => {
  const { db } = await testHost();
  return db
    .prepare("SELECT encoded_id FROM disputes WHERE status IN ('open', 'in_review') ORDER BY id")
    .pluck()
    .all() as string[];
};

test("two arbitrators on two workers decide one dispute at once: one 201, one 409, one decision", async () => {
  const { app: first, db } = await testHost();
  const { app: second } = buildHost({ dataDir: (await testHost()).dataDir });
  try {
    const [a, b] = [await arbitratorOn(first), await arbitratorOn(second)];
    const disputes = (await openDisputes()).slice(0, 5);
    assert.ok(disputes.length > 0, "the seed has open disputes");
    for (const id of disputes) {
      const url = `/reviews/arbitrator/${id}/decision`;
      const answers = await Promise.all([
        a(url, { decision: { outcome: "in_favour_of_reviewer", note: "Refund." } }),
        b(url, { decision: { outcome: "rejected", note: "No case." } }),
      ]);
      assert.equal(answers.map((r) => r.statusCode).sort(), [201, 409], id);
      const decisions = db
        .prepare(
          "SELECT count(*) FROM dispute_messages m JOIN disputes d ON d.id = m.dispute_id WHERE d.encoded_id = ? AND m.kind = 'decision'",
        )
        .pluck()
        .get(id);
      assert.is(decisions, 1, `${id}: one decision recorded`);
    }
  } finally {
    await second.close();
  }
});

test.run();
