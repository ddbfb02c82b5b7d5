// check-host's visitor keeps a host's cookies as a browser does (RFC 6265): a cookie goes only
// with the paths its Path names, one whose Expires has passed is dropped (a host's way to delete
// it), another domain's is refused, and each visitor keeps its own. It asks the checked origin alone
// (host-scope.ts; host/check-host-hostile), so no cookie goes to another.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { connection, HostClient } from "../../src/check-host/host-client";
import { hostScope } from "../../src/check-host/host-scope";
import { DEFAULT_LIMITS } from "../../src/check-host/limits";
import { onTeardown } from "../teardown";

const test = suite("check-host, cookies");

const PAST = "Thu, 01 Jan 1970 00:00:00 GMT";
const FUTURE = new Date(Date.now() + 24 * 3600 * 1000).toUTCString();

/** What each answer sets, by path; every request's Cookie header is noted by path. */
const SET: Record<string, string[]> = {
  "/reviews/first.json": [
    "session=s1; Path=/; HttpOnly",
    `later=l1; Path=/; Expires=${FUTURE}`,
    `stale=x; Path=/; Expires=${PAST}`,
    "account=a1; Path=/reviews/account",
    "foreign=f1; Path=/; Domain=elsewhere.example",
  ],
  "/reviews/sign-out.json": [`session=; Path=/; Expires=${PAST}`],
};

async function cookieHost() {
  const sent: [path: string, cookie: string][] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://host").pathname;
    sent.push([path, request.headers.cookie ?? ""]);
    response.setHeader("set-cookie", SET[path] ?? []);
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTeardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, sent };
}

test("a cookie goes with the paths its Path names, until its Expires; another domain's is refused", async () => {
  const { base, sent } = await cookieHost();
  const visitor = new HostClient(connection(hostScope(base), DEFAULT_LIMITS), "guest");
  await visitor.request("GET", "/reviews/first.json");
  await visitor.request("GET", "/reviews/me.json");
  await visitor.request("GET", "/reviews/account/reviews.json");
  await visitor.request("GET", "/reviews/sign-out.json");
  await visitor.request("GET", "/reviews/me.json");
  assert.equal(sent, [
    ["/reviews/first.json", ""],
    ["/reviews/me.json", "session=s1; later=l1"],
    ["/reviews/account/reviews.json", "account=a1; session=s1; later=l1"],
    ["/reviews/sign-out.json", "session=s1; later=l1"],
    ["/reviews/me.json", "later=l1"],
  ]);
});

test("each visitor keeps its own cookies", async () => {
  const { base, sent } = await cookieHost();
  const run = connection(hostScope(base), DEFAULT_LIMITS);
  await new HostClient(run, "guest").request("GET", "/reviews/first.json");
  await new HostClient(run, "reviewer").request("GET", "/reviews/me.json");
  assert.equal(sent.at(-1), ["/reviews/me.json", ""], "the reviewer has none of the guest's");
});

test.run();
