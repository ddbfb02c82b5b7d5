// Rate limits per client address on the paths a flood costs most: past the limit a 429 with
// Retry-After through the one error handler; other addresses and the host's own machine go on.
// Behind a proxy, only its own hops are believed, so a made-up X-Forwarded-For changes nothing.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { MAX_FAILURES } from "../../fixtures/host/auth/sign-in-limits";
import { RATE_LIMITS } from "../../fixtures/host/http/rate-limits";
import { buildHost } from "../../fixtures/host/server";
import { testHost } from "../support/host";
import { Visitor } from "../support/http-client";

const test = suite("rate limits");

const maxOf = (name: string) => RATE_LIMITS.find((limit) => limit.name === name)?.max ?? 0;

test("searches from one address past the limit get a 429 with Retry-After; others are served", async () => {
  const { app } = await testHost();
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
  for (let i = 0; i < max + 5; i++)
    assert.is((await search("127.0.0.1", i)).statusCode, 200, "the host's own machine");
});

test("each limited path counts apart: suggestions, click tracking and sign-in", async () => {
  const { app } = await testHost();
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
