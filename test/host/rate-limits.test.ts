// Rate limits per client address on the paths a flood costs most: past the limit a 429 with
// Retry-After through the one error handler; other addresses go on. A limit counts the route a
// request reaches, however its address is spelled, and nobody is exempt, the host's own machine
// included. Behind a proxy, only its own hops are believed, so a made-up X-Forwarded-For changes
// nothing.
import { readFileSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { MAX_FAILURES } from "../../fixtures/host/auth/sign-in-limits";
import { projectRoot } from "../../fixtures/host/config";
import { RATE_LIMITS } from "../../fixtures/host/http/rate-limits";
import { buildHost } from "../../fixtures/host/server";
import { limitedHost, testHost } from "../support/host";
import { Visitor } from "../support/http-client";

const test = suite("rate limits");

const maxOf = (name: string) => RATE_LIMITS.find((limit) => limit.name === name)?.max ?? 0;

test("searches from one address past the limit get a 429 with Retry-After; others are served", async () => {
  const { app } = await limitedHost();
  const search = (remoteAddress: string, i: number) =>
    app.inject({ url: `/reviews/search.json?q=kettle&page=${(i % 3) + 1}`, remoteAddress });
  const max = maxOf("search");
  assert.ok(max > 0);
  for (let i = 0; i < max; i++) assert.is((await search("10.20.0.1", i)).statusCode, 200, `search ${i + 1}`);
  const refused = await search("10.20.0.1", max);
  assert.is(refused.statusCode, 429);
  const wait = Number(refused.headers["retry-after"]);
  assert.ok(wait > 0 && wait <= 60, `Retry-After ${wait}`);
  assert.match((refused.json() as { error: string }).error, "Too many requests");
  assert.ok(refused.headers["content-security-policy"], "through the one error handler");
  assert.is((await search("10.20.0.2", 0)).statusCode, 200, "another address");
});

test("the host's own machine is limited like any client: a proxy on it would otherwise lift every limit", async () => {
  const { app } = await limitedHost();
  const max = maxOf("search");
  for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.2"]) {
    const search = () => app.inject({ url: "/reviews/search.json?q=kettle", remoteAddress });
    for (let i = 0; i < max; i++) assert.is((await search()).statusCode, 200, `${remoteAddress} ${i + 1}`);
    assert.is((await search()).statusCode, 429, remoteAddress);
  }
});

test("a percent-encoded address counts as the route it reaches: %73earch.json, instant_%73earch, %63lick, %6cogin", async () => {
  const { app } = await limitedHost();
  // Without the CSRF token a post is a 403 before anything is done: only the limit counts it.
  const post = (url: string, remoteAddress: string) =>
    app.inject({ method: "POST", url, payload: {}, remoteAddress });
  const cases = [
    ["search", "/reviews/%73earch.json?q=kettle", "/reviews/search.json?q=kettle"],
    ["suggestions", "/reviews/instant_%73earch?q=ke", "/reviews/instant_search?q=ke"],
    ["clicks", "/reviews/%63lick", "/reviews/click"],
    ["sign-in", "/%6cogin", "/login"],
  ] as const;
  for (const [i, [name, encoded, plain]] of cases.entries()) {
    const address = `10.20.2.${i + 1}`;
    const send = (url: string) =>
      name === "clicks" || name === "sign-in"
        ? post(url, address)
        : app.inject({ url, remoteAddress: address });
    for (let n = 0; n < maxOf(name); n++)
      assert.not.equal((await send(encoded)).statusCode, 429, `${encoded} ${n + 1}`);
    assert.is((await send(encoded)).statusCode, 429, encoded);
    assert.is((await send(plain)).statusCode, 429, `${plain} after ${encoded}: one count`);
  }
});

test("a host started with RATE_LIMITS=off, as the benchmarks start it, has no limits", async () => {
  const before = process.env.RATE_LIMITS;
  process.env.RATE_LIMITS = "off";
  const unlimited = buildHost({ dataDir: (await testHost()).dataDir });
  if (before === undefined) delete process.env.RATE_LIMITS;
  else process.env.RATE_LIMITS = before;
  try {
    for (let i = 0; i <= maxOf("search"); i++) {
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
  const instant = () => app.inject({ url: "/reviews/instant_search?q=ke", remoteAddress: address });
  for (let i = 0; i < maxOf("suggestions"); i++) await instant();
  assert.is((await instant()).statusCode, 429, "suggestions");
  const click = () =>
    app.inject({ method: "POST", url: "/reviews/click", payload: {}, remoteAddress: address });
  for (let i = 0; i < maxOf("clicks"); i++) assert.not.equal((await click()).statusCode, 429);
  assert.is((await click()).statusCode, 429, "clicks");
  const signIn = () =>
    app.inject({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=x%40example.com&password=x",
      remoteAddress: "10.20.1.2",
    });
  for (let i = 0; i < maxOf("sign-in"); i++) assert.not.equal((await signIn()).statusCode, 500);
  assert.is((await signIn()).statusCode, 429, "sign-in");
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
