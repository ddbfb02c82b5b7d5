// A shop's strict style policy kept: under `style-src 'self'` (no 'unsafe-inline') a browser ignores
// every style attribute of a page's HTML, so the widget's rendered HTML carries none. Its widths
// that vary are classes or elements instead: a star row's fill (rv-whole-4 rv-tenth-6), an
// avatar's size (rv-avatar--72), a histogram's bar (a <progress>); the theme goes in through the
// CSSOM. Held on the marketplace's heaviest pages as the host renders them, and on a shop's own
// grid and product page in its own theme as the render service renders their badges and reviews.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SHOP_THEME } from "../../fixtures/host/integrator/page";
import { GRID_PATH } from "../../fixtures/host/integrator/shop-pages";
import { INTEGRATOR_HOST } from "../../fixtures/host/integrator/switches";
import { heaviestProductPath, heaviestStorePath } from "../support/data/heaviest-pages";
import { reviewerSlug } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";

const test = suite("no style attributes");

/** Every tag of `html` with a style attribute, its scripts' text left out (JSON is no markup). */
const styledTags = (html: string) =>
  [...html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").matchAll(/<[a-z][^>]*\sstyle=[^>]*>/gi)].map(
    ([tag]) => tag.slice(0, 160),
  );

async function page(url: string, host = "127.0.0.1") {
  const { app } = await testHost();
  const response = await app.inject({ method: "GET", url, headers: { host, accept: "text/html" } });
  assert.is(response.statusCode, 200, url);
  return { html: response.body, policy: String(response.headers["content-security-policy"]) };
}

test("the marketplace's heaviest pages, rendered on the server (home, search, the heaviest product and store, a profile), carry no style attribute, under a policy whose style-src is 'self' alone", async () => {
  const { db } = await testHost();
  const pages = {
    home: "/reviews",
    search: "/reviews/search?q=kettle",
    product: heaviestProductPath(db),
    store: heaviestStorePath(db),
    profile: `/reviews/profile/${encodeURIComponent(reviewerSlug(db))}`,
  };
  const drawn: Record<string, string> = {};
  for (const [name, url] of Object.entries(pages)) {
    const { html, policy } = await page(url);
    assert.match(html, /<main id="main"><div class="rv-root"/, `${name} is rendered`);
    assert.equal(styledTags(html), [], name);
    assert.match(policy, /style-src 'self';/, name);
    assert.not.match(policy, "unsafe-inline", name);
    drawn[name] = html;
  }
  // What used to take a style attribute is drawn by classes and elements.
  assert.match(drawn.search as string, /class="rv-stars rv-stars--\w+ rv-whole-\d rv-tenth-\d"/);
  assert.match(drawn.product as string, /<progress class="rv-histogram__bar" value="\d+" max="\d+"/);
  assert.match(drawn.profile as string, 'class="rv-avatar rv-avatar--72"');
});

test("a shop's grid and product page in its own theme, their badges and reviews rendered by the render service: no style attribute, the theme nowhere in the HTML but its settings", async () => {
  const host = ["ssr", "themed", INTEGRATOR_HOST].join(".");
  const grid = await page(GRID_PATH, host);
  assert.ok(grid.html.split('class="rv-root rv-badge"').length > 40, "the grid's badges are rendered");
  assert.match(grid.html, /class="rv-stars rv-stars--sm rv-whole-\d rv-tenth-\d"/);
  assert.equal(styledTags(grid.html), []);
  const product = await page(`${GRID_PATH}/8000000001`, host);
  assert.match(
    product.html,
    /data-reviews-product="8000000001"><div class="rv-root"/,
    "the reviews are rendered",
  );
  assert.match(product.html, /<progress class="rv-histogram__bar"/);
  assert.equal(styledTags(product.html), []);
  // The theme's accent only in the settings' JSON, which the script reads.
  for (const { html } of [grid, product])
    assert.is(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").includes(SHOP_THEME.accent), false);
  for (const { policy } of [grid, product]) assert.not.match(policy, "unsafe-inline");
});

test.run();
