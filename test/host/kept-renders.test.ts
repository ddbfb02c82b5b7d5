// A guest's rendered page kept for the next guests (fixtures/host/http/kept-renders.ts): sent
// again without a render, each guest's with their own CSRF token; rendered afresh after any write
// to the marketplace (by this worker or another), for another address, language or country; past
// its time sent at once while it is rendered again; never a signed-in reviewer's, whose page is
// rendered for them alone.
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openDatabase } from "../../fixtures/host/db/database";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { keptRenders } from "../../fixtures/host/http/kept-renders";
import { isPageRender } from "../../fixtures/host/http/server-render";
import { buildHost } from "../../fixtures/host/server";
import type { RenderedPage } from "../../src/server/render-page";
import { seededDataDir } from "../support/data/seeded-marketplace";
import { Visitor } from "../support/requests/http-client";
import { onTeardown } from "../teardown";

const test = suite("kept renders");

const PRODUCT = "/reviews/stores/lucky-gear/products/lucky-vintage-aquarium-kit-oak";

/** A host whose guests' pages are kept, and the number of requests its renders have made so far. */
async function keepingHost() {
  const dataDir = seededDataDir();
  const { app, db } = buildHost({
    dataDir,
    rateLimits: false,
    serverRender: { boundMs: 5000, ceilingMs: 5000, keepMs: 60_000 },
  });
  let asked = 0;
  app.addHook("onRequest", async (request) => {
    if (isPageRender(request)) asked++;
  });
  onTeardown(() => app.close());
  await app.ready();
  return { app, db, dataDir, renders: () => asked };
}

const roots = (html: string) => {
  const navbar = /<div id="search-navbar">([\s\S]*?)<\/div>\s*<main/.exec(html)?.[1] ?? "";
  const main = /<main id="main">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  assert.ok(main.includes('class="rv-root"'), "the page root is rendered");
  return { navbar, main };
};

async function page(app: FastifyInstance, url: string, visitor = new Visitor(app)) {
  const response = await visitor.get(url);
  assert.is(response.statusCode, 200, url);
  return { html: response.body, visitor };
}

test("a guest's page is rendered once for the guests after it, each form with its own visitor's CSRF token", async () => {
  const { app, renders } = await keepingHost();
  const first = await page(app, "/login");
  const asked = renders();
  assert.ok(asked > 0, "the first guest's page was rendered");
  const second = await page(app, "/login");
  assert.is(renders(), asked, "the second guest's page was sent as kept, with no render");
  const tokens = [first, second].map(
    ({ html }) => /name="authenticity_token" value="([^"]+)"/.exec(html)?.[1] ?? "",
  );
  assert.is(tokens[0], first.visitor.csrfToken);
  assert.is(tokens[1], second.visitor.csrfToken);
  assert.is.not(tokens[0], tokens[1]);
  const [a, b] = [first, second].map(({ html }) => roots(html.replace(/value="[^"]+"/g, "")));
  assert.equal(a, b);
});

/** Counts `votes` helpful votes on every review of the product (shown on its page, not in its metadata). */
const helpful = (votes: number) =>
  `UPDATE reviews SET helpful_count = ${votes} WHERE product_id = (SELECT id FROM products WHERE handle = 'lucky-vintage-aquarium-kit-oak')`;

test("a write to the marketplace, by this worker or another, renders the page afresh with it", async () => {
  const { app, db, dataDir, renders } = await keepingHost();
  await page(app, PRODUCT);
  const asked = renders();
  // Another worker's write (another connection to the same file).
  const other = openDatabase(dataDir);
  onTeardown(() => {
    other.close();
  });
  other.prepare(helpful(42)).run();
  const voted = await page(app, PRODUCT);
  assert.ok(renders() > asked, "rendered again");
  assert.match(roots(voted.html).main, "Helpful (42)");
  // This worker's own write.
  const before = renders();
  db.prepare(helpful(43)).run();
  assert.match(roots((await page(app, PRODUCT)).html).main, "Helpful (43)");
  assert.ok(renders() > before, "rendered again");
});

test("another address, language or country has a render of its own", async () => {
  const { app, renders } = await keepingHost();
  await page(app, PRODUCT);
  let asked = renders();
  const german = await page(app, `${PRODUCT}?locale=de`);
  assert.ok(renders() > asked, "the German page was rendered");
  assert.match(roots(german.html).main, 'lang="de"');
  asked = renders();
  const visitor = new Visitor(app);
  const british = await visitor.request({
    method: "GET",
    url: PRODUCT,
    headers: { "accept-language": "en-GB" },
  });
  assert.ok(renders() > asked, "the British guest's page was rendered");
  assert.match(british.body, '"current_country":"GB"');
  asked = renders();
  await page(app, `${PRODUCT}?sort_by=highest_rating`);
  assert.ok(renders() > asked, "another address was rendered");
});

test("a signed-in reviewer's page is rendered for them alone: never sent as kept, never kept for a guest", async () => {
  const { app, renders } = await keepingHost();
  const { name } = SEEDED_ACCOUNTS.reviewer;
  const reviewer = new Visitor(app);
  assert.is((await reviewer.signIn("reviewer")).statusCode, 303);
  await page(app, PRODUCT);
  const asked = renders();
  const theirs = await page(app, PRODUCT, reviewer);
  assert.ok(renders() > asked, "the reviewer's page was rendered");
  assert.match(theirs.html, name);
  const after = renders();
  const guest = await page(app, PRODUCT);
  assert.is(renders(), after, "the guests' page is still the kept one");
  assert.not.match(guest.html, name);
});

/** A rendered page that names its render. */
const rendered = (n: number): RenderedPage =>
  ({
    navbar: "",
    main: `render ${n}`,
    head: "",
    firstScreen: { me: null, answers: [], parts: [] },
    ms: 1,
  }) as never;

test("a kept page is sent at once past its time while it is rendered again, once, for the guests after; a render given up is not kept; guests arriving together share one render", async () => {
  const db = new Database(":memory:");
  onTeardown(() => {
    db.close();
  });
  let clock = 0;
  let count = 0;
  const render = async () => rendered(++count);
  const kept = keptRenders<RenderedPage>(db, 1000, () => clock);
  assert.is((await kept("a", render))?.main, "render 1");
  clock = 999;
  assert.is((await kept("a", render))?.main, "render 1");
  clock = 1000;
  let renewed = () => {};
  const slow = () =>
    new Promise<RenderedPage>((resolve) => {
      renewed = () => resolve(rendered(++count));
    });
  assert.is((await kept("a", slow))?.main, "render 1", "its time is up: sent at once, rendered again");
  assert.is((await kept("a", slow))?.main, "render 1", "while it renders, the stale one");
  renewed();
  await new Promise((flushed) => setImmediate(flushed));
  assert.is(count, 2, "rendered again once");
  assert.is((await kept("a", render))?.main, "render 2", "then the new one");
  clock = 2000;
  assert.is((await kept("a", async () => null))?.main, "render 2", "a renewal given up keeps the stale one");
  await new Promise((flushed) => setImmediate(flushed));
  assert.is((await kept("a", render))?.main, "render 2", "sent again, and renewed again");
  await new Promise((flushed) => setImmediate(flushed));
  assert.is((await kept("a", render))?.main, "render 3");
  assert.is(await kept("b", async () => null), null);
  assert.is((await kept("b", render))?.main, "render 4", "a page given up is rendered again");
  const together = await Promise.all([kept("c", render), kept("c", render), kept("c", render)]);
  assert.equal(
    together.map((p) => p?.main),
    ["render 5", "render 5", "render 5"],
  );
});

test.run();
