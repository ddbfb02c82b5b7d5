// The reference host's server render: a review whose text holds </script> or <!-- stays text in the
// page (in the markup and in the inlined first screen, which no user text can close), no inline
// script but the press queue, allowed by its hash, runs under the same CSP, and a render past its bound leaves the roots empty with the page
// served (the browser renders them, from the data the page names first); a host closing meanwhile
// answers what that render still waits on before its database closes.
import { createHash } from "node:crypto";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { buildHost } from "../../fixtures/host/server";
import { COOKIES_ACCEPTED_COOKIE } from "../../src/state/cookie-consent";
import { testHost } from "../support/host";
import { Visitor } from "../support/http-client";
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

test("a render past its bound leaves the roots empty and the page served, naming its first data", async () => {
  const { dataDir } = await testHost();
  // The host's own bound, and a me.json that takes longer than it: the render is given up.
  const { app } = buildHost({ dataDir, rateLimits: false, serverRender: { boundMs: 50, keepMs: 0 } });
  app.addHook("onRequest", async (request) => {
    if (request.url.startsWith("/reviews/me.json")) await new Promise((resolve) => setTimeout(resolve, 300));
  });
  onTeardown(() => app.close());
  await app.ready();
  const response = await new Visitor(app).get("/reviews/search?q=kettle");
  assert.is(response.statusCode, 200);
  assert.match(response.body, '<div id="search-navbar"></div>');
  assert.match(response.body, '<main id="main"></main>');
  assert.is(firstScreenText(response.body), undefined);
  assert.match(response.body, /<link rel="preload" as="fetch"[^>]*href="\/reviews\/search\.json\?/);
});

test("a host that closes while a given-up render's answer is on its way answers it before its database closes", async () => {
  const { dataDir } = await testHost();
  const { app } = buildHost({ dataDir, rateLimits: false, serverRender: { boundMs: 50, keepMs: 0 } });
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
