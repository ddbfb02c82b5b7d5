// The reference host's server render: a review whose text holds </script> or <!-- stays text in the
// page (in the markup and in the inlined first screen, which no user text can close), no inline
// script but the press queue, allowed by its hash, runs under the same CSP. A render is bound by the
// wall clock from its turn (no more at once than the host takes; the others wait, and their wait is
// not counted against their bound) and by the ceiling of a page's wait; past either it leaves the
// roots empty with the page served (the browser renders them, from the data the page names first),
// and a host closing meanwhile answers what that render still waits on before its database closes.
import { createHash } from "node:crypto";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  BOUND_MS,
  CEILING_MS,
  isPageRender,
  type ServerRenderOptions,
  serverRenderFromEnv,
  warmServerRender,
} from "../../fixtures/host/http/server-render";
import { buildHost } from "../../fixtures/host/server";
import { COOKIES_ACCEPTED_COOKIE } from "../../src/state/cookie-consent";
import { testHost } from "../support/hosts/test-host";
import { Visitor } from "../support/requests/http-client";
import { onTeardown } from "../teardown";

const test = suite("server render");

/** The seeded product whose reviews carry markup on purpose, those with a <script> asked for. */
const MARKUP_PRODUCT = "/reviews/stores/lucky-gear/products/lucky-vintage-aquarium-kit-oak?search=Nice%20try";

const firstScreenText = (html: string) =>
  /<script id="app_first_screen" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];

test("a review's </script> and <!-- stay text: escaped in the first screen, text in the markup", async () => {
  const guest = new Visitor((await testHost()).app);
  const response = await guest.get(MARKUP_PRODUCT);
  assert.is(response.statusCode, 200);
  const html = response.body;
  assert.match(response.headers["content-security-policy"] as string, "script-src 'self'");
  const first = firstScreenText(html);
  assert.ok(first, "the first screen is inlined");
  // Nothing a user wrote can end the script or open a comment in it.
  assert.not.match(first as string, /[<>]/);
  assert.match(JSON.stringify(JSON.parse(first as string)), "<script>alert('xss')</script>");
  // The markup holds the review's words as text: escaped, never an element of the page.
  assert.match(html, "&lt;script&gt;alert(&#x27;xss&#x27;)&lt;/script&gt;");
  // The one inline script is the press queue, which the page's CSP allows by the hash of its text.
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const inline = scripts.filter(
    ([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes ?? ""),
  );
  assert.is(inline.length, 1, `one inline script: ${inline.map(([tag]) => tag.slice(0, 80)).join(" | ")}`);
  const [, attributes, text] = inline[0] as RegExpExecArray;
  assert.is(attributes, "");
  assert.match(text as string, "ReviewsWidgetPresses");
  const hash = createHash("sha256")
    .update(text as string)
    .digest("base64");
  const policy = response.headers["content-security-policy"] as string;
  assert.match(policy, `script-src 'self' 'sha256-${hash}';`);
  assert.is((policy.match(/'sha256-/g) ?? []).length, 1, "no other inline script is allowed");
});

test("the cookie notice comes in the page's HTML, after <main>, until the visitor has accepted cookies", async () => {
  const { app } = await testHost();
  const footer = (html: string) =>
    /<\/main>\s*<div id="site-footer">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1];
  const unasked = footer((await new Visitor(app).get("/reviews/stores/lucky-gear")).body);
  assert.match(unasked ?? "", /<section class="rv-cookie-bar" aria-label="Cookies">/);
  const accepted = await new Visitor(app).request({
    method: "GET",
    url: "/reviews/stores/lucky-gear",
    headers: { cookie: `${COOKIES_ACCEPTED_COOKIE}=1` },
  });
  const rendered = footer(accepted.body);
  assert.ok(rendered?.includes('class="rv-root"'), "the footer's root is rendered");
  assert.not.match(rendered ?? "", "rv-cookie-bar");
});

/** Burns `ms` of this process's CPU time on its thread, whatever the wall clock does meanwhile. */
function burnCpu(ms: number): void {
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const until = cpu() + ms;
  while (cpu() < until) {
    // spin
  }
}

/** What the hosts below do with their renders' me.json (each test sets it; the default answers at once). */
let meJson: () => Promise<void> | void = () => {};
// A test's me.json ends with it: the renders that warm the next test's host answer at once.
test.after.each(() => {
  meJson = () => {};
});

const boundHosts = new Map<string, ReturnType<typeof buildHost>>();
/**
 * npm start's host over the test host's data, with its own bounds but for `bounds` (every page
 * rendered afresh), warmed as it warms; its renders' me.json held by `meJson`.
 */
async function boundHost(bounds: Partial<ServerRenderOptions>) {
  const key = JSON.stringify(bounds);
  const known = boundHosts.get(key);
  if (known) return known;
  const { dataDir, db } = await testHost();
  const options = serverRenderFromEnv({}) as ServerRenderOptions;
  const built = buildHost({ dataDir, rateLimits: false, serverRender: { ...options, ...bounds, keepMs: 0 } });
  built.app.addHook("onRequest", async (request) => {
    if (request.url.startsWith("/reviews/me.json") && isPageRender(request)) await meJson();
  });
  onTeardown(() => built.app.close());
  await warmServerRender(built.app, db);
  boundHosts.set(key, built);
  return built;
}

/** A ceiling no render here comes near: only the bound from a render's turn gives it up. */
const FAR_CEILING_MS = 60_000;
/** A bound that leaves a render on a busy machine time to spare after a long wait for an answer. */
const ROOMY_BOUND_MS = 3000;

const rendered = (html: string) => html.includes('<main id="main"><div class="rv-root"');

/** Resolves when `resolve` is called: an answer held until a test lets it go. */
function held() {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release };
}

test("renders past the host's number at once wait their turn, their wait not counted against their bound", async () => {
  const { app } = await boundHost({ ceilingMs: FAR_CEILING_MS, boundMs: ROOMY_BOUND_MS, atOnce: 1 });
  // Each render waits for its me.json more than half the bound: the third's turn comes after more
  // than the whole bound.
  let renders = 0;
  let most = 0;
  meJson = async () => {
    most = Math.max(most, ++renders);
    await new Promise((resolve) => setTimeout(resolve, 0.55 * ROOMY_BOUND_MS));
    renders--;
  };
  const started = performance.now();
  const pages = await Promise.all([1, 2, 3].map(() => new Visitor(app).get("/reviews/search?q=kettle")));
  assert.ok(performance.now() - started > ROOMY_BOUND_MS, "the last page waited longer than the bound");
  assert.is(most, 1, "one render at a time");
  assert.equal(
    pages.map((page) => rendered(page.body)),
    [true, true, true],
    "every page rendered: a render's bound counts from its turn",
  );
});

test("a page whose turn cannot come with its whole bound left before its ceiling goes with empty roots at once, unrendered", async () => {
  const ceilingMs = 1.5 * ROOMY_BOUND_MS;
  const { app } = await boundHost({ ceilingMs, boundMs: ROOMY_BOUND_MS, atOnce: 1 });
  const first = held();
  let asked = 0;
  meJson = () => {
    asked++;
    return first.done;
  };
  const holding = new Visitor(app).get("/reviews/search?q=kettle");
  while (asked === 0) await new Promise((resolve) => setImmediate(resolve));
  const started = performance.now();
  const waiting = await new Visitor(app).get("/reviews/search?q=lamp");
  const waited = performance.now() - started;
  first.release();
  await holding;
  assert.match(waiting.body, '<main id="main"></main>', "sent with empty roots");
  assert.is(asked, 1, "its render never started: it asked nothing");
  assert.ok(
    waited < ceilingMs,
    `sent once no turn could come in time, not at its ceiling: ${waited.toFixed(0)} ms`,
  );
});

test("a render still working past its bound from its turn is given up, however far its ceiling", async () => {
  const { app } = await boundHost({ ceilingMs: FAR_CEILING_MS });
  // The render's own answer costs twice the bound of CPU.
  meJson = () => burnCpu(2 * BOUND_MS);
  const response = await new Visitor(app).get("/reviews/search?q=kettle");
  assert.match(response.body, '<main id="main"></main>', "given up");
});

test("a render past its ceiling leaves the roots empty and the page served, naming its first data", async () => {
  const { app } = await boundHost({ ceilingMs: CEILING_MS });
  // A me.json that comes later than the ceiling: the render is given up, whatever its CPU.
  meJson = () => new Promise((resolve) => setTimeout(resolve, CEILING_MS + 100));
  const response = await new Visitor(app).get("/reviews/search?q=kettle");
  assert.is(response.statusCode, 200);
  assert.match(response.body, '<div id="search-navbar"></div>');
  assert.match(response.body, '<main id="main"></main>');
  assert.is(firstScreenText(response.body), undefined);
  assert.match(response.body, /<link rel="preload" as="fetch"[^>]*href="\/reviews\/search\.json\?/);
});

test("a host that closes while a given-up render's answer is on its way answers it before its database closes", async () => {
  const { dataDir } = await testHost();
  const { app } = buildHost({
    dataDir,
    rateLimits: false,
    serverRender: { boundMs: BOUND_MS, ceilingMs: CEILING_MS, keepMs: 0 },
  });
  // The render's me.json is held until the host begins to close (this onClose hook, the last
  // registered, runs first), so it is late for the render and still on its way as the host closes,
  // then takes a turn of the event loop, as an answer reading files or waiting on a lock does.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answered: number[] = [];
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/reviews/me.json")) return;
    await held;
    await new Promise((resolve) => setImmediate(resolve));
  });
  app.addHook("onResponse", async (request, reply) => {
    if (request.url.startsWith("/reviews/me.json")) answered.push(reply.statusCode);
  });
  app.addHook("onClose", async () => release());
  onTeardown(() => app.close());
  await app.ready();
  const response = await new Visitor(app).get("/reviews/search?q=kettle");
  assert.match(response.body, '<main id="main"></main>', "the render was given up");
  assert.equal(answered, [], "its me.json is still on its way");
  await app.close();
  assert.equal(answered, [200]);
});

test.run();
