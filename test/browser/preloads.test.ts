// The host page names the data its screen fetches first; the browser fetches it beside the
// bundle and the screen uses that answer: one request, no warning about an unused preload.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession } from "../support/browsers/chromium";

const test = suite("data preloads");

const PAGES: [string, RegExp][] = [
  ["/reviews/search?q=kettle&page=1", /\/reviews\/search\.json\?/],
  ["/reviews/store_search?q=home", /\/reviews\/store_search\.json\?/],
  ["/reviews/categories/kettles", /\/reviews\/categories\/kettles\?format=json/],
  [
    "/reviews/stores/lucky-gear/products/lucky-vintage-aquarium-kit-oak?rating=5",
    /\/products\/lucky-vintage-aquarium-kit-oak\?format=json/,
  ],
  ["/reviews/feed?store_events=false", /\/reviews\/feed_events\.json\?/],
  ["/reviews/people?sort_by=name&page=2", /\/reviews\/people\.json\?/],
  // The first page of reviews comes with the page data, under the address's review controls.
  [
    "/reviews/stores/lucky-gear/products/lucky-vintage-aquarium-kit-oak?filter_rating=5",
    /\/api\/v1\/widgets\/product_review\?(?=.*filter_rating=5)/,
  ],
  ["/reviews/stores/lucky-gear", /\/api\/v1\/widgets\/all_reviews_page\?/],
  // A category's products, and home's carousel for the country me.json answers.
  ["/reviews/categories/kettles", /\/reviews\/search\.json\?(?=.*category_search=true)/],
  ["/reviews", /\/reviews\/carousels\.json\?q=product&country=US$/],
  // Every page asks me.json at start.
  ["/reviews/categories", /\/reviews\/me\.json/],
  ["/login", /\/reviews\/me\.json/],
];

test("each screen's first data is fetched once, from the preload", async () => {
  for (const [path, data] of PAGES) {
    const { page, url, context, warnings } = await openSession({ browserRendered: true });
    const seen: string[] = [];
    page.on("request", (request) => {
      if (data.test(request.url())) seen.push(request.url());
    });
    await page.goto(url(path));
    const preloads = await page.$$eval('link[rel="preload"][as="fetch"]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    assert.ok(
      preloads.some((href) => data.test(href)),
      `${path}: the host page names the data (${preloads.join(", ")})`,
    );
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    // Had the screen asked for another address, there would be two requests.
    assert.is(seen.length, 1, `${path}: ${seen.join(", ")}`);
    assert.equal(
      warnings.filter((w) => w.includes("preload")),
      [],
      path,
    );
    await context.close();
  }
});

test.run();
