// The example shop's grid and product page under the integrator's `uninstalled` switch: the same
// pages as before the widget was installed, which the bench of the shop's pages measures beside the
// pages with it (test/bench/shop-pages.ts).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { GRID_PATH, GRID_SIZE } from "../../fixtures/host/integrator/shop-pages";
import { INTEGRATOR_HOST } from "../../fixtures/host/integrator/switches";
import { SHOP_SETTINGS_ID } from "../../src/badges/shop-settings";
import { heaviestShopProductPath } from "../support/data/heaviest-pages";
import { testHost } from "../support/hosts/test-host";

const test = suite("shop pages uninstalled");

async function page(path: string, host: string) {
  const { app } = await testHost();
  const answer = await app.inject({ method: "GET", url: path, headers: { host, accept: "text/html" } });
  assert.is(answer.statusCode, 200, `${host}${path}`);
  return answer.body;
}

const WITH = `${INTEGRATOR_HOST}:3000`;
const WITHOUT = `uninstalled.${INTEGRATOR_HOST}:3000`;

/** What of the widget a page carries: its elements, scripts, stylesheets, settings and JSON-LD. */
function widgetParts(html: string): string[] {
  return [
    ...html.matchAll(
      new RegExp(
        `data-reviews-(badge|product)=|<script[^>]*>|id="${SHOP_SETTINGS_ID}"|application/ld\\+json`,
        "g",
      ),
    ),
  ].map((match) => match[0]);
}

/** The page's stylesheets: the shop's own are under /integrator/. */
const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);

const titles = (html: string) => [...html.matchAll(/<h[12][^>]*>(.*?)<\/h[12]>/g)].map((m) => m[1]);

test("the grid without the widget: the same cards, no badge, none of its scripts, stylesheets or settings", async () => {
  const [installed, uninstalled] = [await page(GRID_PATH, WITH), await page(GRID_PATH, WITHOUT)];
  assert.is(installed.match(/data-reviews-badge=/g)?.length, GRID_SIZE);
  assert.match(installed, `id="${SHOP_SETTINGS_ID}"`);
  assert.equal(widgetParts(uninstalled), []);
  assert.equal(stylesheets(uninstalled), ["/integrator/site.css"]);
  assert.ok(stylesheets(installed).length > 1, "the badges' stylesheet with the widget");
  assert.is(uninstalled.match(/class="shop-card__title"/g)?.length, GRID_SIZE);
  assert.equal(titles(uninstalled), titles(installed));
});

test("the heaviest product page without the widget: the same product, no reviews' element, none of its scripts, stylesheets or JSON-LD", async () => {
  const { db } = await testHost();
  const path = heaviestShopProductPath(db);
  const [installed, uninstalled] = [await page(path, WITH), await page(path, WITHOUT)];
  assert.match(installed, "data-reviews-product=");
  assert.match(installed, "application/ld+json");
  assert.equal(widgetParts(uninstalled), []);
  assert.equal(stylesheets(uninstalled), ["/integrator/site.css"]);
  assert.ok(titles(uninstalled).length > 0);
  assert.equal(titles(uninstalled), titles(installed));
});

test.run();
