// Category names in the page's language: the marketplace stores each category's name in every
// offered language (table category_names), and every answer that names a category (the category
// lists and pages, a product's breadcrumbs, search and its suggestions, the home carousel) names it
// in the request's language; English stays as stored.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { OFFERED_LANGUAGES } from "../../fixtures/host/http/page-language";
import type { CategoriesResponse, Category, CategoryPageResponse } from "../../src/api/contract/category";
import type { ProductPageResponse } from "../../src/api/contract/shop";
import { rowCount } from "../support/data/seeded-queries";
import { hostSession } from "../support/requests/http-client";

const test = suite("category names in the page's language");

const german = { "x-reviews-locale": "de" };

test("every category has a name in every offered language besides English, each its own", async () => {
  const { host } = await hostSession();
  const categories = rowCount(host.db, "categories");
  assert.ok(categories > 100);
  for (const locale of OFFERED_LANGUAGES.filter((code) => code !== "en")) {
    const named = host.db
      .prepare("SELECT count(*) FROM category_names WHERE locale = ? AND name <> ''")
      .pluck()
      .get(locale) as number;
    assert.is(named, categories, locale);
  }
  const kettles = host.db
    .prepare(
      "SELECT n.locale, n.name FROM category_names n JOIN categories c ON c.id = n.category_id WHERE c.handle = 'kettles' ORDER BY n.locale",
    )
    .all();
  assert.equal(kettles, [
    { locale: "ar", name: "غلايات" },
    { locale: "de", name: "Wasserkocher" },
    { locale: "es", name: "Hervidores" },
    { locale: "fr", name: "Bouilloires" },
    { locale: "it", name: "Bollitori" },
    { locale: "nl", name: "Waterkokers" },
  ]);
});

test("the category lists and a category's page in German; in English as stored (regression)", async () => {
  const guest = await hostSession();
  const top = (await guest.request("GET", "/reviews/categories.json", undefined, { headers: german })).json()
    .product_categories as CategoriesResponse["product_categories"];
  assert.ok(top.length > 0);
  assert.ok(
    top.some((c) => c.name === "Haus & Küche"),
    top.map((c) => c.name).join(", "),
  );
  assert.not.ok(top.some((c) => c.name === "Home & Kitchen"));
  const all = (
    await guest.request("GET", "/reviews/all_categories", undefined, { headers: german })
  ).json() as Category[];
  assert.ok(all.some((c) => c.name === "Wasserkocher"));

  const page = (
    await guest.request("GET", "/reviews/categories/kettles?format=json&locale=de")
  ).json() as CategoryPageResponse;
  assert.is(page.category.name, "Wasserkocher");
  assert.match(page.meta_data.title ?? "", /Wasserkocher/);
  assert.not.match(page.meta_data.title ?? "", /Kettles/);
  assert.equal(
    page.upper_level_categories.map((c) => c.name),
    ["Haus & Küche", "Küchengeräte"],
  );

  const english = (
    await guest.request("GET", "/reviews/categories/kettles?format=json&locale=en")
  ).json() as CategoryPageResponse;
  assert.is(english.category.name, "Kettles");
  assert.is(english.category.external_title, "Kettles reviews");
});

test("a product's breadcrumbs, the search's category and a suggested category in Arabic and German", async () => {
  const guest = await hostSession();
  const product = guest.host.db
    .prepare(
      `SELECT s.slug, p.handle, p.category_id FROM products p JOIN shops s ON s.id = p.shop_id
       JOIN categories c ON c.id = p.category_id WHERE c.handle = 'kettles' ORDER BY p.id LIMIT 1`,
    )
    .get() as { slug: string; handle: string; category_id: number };
  const data = (
    await guest.request(
      "GET",
      `/reviews/stores/${encodeURIComponent(product.slug)}/products/${encodeURIComponent(product.handle)}?format=json&locale=ar`,
    )
  ).json() as ProductPageResponse;
  assert.equal(
    data.categories_data.map((c) => c.name),
    ["المنزل والمطبخ", "أجهزة المطبخ", "غلايات"],
  );

  const search = (
    await guest.request(
      "GET",
      `/reviews/search.json?q=&page=1&category_id=${product.category_id}&min_transparency=0`,
      undefined,
      { headers: german },
    )
  ).json();
  assert.is(search.data.category.name, "Wasserkocher");

  // A suggested category searches the typed words in it: the products' titles are English, so
  // its English name finds it, named in German.
  const typedInEnglish = (
    await guest.request("GET", "/reviews/instant_search?q=kettle", undefined, { headers: german })
  ).json().suggestions as { id?: number; text: string }[];
  assert.ok(
    typedInEnglish.some((s) => s.text === "Wasserkocher"),
    JSON.stringify(typedInEnglish),
  );
});

test("the home's category carousel in the request's language, kept per language", async () => {
  const guest = await hostSession();
  const ask = (locale: string) =>
    guest.request("GET", "/reviews/carousels.json?q=category", undefined, {
      headers: { "x-reviews-locale": locale },
    });
  const english = await ask("en");
  const german = await ask("de");
  assert.match(String(german.headers.vary), /x-reviews-locale/i);
  const names = (answer: Awaited<ReturnType<typeof ask>>) =>
    (answer.json().categories as Category[]).map((c) => c.name);
  assert.ok(names(english).length > 0);
  assert.is(names(german).length, names(english).length);
  assert.not.equal(names(german), names(english));
  assert.equal(names(await ask("en")), names(english), "English again, not the German kept");
});

test.run();
