// The limits on what anyone may read count each visitor apart, so the shoppers behind one address
// (an office, a school, a carrier's NAT) each get their own: the signed-in account, else the
// visitor cookie the host signed. A cookie the host did not sign counts with every cookieless
// client of the address, as one; the host gives out a few cookies a minute per address; and the
// address as a whole stops at its ceiling, however many cookies it holds.
import { randomBytes } from "node:crypto";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { ADDRESS_CEILING, NEW_VISITORS_PER_ADDRESS, RATE_LIMITS } from "../../fixtures/host/http/rate-limits";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { VISITOR_COOKIE } from "../../fixtures/host/http/visitor-cookie";
import { limitedHost } from "../support/hosts/test-host";
import { type Visitor, visitorFrom } from "../support/requests/http-client";

const test = suite("visitor limits");

const SEARCH = RATE_LIMITS.find((limit) => limit.name === "search");
const MAX = SEARCH?.max ?? 0;
const SEARCH_URL = "/reviews/search.json?q=kettle";

/** The visitor cookie a response sets, as `name=value`; undefined when it sets none. */
function visitorCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  const lines = [response.headers["set-cookie"] ?? []].flat() as string[];
  return lines.find((line) => line.startsWith(`${VISITOR_COOKIE}=`))?.split(";")[0];
}

test("two visitors behind one address each get their own quota, and a signed-in account one, whichever browser it searches from", async () => {
  const { app } = await limitedHost();
  const address = "10.40.0.1";
  const first = await visitorFrom(app, address);
  const second = await visitorFrom(app, address);
  const search = (visitor: Visitor) => visitor.request({ url: SEARCH_URL, remoteAddress: address });
  for (let i = 0; i < MAX; i++) assert.is((await search(first)).statusCode, 200, `first visitor: ${i + 1}`);
  assert.is((await search(first)).statusCode, 429, "the first visitor past its limit");
  for (let i = 0; i < MAX; i++)
    assert.is((await search(second)).statusCode, 200, `the second visitor, same address: ${i + 1}`);
  assert.is((await search(second)).statusCode, 429, "the second visitor past its limit");
  // A signed-in reviewer is counted as the account, whichever of its browsers searches: a phone's
  // and a laptop's visitor cookies buy it no second quota.
  const { email, password } = SEEDED_ACCOUNTS.reviewer;
  const browsers = [await visitorFrom(app, address), await visitorFrom(app, address)];
  for (const browser of browsers)
    assert.is((await browser.postLogin({ email, password }, address)).statusCode, 303, "signed in");
  for (let i = 0; i < MAX; i++)
    assert.is(
      (await search(browsers[i % 2] as Visitor)).statusCode,
      200,
      `the account, on the address: ${i + 1}`,
    );
  for (const browser of browsers)
    assert.is((await search(browser)).statusCode, 429, "the account past its limit, from either browser");
});

test("the visitor cookie is the host's: HttpOnly, SameSite=Lax, for every path, given with a page", async () => {
  const { app } = await limitedHost();
  const page = await app.inject({ url: "/reviews/trust", remoteAddress: "10.40.3.1" });
  const line = [page.headers["set-cookie"] ?? []]
    .flat()
    .find((cookie) => String(cookie).startsWith(`${VISITOR_COOKIE}=`));
  assert.ok(line, "the first page gives one");
  assert.match(String(line), /; HttpOnly/);
  assert.match(String(line), /; SameSite=Lax/);
  assert.match(String(line), /; Path=\//);
});

test("made-up cookies buy no fresh quota: they count together with every cookieless client of the address", async () => {
  const { app } = await limitedHost();
  const address = "10.40.1.1";
  // A real cookie with another signature, a signature of the right length for a made-up id, junk,
  // and a made-up session id (the host keeps no session by that id): none is a visitor of its own.
  const real = visitorCookieOf(await app.inject({ url: "/reviews/trust", remoteAddress: "10.40.1.2" }));
  assert.ok(real);
  const [name, value = ""] = real.split("=");
  const [id = "", signature = ""] = value.split(".");
  const madeUp = (i: number) =>
    [
      `${name}=${id}.${signature.slice(0, -4)}AAAA`,
      `${name}=${randomBytes(16).toString("base64url")}.${signature}`,
      `${name}=${randomBytes(8).toString("hex")}`,
      `${SESSION_COOKIE}=${randomBytes(24).toString("base64url")}`,
    ][i % 4];
  const statuses: number[] = [];
  for (let i = 0; i <= MAX; i++) {
    const answer = await app.inject({
      url: SEARCH_URL,
      remoteAddress: address,
      headers: { cookie: madeUp(i) ?? "" },
    });
    statuses.push(answer.statusCode);
  }
  assert.equal(statuses.slice(0, MAX), Array(MAX).fill(200));
  assert.is(statuses.at(-1), 429, `made-up cookies past ${MAX} searches in all`);
  const cookieless = await app.inject({ url: SEARCH_URL, remoteAddress: address });
  assert.is(cookieless.statusCode, 429, "no cookie at all: the same count");
  // A browser that loads a page on that address gets a cookie of its own and its own quota.
  const shopper = await visitorFrom(app, address);
  assert.is((await shopper.request({ url: SEARCH_URL, remoteAddress: address })).statusCode, 200);
});

test(`an address is given at most ${NEW_VISITORS_PER_ADDRESS} visitor cookies a minute: dropping them buys no more`, async () => {
  const { app } = await limitedHost();
  let given = 0;
  for (let i = 0; i <= NEW_VISITORS_PER_ADDRESS + 5; i++) {
    const page = await app.inject({ url: "/reviews/trust", remoteAddress: "10.40.4.1" });
    assert.is(page.statusCode, 200, "the page itself is served");
    if (visitorCookieOf(page)) given++;
  }
  assert.is(given, NEW_VISITORS_PER_ADDRESS);
  const elsewhere = await app.inject({ url: "/reviews/trust", remoteAddress: "10.40.4.2" });
  assert.ok(visitorCookieOf(elsewhere), "another address is given one");
});

test("the address's ceiling stops a flood however many visitor cookies it holds", async () => {
  const { app } = await limitedHost();
  const address = "10.40.2.1";
  const ceiling = MAX * ADDRESS_CEILING;
  assert.ok(ceiling <= NEW_VISITORS_PER_ADDRESS * MAX, "the cookies one address is given reach the ceiling");
  const visitors = await Promise.all(
    Array.from({ length: ADDRESS_CEILING + 1 }, () => visitorFrom(app, address)),
  );
  let served = 0;
  for (const visitor of visitors.slice(0, ADDRESS_CEILING)) {
    for (let i = 0; i < MAX; i++) {
      const answer = await visitor.request({
        url: `${SEARCH_URL}&page=${(i % 3) + 1}`,
        remoteAddress: address,
      });
      if (answer.statusCode === 200) served++;
    }
  }
  assert.is(served, ceiling, "each visitor's quota, up to the ceiling");
  const last = visitors.at(-1) as Visitor;
  const refused = await last.request({ url: SEARCH_URL, remoteAddress: address });
  assert.is(refused.statusCode, 429, "a visitor with its quota whole, past the address's ceiling");
  assert.ok(Number(refused.headers["retry-after"]) > 0);
  const other = await visitorFrom(app, "10.40.2.2");
  assert.is(
    (await other.request({ url: SEARCH_URL, remoteAddress: "10.40.2.2" })).statusCode,
    200,
    "another address",
  );
});

test.run();
