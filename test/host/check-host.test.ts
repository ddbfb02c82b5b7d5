// npm run check-host against the reference host and against hosts that break the contract one way
// each (support/hosts/broken-host.ts, in front of the same reference host): the reference host keeps
// every rule, signed in as two reviewers and the arbitrator, every GET of the contract is asked
// with real ids (but the one that needs an upload), and --writes leaves the account as it was,
// all through Stoplight Prism's validating proxy, which finds every answer as the OpenAPI document
// (dist/openapi.json) describes it (support/hosts/validating-proxy.ts);
// mounted under a path, it is checked there. Each broken host fails with its deviation named, and
// nothing else; the command prints the deviation (or its JSON report) and exits 1.
import { execFile } from "node:child_process";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { buildHost } from "../../fixtures/host/server";
import { CONTRACT_ROUTES } from "../../src/api/contract/routes";
import { type CheckOptions, checkHost } from "../../src/check-host/check-host";
import { deviationLine, reportLines } from "../../src/check-host/report-lines";
import { seededDataDir } from "../support/data/seeded-marketplace";
import { letSecondReviewerSignIn, SECOND_REVIEWER } from "../support/data/seeded-queries";
import { type Break, brokenHost, mountedHost } from "../support/hosts/broken-host";
import { disagreements, validatingProxy } from "../support/hosts/validating-proxy";
import { onTeardown } from "../teardown";

const test = suite("check-host");

const { reviewer, arbitrator } = SEEDED_ACCOUNTS;

/**
 * The reference host, once for the file: without the test host's server-rendered pages, which the
 * checker reads only for their CSRF token and which would cost a render each; a second reviewer
 * may sign in.
 */
let started: ReturnType<typeof startHost> | null = null;
async function startHost() {
  const { app, db } = buildHost({ dataDir: seededDataDir(), rateLimits: false });
  onTeardown(async () => {
    started = null;
    await app.close();
  });
  letSecondReviewerSignIn(db);
  return { url: await app.listen({ port: 0, host: "127.0.0.1" }), db };
}
const referenceHost = () => (started ??= startHost());

/** The rows --writes touches: the reviewer's follows and helpful votes. */
const written = (db: Awaited<ReturnType<typeof startHost>>["db"]) =>
  ["follows", "review_votes", "answer_votes"].map((table) =>
    db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3`).all(),
  );

test("the reference host keeps the contract: every GET asked, every rule kept, --writes undone, and Stoplight Prism's validating proxy in front of it finds no answer off the contract", async () => {
  const { url, db } = await referenceHost();
  const before = written(db);
  const prism = await validatingProxy(url);
  const report = await checkHost({
    base: prism.url,
    reviewers: [reviewer, SECOND_REVIEWER],
    arbitrator,
    writes: true,
  });
  assert.equal(report.deviations.map(deviationLine), []);
  assert.equal(report.unreached, [
    {
      key: "GET /reviews/profile/review-photos/:id",
      why: "needs a photo the reviewer uploaded before its review (the checker uploads none)",
    },
  ]);
  const gets = [...CONTRACT_ROUTES.keys()].filter((key) => key.startsWith("GET "));
  assert.is(report.reached.size, gets.length - 1, "every other GET of the contract asked");
  assert.ok(report.requests > 500, `requests sent (${report.requests})`);
  assert.equal(written(db), before, "what --writes wrote is undone");
  assert.equal(disagreements(prism.exchanges), [], "the host and the OpenAPI document agree");
});

/** The deviations check-host finds on a host broken by `broken`, as a guest unless told whom to sign in as. */
async function deviationsOf(broken: Break, as: Omit<CheckOptions, "base"> = {}): Promise<string[]> {
  const { url } = await referenceHost();
  const report = await checkHost({ base: await brokenHost(url, broken), ...as });
  return report.deviations.map(deviationLine);
}

/** The reviewer's slug, as their me.json names it. */
const REVIEWER_SLUG = /jamie-rivera-\w+/;

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

test("another account's data on the reviewer's own route is named: the private profile names someone else", async () => {
  const lines = await deviationsOf("another account's data", { reviewers: [reviewer, SECOND_REVIEWER] });
  const slug = REVIEWER_SLUG.exec(lines[0] ?? "")?.[0];
  const someoneElse = `came another's ("someone-else-u0someone", "someone.else@example.com")`;
  assert.equal(
    lines.map((line) => line.replace(/\(b-bold[\w-]+, /, "(<second>, ")),
    [
      `GET /reviews/users/${slug}?format=json&tab=disputes (reviewer)  basic_data: wants the asker's own (${slug}, ${reviewer.email}), ${someoneElse}`,
      // The second reviewer asking the reviewer's address gets the public profile, which here names someone and their email.
      `GET /reviews/users/${slug}?format=json&tab=disputes (second reviewer)  basic_data: wants the asker's own (<second>, ${SECOND_REVIEWER.email}), ${someoneElse}`,
    ],
  );
});

test("a shared cache that hands the reviewer's me.json to the next visitor is named: the next account's sign-in and the guest's me.json name the reviewer, and the reviewer's could be kept", async () => {
  const arbitratorSlug = new RegExp(`${arbitrator.name.toLowerCase().replace(" ", "-")}-\\w+`);
  const lines = (await deviationsOf("mixed cache", { reviewers: [reviewer], arbitrator })).map((line) =>
    line.replaceAll(new RegExp(REVIEWER_SLUG, "g"), "<slug>").replace(arbitratorSlug, "<arbitrator>"),
  );
  const kept =
    "Cache-Control: wants private or no-store (a personal answer kept out of shared caches), came public, max-age=60";
  assert.equal(lines, [
    "GET /reviews/me.json (arbitrator)  reviewer.slug: wants the arbitrator's own (arbitrator@example.com), came the reviewer's (<slug>)",
    `GET /reviews/me.json (reviewer)  ${kept}`,
    `GET /reviews/me.json (arbitrator)  ${kept}`,
    'GET /reviews/me.json (guest)  reviewer: wants null: a guest\'s me.json names nobody, came "<slug>"',
    // The arbitrator's session taken for the reviewer's, by what its me.json said.
    `GET /reviews/profile/edit?format=json (arbitrator)  basic_data: wants the asker's own (<slug>, arbitrator@example.com), came another's ("<arbitrator>", "arbitrator@example.com")`,
  ]);
});

test("a page of 500 results where its per_page says 24 is named, beside the contract's most, on the first page and the second", async () => {
  const search = "GET /reviews/search.json?min_transparency=0";
  assert.equal(await deviationsOf("ignored page size"), [
    `${search} (guest)  data.search_results: wants at most 100 items (the contract's maxItems), came 500 items`,
    `${search} (guest)  data.search_results: wants at most 24 items (its per_page), came 500 items`,
    `${search}&page=2 (guest)  data.search_results: wants at most 100 items (the contract's maxItems), came 500 items`,
    `${search}&page=2 (guest)  data.search_results: wants at most 24 items (its per_page), came 500 items`,
  ]);
});

test("a date in another form than RFC 3339 is named, with the date", async () => {
  const lines = await deviationsOf("date in another form");
  assert.ok(lines.length > 0, "deviations found");
  for (const line of lines)
    assert.match(
      line,
      /^GET \/api\/v1\/widgets\/product_review\?\S+ \(guest\) {2}reviews\[\d\]\.created_at: wants an RFC 3339 date-time such as 2025-01-31T12:00:00.000Z \(format date-time\), came "\d\d\/\d\d\/\d{4}"$/,
    );
});

test("an arbitrator's write taken without its token is named, as the arbitrator, and so is what it changed", async () => {
  const lines = (
    await deviationsOf("arbitrator's write without its token", { reviewers: [reviewer], arbitrator })
  ).map((line) => line.replace(/\/arbitrator\/\w+/g, "/arbitrator/<id>"));
  assert.equal(lines, [
    'POST /reviews/arbitrator/<id>/decision (arbitrator, no token)  status (a write without its CSRF token): wants 403 or 422, came 400 "Please fill this in."',
    "POST /reviews/arbitrator/<id>/decision (arbitrator, no token, a body it takes)  status (a write without its CSRF token): wants 403 or 422, came 201",
    "GET /reviews/arbitrator/<id>?format=json (arbitrator)  (the answer): wants as it was before POST /reviews/arbitrator/<id>/decision without its token, came changed",
  ]);
});

test("a 500 to an unknown id in an address is named, with the id", async () => {
  assert.equal(await deviationsOf("500 on a junk path id"), [
    "GET /reviews/stores/99999999999999999999?format=json (guest)  status (an unknown 'shop_slug'): wants 404, came 500 \"Internal Server Error\"",
    "GET /reviews/stores/zz-unknown?format=json (guest)  status (an unknown 'shop_slug'): wants 404, came 500 \"Internal Server Error\"",
  ]);
});

test("addresses of another origin in the host's answers and redirects are deviations, never asked: no request, no cookie leaves the host", async () => {
  const heard: IncomingMessage[] = [];
  const other = createServer((request, response) => {
    heard.push(request);
    response.end();
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  onTeardown(() => new Promise<void>((resolve) => other.close(() => resolve())));
  const elsewhere = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  const base = await brokenHost((await referenceHost()).url, "addresses elsewhere", elsewhere);
  const report = await checkHost({ base, reviewers: [reviewer] });
  assert.equal(
    heard.map((request) => `${request.url} ${request.headers.cookie ?? ""}`),
    [],
    "nothing asked elsewhere, the sign-in's redirect there not followed",
  );
  const search = `GET /reviews/search.json?min_transparency=0 (guest)  data.search_results[0]`;
  const wants = `wants an address on the host, under ${base}/ (a browser following it stays there)`;
  assert.equal(
    report.deviations.map((deviation) => deviationLine(deviation).replace(REVIEWER_SLUG, "<slug>")),
    [
      `${search}.internal_path: ${wants}, came "${elsewhere.replace("http:", "")}/p", which is not asked`,
      `${search}.shop.internal_path: ${wants}, came "${elsewhere}/s", which is not asked`,
      `GET /profile (reviewer)  Location: wants the reviewer's own profile, /reviews/users/<slug>, came "${elsewhere}/u"`,
    ],
  );
});

test("rating badges that differ by visitor are named, as each signed-in visitor asked them", async () => {
  const lines = (await deviationsOf("ratings by visitor", { reviewers: [reviewer], arbitrator })).map(
    (line) => line.replace(/\?\S+/, "?…"),
  );
  const differs =
    "(the answer): wants the guest's answer, byte for byte: the ratings are the same for everyone, came 200, another body";
  assert.equal(lines, [
    `GET /api/v1/widgets/product_ratings?… (reviewer)  ${differs}`,
    `GET /api/v1/widgets/product_ratings?… (arbitrator)  ${differs}`,
  ]);
});

test("a host mounted under a path is checked there, each address under it, and keeps the contract", async () => {
  const { url } = await referenceHost();
  const base = `${await mountedHost(url, "/market")}/market`;
  const report = await checkHost({ base, reviewers: [reviewer] });
  assert.equal(report.deviations.map(deviationLine), []);
  assert.ok(report.reached.size > 30, `GETs reached (${report.reached.size})`);
});

test("a write taken without its CSRF token is named: the command prints its JSON report for a CI, and exits 1", async () => {
  const { url } = await referenceHost();
  const broken = await brokenHost(url, "write without its token");
  // Not spawnSync: the hosts it asks answer from this process.
  const run = await promisify(execFile)(process.execPath, [
    "--import",
    "tsx",
    "src/check-host/cli.ts",
    broken,
    "--json",
  ]).then(
    () => ({ code: 0, stdout: "" }),
    (error: { code: number; stdout: string }) => error,
  );
  assert.is(run.code, 1);
  const report = JSON.parse(run.stdout) as {
    ok: boolean;
    deviations: { address: string; line: string }[];
    unreached: { key: string; why: string }[];
    requests: number;
  };
  assert.is(report.ok, false);
  assert.equal(
    report.deviations.map((deviation) => deviation.line),
    [
      `POST /reviews/click (guest, no token)  status (a write without its CSRF token): wants 403 or 422, came 400 "Please fill this in."`,
      "POST /reviews/click (guest, no token, a body it takes)  status (a write without its CSRF token): wants 403 or 422, came 204",
    ],
  );
  assert.ok(
    report.unreached.some(
      ({ key, why }) => key === "GET /reviews/me.json" && why === "no reviewer signed in (--reviewer)",
    ),
  );
  assert.ok(report.requests > 100, `requests (${report.requests})`);
});

test("the lines of a report: one a deviation, one a GET not reached, and the summary", () => {
  const lines = reportLines({
    base: "http://host",
    deviations: [{ address: "GET /reviews.json (guest)", path: "status", wants: "200", came: "500" }],
    requests: 12,
    reached: new Set(["GET /reviews.json"]),
    unreached: [{ key: "GET /reviews/me.json", why: "no reviewer signed in (--reviewer)" }],
    seconds: 1.24,
  });
  assert.equal(lines, [
    "GET /reviews.json (guest)  status: wants 200, came 500",
    "not reached: GET /reviews/me.json: no reviewer signed in (--reviewer)",
    "1 deviation; 1 GET routes of the contract checked, 1 not reached; 12 requests in 1.2 s",
  ]);
});

test.run();
