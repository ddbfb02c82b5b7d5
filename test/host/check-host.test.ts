// npm run check-host against the reference host and against hosts that break the contract one way
// each (support/broken-host.ts, in front of the same reference host): the reference host keeps
// every rule, every GET of the contract is asked with real ids (but the one that needs an upload),
// and --writes leaves the account as it was; each broken host fails with its deviation named, and
// nothing else; the command prints the deviation and exits 1.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { buildHost } from "../../fixtures/host/server";
import { CONTRACT_ROUTES } from "../../src/api/contract/routes";
import { checkHost } from "../../src/check-host/check-host";
import { deviationLine } from "../../src/check-host/report-lines";
import { type Break, brokenHost } from "../support/broken-host";
import { seededDataDir } from "../support/seeded-data";
import { onTeardown } from "../teardown";

const test = suite("check-host");

const { reviewer, arbitrator } = SEEDED_ACCOUNTS;

/**
 * The reference host, once for the file: without the test host's server-rendered pages, which the
 * checker reads only for their CSRF token and which would cost a render each.
 */
let started: ReturnType<typeof startHost> | null = null;
async function startHost() {
  const { app, db } = buildHost({ dataDir: seededDataDir(), rateLimits: false });
  onTeardown(async () => {
    started = null;
    await app.close();
  });
  return { url: await app.listen({ port: 0, host: "127.0.0.1" }), db };
}
const referenceHost = () => (started ??= startHost());

/** The rows --writes touches: the reviewer's follows and helpful votes. */
const written = (db: Awaited<ReturnType<typeof startHost>>["db"]) =>
  ["follows", "review_votes", "answer_votes"].map((table) =>
    db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3`).all(),
  );

test("the reference host keeps the contract: every GET asked, every rule kept, --writes undone", async () => {
  const { url, db } = await referenceHost();
  const before = written(db);
  const report = await checkHost({ base: url, reviewers: [reviewer], arbitrator, writes: true });
  assert.equal(report.deviations.map(deviationLine), []);
  assert.equal(report.unreached, [
    {
      key: "GET /reviews/profile/review-photos/:id",
      why: "needs a photo the reviewer uploaded before its review (the checker uploads none)",
    },
  ]);
  const gets = [...CONTRACT_ROUTES.keys()].filter((key) => key.startsWith("GET "));
  assert.is(report.reached.size, gets.length - 1, "every other GET of the contract asked");
  assert.ok(report.requests > 250, `requests sent (${report.requests})`);
  assert.equal(written(db), before, "what --writes wrote is undone");
});

/** The deviations check-host finds on a host broken by `broken`, as a guest. */
async function deviationsOf(broken: Break): Promise<string[]> {
  const { url } = await referenceHost();
  const report = await checkHost({ base: await brokenHost(url, broken) });
  return report.deviations.map(deviationLine);
}

test("a renamed field is named where it is, what the contract wants and what came", async () => {
  const lines = await deviationsOf("renamed field");
  assert.ok(lines.length > 0, "deviations found");
  for (const line of lines)
    assert.match(
      line,
      /^GET \/api\/v1\/widgets\/product_review\?\S+ \(guest\) {2}reviews\[\d+\]\.(title: wants the field \(the contract requires it\), came nothing|titel: wants no such field \(the contract names none\), came ")/,
    );
  assert.ok(lines.some((line) => line.includes("reviews[0].title: wants the field")));
  assert.ok(lines.some((line) => line.includes("reviews[0].titel: wants no such field")));
});

test("a 500 to a junk parameter is named, with the parameter", async () => {
  assert.equal(
    (await deviationsOf("500 to a junk parameter")).map((line) => line.replace(/\?\S+/, "?…")),
    [
      "GET /reviews/search.json?… (guest)  status (a junk value of 'min_rating'): wants 400, came 500 \"Internal Server Error\"",
    ],
  );
});

/** What a host that takes POST /reviews/click without its token answers the checker's empty body. */
const CSRF_DEVIATION = `POST /reviews/click (guest, no token)  status (a write without its CSRF token): wants 403 or 422, came 400 "Please fill this in."`;

test("a write taken without its CSRF token is named: the command prints the deviation and a summary, and exits 1", async () => {
  const { url } = await referenceHost();
  const broken = await brokenHost(url, "write without its token");
  // Not spawnSync: the hosts it asks answer from this process.
  const run = await promisify(execFile)(process.execPath, [
    "--import",
    "tsx",
    "src/check-host/cli.ts",
    broken,
  ]).then(
    () => ({ code: 0, stdout: "" }),
    (error: { code: number; stdout: string }) => error,
  );
  assert.is(run.code, 1);
  const lines = run.stdout.trim().split("\n");
  assert.equal(
    lines.filter((line) => !line.startsWith("not reached: ")).slice(0, -1),
    [CSRF_DEVIATION],
    run.stdout,
  );
  assert.ok(lines.includes("not reached: GET /reviews/me.json: no reviewer signed in (--reviewer)"));
  assert.match(
    lines.at(-1) ?? "",
    /^1 deviation; \d+ GET routes of the contract checked, \d+ not reached; \d+ requests$/,
  );
});

test.run();
