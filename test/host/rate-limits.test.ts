// Rate limits per visitor, per client address and per account on the paths a flood costs most:
// past the limit a 429 with Retry-After through the one error handler; other visitors, addresses
// and accounts go on. A limit counts the route a request reaches, however its address is spelled,
// and nobody is exempt, the host's own machine included. Behind a proxy, only its own hops are
// believed, so a made-up X-Forwarded-For changes nothing. The limited hosts of this file share
// their counts, as a host's workers do: each test counts from addresses of its own.
import { readFileSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { MAX_FAILURES } from "../../fixtures/host/auth/sign-in-limits";
import { projectRoot } from "../../fixtures/host/config";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { RATE_LIMITS, type RateLimit } from "../../fixtures/host/http/rate-limits";
import { buildHost } from "../../fixtures/host/server";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import {
  followsBy,
  lineItemsWithoutOpenDispute,
  openDisputeId,
  votesBy,
} from "../support/data/seeded-queries";
import { publicQuestions, questionsUrl, storeOf } from "../support/data/seeded-questions";
import { limitedHost, rateLimitMax, testHost } from "../support/hosts/test-host";
import { disputeFields } from "../support/journeys/dispute-form";
import { Visitor, visitorFrom } from "../support/requests/http-client";
import { multipartForm } from "../support/requests/multipart-form";

const test = suite("rate limits");

/** A sign-in form without its CSRF token: counted by the limit, then refused before any hash. */
const TOKENLESS_SIGN_IN = {
  method: "POST",
  url: "/login",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: "email=x%40example.com&password=x",
} as const;

test("searches from one visitor past the limit get a 429 with Retry-After; others are served", async () => {
  const { app } = await limitedHost();
  const search = (visitor: Visitor, remoteAddress: string, i: number) =>
    visitor.request({ url: `/reviews/search.json?q=kettle&page=${(i % 3) + 1}`, remoteAddress });
  const max = rateLimitMax("search");
  assert.ok(max > 0);
  const visitor = await visitorFrom(app, "10.20.0.1");
  for (let i = 0; i < max; i++)
    assert.is((await search(visitor, "10.20.0.1", i)).statusCode, 200, `search ${i + 1}`);
  const refused = await search(visitor, "10.20.0.1", max);
  assert.is(refused.statusCode, 429);
  const wait = Number(refused.headers["retry-after"]);
  assert.ok(wait > 0 && wait <= 60, `Retry-After ${wait}`);
  assert.match((refused.json() as { error: string }).error, "Too many requests");
  assert.ok(refused.headers["content-security-policy"], "through the one error handler");
  const other = await visitorFrom(app, "10.20.0.2");
  assert.is((await search(other, "10.20.0.2", 0)).statusCode, 200, "another address");
});

test("the questions' searches of one visitor past their limit get a 429 with Retry-After; lists without a search and other visitors are served", async () => {
  const { app, db } = await limitedHost();
  const [question] = publicQuestions(db);
  assert.ok(question);
  const store = storeOf(db, question.shop_id);
  const list = (remoteAddress: string, query: Record<string, string>) =>
    app.inject({ url: questionsUrl(store, query, question.external_id), remoteAddress });
  const max = rateLimitMax("question search");
  assert.ok(max > 0);
  for (let i = 0; i < max; i++)
    assert.is((await list("10.20.6.1", { search: `is ${i}` })).statusCode, 200, `search ${i + 1}`);
  const refused = await list("10.20.6.1", { search: "is" });
  assert.is(refused.statusCode, 429);
  const wait = Number(refused.headers["retry-after"]);
  assert.ok(wait > 0 && wait <= 60, `Retry-After ${wait}`);
  assert.is((await list("10.20.6.1", {})).statusCode, 200, "the product's list without a search");
  assert.is((await list("10.20.6.2", { search: "is" })).statusCode, 200, "another visitor");
});

test("categories.json, a search of every title with q, is limited per visitor: past its limit a 429 with Retry-After", async () => {
  const { app } = await limitedHost();
  // Every request of the route counts, the banner's top level as much as a search.
  const categories = (visitor: Visitor, remoteAddress: string, query: string) =>
    visitor.request({ url: `/reviews/categories.json?${query}`, remoteAddress });
  const max = rateLimitMax("categories");
  assert.ok(max > 0);
  const visitor = await visitorFrom(app, "10.20.5.1");
  for (let i = 0; i < max; i++)
    assert.is((await categories(visitor, "10.20.5.1", "level=1")).statusCode, 200, `${i + 1}`);
  const refused = await categories(visitor, "10.20.5.1", "q=kettle");
  assert.is(refused.statusCode, 429);
  assert.ok(Number(refused.headers["retry-after"]) > 0);
  const other = await visitorFrom(app, "10.20.5.2");
  assert.is((await categories(other, "10.20.5.2", "q=kettle")).statusCode, 200, "another address");
});

test("the host's own machine is limited like any client: a proxy on it would otherwise lift every limit", async () => {
  const { app } = await limitedHost();
  const max = rateLimitMax("sign-in");
  for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.2"]) {
    // A form without its token is a 403 before anything is hashed: only the limit counts it.
    const signIn = () => app.inject({ ...TOKENLESS_SIGN_IN, remoteAddress });
    for (let i = 0; i < max; i++) assert.is((await signIn()).statusCode, 403, `${remoteAddress} ${i + 1}`);
    assert.is((await signIn()).statusCode, 429, remoteAddress);
  }
});

test("a percent-encoded address counts as the route it reaches, a HEAD as its GET: %73earch.json, instant_%73earch, %63lick, %6cogin", async () => {
  const { app } = await limitedHost();
  // A sign-in form without its token is a 403, an empty click a 400: only the limit counts them.
  const visitor = new Visitor(app);
  await visitor.get("/reviews/trust");
  const post = (url: string, remoteAddress: string) =>
    url.includes("ogin")
      ? app.inject({ ...TOKENLESS_SIGN_IN, url, remoteAddress })
      : visitor.request({
          method: "POST",
          url,
          payload: {},
          remoteAddress,
          headers: { "x-csrf-token": visitor.csrfToken },
        });
  const cases = [
    ["search", "/reviews/%73earch.json?q=kettle", "/reviews/search.json?q=kettle"],
    ["suggestions", "/reviews/instant_%73earch?q=ke", "/reviews/instant_search?q=ke"],
    ["clicks", "/reviews/%63lick", "/reviews/click"],
    ["sign-in", "/%6cogin", "/login"],
  ] as const;
  for (const [i, [name, encoded, plain]] of cases.entries()) {
    const address = `10.20.2.${i + 1}`;
    const reader = await visitorFrom(app, address);
    const send = (url: string) =>
      name === "clicks" || name === "sign-in"
        ? post(url, address)
        : reader.request({ url, remoteAddress: address });
    for (let n = 0; n < rateLimitMax(name); n++)
      assert.not.equal((await send(encoded)).statusCode, 429, `${encoded} ${n + 1}`);
    assert.is((await send(encoded)).statusCode, 429, encoded);
    assert.is((await send(plain)).statusCode, 429, `${plain} after ${encoded}: one count`);
  }
  const searcher = await visitorFrom(app, "10.20.2.5");
  for (let n = 0; n < rateLimitMax("search"); n++)
    assert.is(
      (await searcher.request({ url: "/reviews/search.json?q=kettle", remoteAddress: "10.20.2.5" }))
        .statusCode,
      200,
    );
  const head = await searcher.request({
    method: "HEAD",
    url: "/reviews/search.json?q=kettle",
    remoteAddress: "10.20.2.5",
  });
  assert.is(head.statusCode, 429, "a HEAD counts as its GET");
});

test("a host started with RATE_LIMITS=off, as the benchmarks start it, has no limits", async () => {
  const before = process.env.RATE_LIMITS;
  process.env.RATE_LIMITS = "off";
  const unlimited = buildHost({ dataDir: (await testHost()).dataDir });
  if (before === undefined) delete process.env.RATE_LIMITS;
  else process.env.RATE_LIMITS = before;
  try {
    for (let i = 0; i <= rateLimitMax("search"); i++) {
      const answer = await unlimited.app.inject({
        url: "/reviews/search.json?q=kettle",
        remoteAddress: "10.20.3.1",
      });
      assert.is(answer.statusCode, 200, `search ${i + 1}`);
    }
  } finally {
    await unlimited.app.close();
  }
  assert.match(
    readFileSync(path.join(projectRoot, "SECURITY.md"), "utf8"),
    "RATE_LIMITS=off",
    "SECURITY.md names it",
  );
});

test("each limited path counts apart: suggestions, click tracking and sign-in", async () => {
  const { app } = await limitedHost();
  const address = "10.20.1.1";
  const visitor = await visitorFrom(app, address);
  const instant = () => visitor.request({ url: "/reviews/instant_search?q=ke", remoteAddress: address });
  for (let i = 0; i < rateLimitMax("suggestions"); i++) await instant();
  assert.is((await instant()).statusCode, 429, "suggestions");
  // An empty click is a 400 once its token is checked: only the limit counts it.
  const click = () => visitor.send("POST", "/reviews/click", {}, address);
  for (let i = 0; i < rateLimitMax("clicks"); i++) assert.not.equal((await click()).statusCode, 429);
  assert.is((await click()).statusCode, 429, "clicks");
  const signIn = () =>
    app.inject({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=x%40example.com&password=x",
      remoteAddress: "10.20.1.2",
    });
  for (let i = 0; i < rateLimitMax("sign-in"); i++) assert.not.equal((await signIn()).statusCode, 500);
  assert.is((await signIn()).statusCode, 429, "sign-in");
});

test("each kind of write is limited per account: past its limit a 429 with Retry-After and nothing written; other accounts go on", async () => {
  const { app, db } = await limitedHost();
  // Signed in from addresses of this test's own: the others' sign-ins count on loopback.
  const signedIn = async (who: keyof typeof SEEDED_ACCOUNTS, remoteAddress: string) => {
    const visitor = new Visitor(app);
    const { email, password } = SEEDED_ACCOUNTS[who];
    assert.is((await visitor.postLogin({ email, password }, remoteAddress)).statusCode, 303, who);
    await visitor.request({ method: "GET", url: "/reviews", remoteAddress });
    return visitor;
  };
  const jamie = await signedIn("reviewer", "10.20.4.1");
  const alex = await signedIn("arbitrator", "10.20.4.2");
  const two = (sql: string) => db.prepare(`${sql} LIMIT 2`).pluck().all() as string[];
  const count = (sql: string) => () => db.prepare(sql).pluck().get() as number;
  const othersReviews = two(
    "SELECT public_id FROM reviews WHERE reviewer_id > 2 AND published = 1 AND deleted = 0 AND hidden_at IS NULL ORDER BY id",
  );
  const ownReviews = two(
    "SELECT public_id FROM reviews WHERE reviewer_id = 1 AND published = 1 AND deleted = 0",
  );
  const shops = two(
    "SELECT encoded_id FROM shops WHERE id NOT IN (SELECT followee_id FROM follows WHERE follower_id = 1 AND followee_class = 'Shop')",
  );
  const orders = lineItemsWithoutOpenDispute(db).slice(0, 2);
  const openDispute = openDisputeId(db);
  const address = (v: Visitor) => (v === alex ? "10.20.4.2" : "10.20.4.1");
  const json = (v: Visitor, method: "POST" | "PUT", url: string, body?: unknown) =>
    v.request({
      method,
      url,
      headers: {
        "x-csrf-token": v.csrfToken,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      remoteAddress: address(v),
    });
  const form = async (v: Visitor, url: string, fields: Record<string, string>) => {
    return v.sendForm(url, multipartForm(fields), { remoteAddress: address(v) });
  };
  const dispute = (order: { public_id: string; shop: string } | undefined): Record<string, string> =>
    order ? disputeFields(order, { desired_outcome_description: "" }) : { "dispute[description]": "x" };
  type Send = (
    v: Visitor,
    target: number | null,
  ) => Promise<{ statusCode: number; headers: Record<string, unknown> }>;
  // Each kind: its request, on one of two real targets or on none (refused at once: it still
  // counts), and what it writes.
  const kinds: [string, Send, () => number][] = [
    [
      "votes",
      (v, t) => json(v, "PUT", `/reviews/${t === null ? "nope" : othersReviews[t]}/helpful`),
      () => votesBy(db, REVIEWER_ID),
    ],
    [
      "follows",
      (v, t) =>
        json(v, "POST", "/reviews/profile/follows/heart", {
          is_hearting: true,
          shop_enc_id: t === null ? "nope" : shops[t],
        }),
      () => followsBy(db, REVIEWER_ID),
    ],
    [
      "reports",
      (v, t) =>
        json(v, "POST", `/reviews/${t === null ? "nope" : othersReviews[t]}/reports`, { reason: "spam" }),
      count("SELECT count(*) FROM review_reports WHERE reporter_id = 1"),
    ],
    [
      "review changes",
      (v, t) => json(v, "PUT", `/reviews/profile/reviews/${t === null ? "nope" : ownReviews[t]}/unpublish`),
      count("SELECT count(*) FROM reviews WHERE reviewer_id = 1 AND published = 0"),
    ],
    [
      "disputes",
      (v, t) => form(v, "/reviews/profile/disputes", dispute(t === null ? undefined : orders[t])),
      count("SELECT count(*) FROM disputes WHERE reviewer_id = 1"),
    ],
    [
      "dispute messages",
      (v, t) =>
        form(v, `/reviews/profile/disputes/${t === null ? "dnope" : openDispute}/messages`, {
          "message[body]": "Any news?",
        }),
      count(
        "SELECT count(*) FROM dispute_messages m JOIN disputes d ON d.id = m.dispute_id WHERE d.reviewer_id = 1",
      ),
    ],
  ];
  for (const [name, send, written] of kinds) {
    const max = rateLimitMax(name);
    assert.ok(max > 1, name);
    const before = written();
    assert.ok((await send(jamie, 0)).statusCode < 300, `${name}: a first one is done`);
    assert.is(written(), before + 1, `${name}: and written`);
    for (let i = 1; i < max; i++)
      assert.not.equal((await send(jamie, null)).statusCode, 429, `${name} ${i + 1}`);
    const refused = await send(jamie, 1);
    assert.is(refused.statusCode, 429, name);
    const wait = Number(refused.headers["retry-after"]);
    assert.ok(wait > 0 && wait <= 60, `${name}: Retry-After ${wait}`);
    assert.is(written(), before + 1, `${name}: nothing written past the limit`);
    assert.not.equal((await send(alex, null)).statusCode, 429, `${name}: another account goes on`);
  }
});

test("a limit naming a route the host does not have stops the host from starting: a renamed route keeps its limit or fails", async () => {
  const limits = RATE_LIMITS as RateLimit[];
  limits.push({ name: "renamed", per: "account", max: 1, routes: ["POST /reviews/profile/follows/hearts"] });
  const host = buildHost({ dataDir: (await testHost()).dataDir, rateLimits: true });
  try {
    await host.app.ready().then(
      () => assert.unreachable("the host started"),
      (error: Error) => assert.match(error.message, "The 'renamed' limit names no route"),
    );
  } finally {
    limits.pop();
    await host.app.close().catch(() => {});
  }
});

test("behind one proxy, a made-up X-Forwarded-For does not change the address counted", async () => {
  const behindProxy = buildHost({ dataDir: (await testHost()).dataDir, trustProxy: 1 });
  try {
    const visitor = new Visitor(behindProxy.app);
    await visitor.get("/login");
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_FAILURES; i++) {
      const answer = await visitor.request({
        method: "POST",
        url: "/login",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          // the client wrote the first entry; the proxy appended the address it saw
          "x-forwarded-for": `203.0.113.${i}, 198.51.100.7`,
        },
        payload: new URLSearchParams({
          email: `someone-${i}@example.com`,
          password: "x",
          authenticity_token: visitor.csrfToken,
        }).toString(),
        remoteAddress: "10.30.0.1",
      });
      statuses.push(answer.statusCode);
    }
    assert.equal(statuses.slice(0, MAX_FAILURES), Array(MAX_FAILURES).fill(401));
    assert.is(
      statuses.at(-1),
      429,
      "the 11th failure from 198.51.100.7 is refused, whatever the client wrote",
    );
  } finally {
    await behindProxy.app.close();
  }
});

test.run();
