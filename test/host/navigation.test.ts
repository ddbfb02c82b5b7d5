// The reference host's side of issue 3: me.json, the reviewer update, accept_tos, shipping
// countries, currency flags, the footer's policy pages and the categories.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Category } from "../../src/api/contract/category";
import type { MeResponse } from "../../src/api/contract/reviewer";
import { resetReviewer } from "../support/data/seeded-queries";
import { hostSession } from "../support/requests/http-client";

const test = suite("host: navigation");

const reviewerRow = async () => {
  const { host } = await hostSession();
  return host.db
    .prepare("SELECT rs_currency, rs_country, reviewer_name, tos_accepted_at FROM reviewers WHERE id = 1")
    .get() as Record<string, string | null>;
};
test.after.each(async () => resetReviewer((await hostSession()).host.db));

test("me.json for a guest: no reviewer, a country from the language, store currency; rates when asked", async () => {
  const guest = await hostSession();
  const plain = await guest.request("GET", "/reviews/me.json", undefined, {
    headers: { "accept-language": "en-GB,en;q=0.8" },
  });
  assert.is(plain.statusCode, 200);
  const me = plain.json() as MeResponse;
  assert.is(me.reviewer, null);
  assert.is(me.current_country, "GB");
  assert.is(me.currency, "*");
  assert.is(me.exchange_rates, undefined, "rates only when asked (the client keeps them 6 hours)");
  const withRates = (await guest.request("GET", "/reviews/me.json?exchange_rates=true")).json() as MeResponse;
  assert.is(withRates.current_country, "US");
  assert.is(withRates.exchange_rates?.USD, 1);
  assert.ok(Object.keys(withRates.exchange_rates ?? {}).length >= 30);
});

test("me.json: a bad parameter is a 400 that still carries the country and currency (the client falls back on them)", async () => {
  const guest = await hostSession();
  const bad = await guest.request("GET", "/reviews/me.json?exchange_rates=perhaps");
  assert.is(bad.statusCode, 400);
  const body = bad.json();
  assert.type(body.error, "string");
  assert.is(body.current_country, "US");
  assert.is(body.currency, "*");
});

test("me.json: a parameter it does not take is a 400 that still carries the country and currency", async () => {
  const guest = await hostSession();
  for (const query of ["exchange_rates=true&rates=all", "exchange_rates=true&exchange_rates=false"]) {
    const bad = await guest.request("GET", `/reviews/me.json?${query}`);
    assert.is(bad.statusCode, 400, query);
    assert.equal(Object.keys(bad.json()).sort(), ["currency", "current_country", "error"], query);
  }
});

test("PUT reviewers/0 saves the currency and country; me.json gives them back in a new session", async () => {
  const reviewer = await hostSession("reviewer");
  assert.is(
    (await reviewer.request("PUT", "/reviews/profile/reviewers/0", { reviewer: { rs_currency: "eur" } }))
      .statusCode,
    204,
  );
  assert.is(
    (await reviewer.request("PUT", "/reviews/profile/reviewers/0", { reviewer: { rs_country: "de" } }))
      .statusCode,
    204,
  );
  assert.equal(await reviewerRow().then((r) => [r.rs_currency, r.rs_country]), ["EUR", "DE"]);
  const later = await hostSession("reviewer");
  const me = (await later.request("GET", "/reviews/me.json")).json() as MeResponse;
  assert.is(me.reviewer?.name, "Jamie Rivera");
  assert.is(me.currency, "EUR");
  assert.is(me.current_country, "DE");
  assert.is(
    (await reviewer.request("PUT", "/reviews/profile/reviewers/0", { reviewer: { rs_currency: "*" } }))
      .statusCode,
    204,
  );
  assert.is(((await later.request("GET", "/reviews/me.json")).json() as MeResponse).currency, "*");
});

test("PUT reviewers/0 refuses guests, a missing CSRF token, other ids and bad values", async () => {
  const guest = await hostSession();
  assert.is(
    (await guest.request("PUT", "/reviews/profile/reviewers/0", { reviewer: { rs_currency: "EUR" } }))
      .statusCode,
    401,
  );
  const reviewer = await hostSession("reviewer");
  const put = (body: unknown, options?: { csrf?: boolean }) =>
    reviewer.request("PUT", "/reviews/profile/reviewers/0", body, options).then((r) => r.statusCode);
  assert.is(await put({ reviewer: { rs_currency: "EUR" } }, { csrf: false }), 403);
  assert.is(
    (await reviewer.request("PUT", "/reviews/profile/reviewers/7", { reviewer: { rs_currency: "EUR" } }))
      .statusCode,
    404,
  );
  for (const body of [
    { reviewer: { rs_currency: "XYZ" } },
    { reviewer: { rs_currency: 5 } },
    { reviewer: { rs_country: "ZZ" } },
    { reviewer: { subscribed_rs: "yes" } },
    { reviewer: { email: "x@example.com" } },
    { reviewer: { name: " " } },
    { reviewer: {} },
    { rs_currency: "EUR" },
    [],
  ]) {
    assert.is(await put(body), 400, JSON.stringify(body));
  }
  const text = await reviewer.request("PUT", "/reviews/profile/reviewers/0", undefined, {
    headers: { "content-type": "application/json" },
  });
  assert.ok(text.statusCode >= 400 && text.statusCode < 500);
  assert.equal(await reviewerRow().then((r) => r.rs_currency), null, "nothing was saved");
});

test("accept_tos records the reviewer name; an empty or oversized name is refused", async () => {
  const reviewer = await hostSession("reviewer");
  const post = (body: unknown) =>
    reviewer.request("POST", "/reviews/profile/accept_tos", body).then((r) => r.statusCode);
  assert.is(await post({ reviewer_name: "   " }), 400);
  assert.is(await post({ reviewer_name: "x".repeat(81) }), 400);
  assert.is(await post({}), 400);
  assert.is(await post({ reviewer_name: "Jamie R.", tos_accepted_at: "2020-01-01" }), 400, "another field");
  assert.is(await post({ reviewer_name: ["Jamie R."] }), 400, "a list");
  assert.is(await reviewerRow().then((r) => r.tos_accepted_at), null, "nothing saved");
  assert.is(await post({ reviewer_name: "  Jamie R.  " }), 204);
  const row = await reviewerRow();
  assert.is(row.reviewer_name, "Jamie R.");
  assert.ok(row.tos_accepted_at);
  const guest = await hostSession();
  assert.is(
    (await guest.request("POST", "/reviews/profile/accept_tos", { reviewer_name: "G" })).statusCode,
    401,
  );
});

test("shipping_countries.json: where stores ship to, named, by name; each one narrows a search to those stores", async () => {
  const guest = await hostSession();
  const response = await guest.request("GET", "/shipping_countries.json");
  assert.is(response.statusCode, 200);
  const list = response.json().shipping_countries as { name: string; code: string }[];
  const { db } = guest.host;
  const destinations = db
    .prepare("SELECT DISTINCT country FROM shop_shipping_countries ORDER BY country")
    .pluck()
    .all() as string[];
  assert.ok(destinations.length > 0);
  assert.equal(list.map((c) => c.code).sort(), destinations);
  // Where stores ship to, not where they are: some destination has no store of its own.
  const shopCountries = db.prepare("SELECT count(DISTINCT country) FROM shops").pluck().get() as number;
  assert.ok(list.length > shopCountries, `${list.length} destinations, ${shopCountries} store countries`);
  assert.ok(list.some((c) => c.code === "US" && c.name === "United States"));
  assert.equal(
    list.map((c) => c.name),
    [...list.map((c) => c.name)].sort((a, b) => a.localeCompare(b)),
  );
  // The 'Ships to' filter finds products for every listed country, each from a store shipping there.
  const ships = db.prepare("SELECT 1 FROM shop_shipping_countries WHERE country = ? AND shop_id = ?");
  const shopOf = db.prepare("SELECT shop_id FROM products WHERE encoded_id = ?").pluck();
  for (const { code } of list) {
    const found = await guest.request(
      "GET",
      `/reviews/search.json?q=&page=1&country=${code}&min_transparency=0`,
    );
    assert.is(found.statusCode, 200, code);
    const results = found.json().data.search_results as { encoded_product_id: string }[];
    assert.ok(results.length > 0, code);
    for (const product of results) assert.ok(ships.get(code, shopOf.get(product.encoded_product_id)), code);
  }
});

test("shipping_countries.json in the widget's language: named by the runtime in German and sorted by German rules (regression)", async () => {
  const guest = await hostSession();
  const response = await guest.request("GET", "/shipping_countries.json", undefined, {
    headers: { "x-reviews-locale": "de" },
  });
  assert.is(response.statusCode, 200);
  const names = (response.json().shipping_countries as { name: string; code: string }[]).map((c) => c.name);
  assert.ok(names.includes("Deutschland") && names.includes("Vereinigte Staaten"), names.join(", "));
  assert.not.ok(names.includes("Germany"));
  assert.equal(names, [...names].sort(new Intl.Collator("de").compare));
});

test("a flag for every currency the rates know, at /image-host/flags/<code>.png; others are 404", async () => {
  const guest = await hostSession();
  const codes = guest.host.db.prepare("SELECT code FROM exchange_rates").pluck().all() as string[];
  for (const code of codes) {
    const flag = await guest.request("GET", `/image-host/flags/${code.toLowerCase()}.png`);
    assert.is(flag.statusCode, 200, code);
    assert.is(flag.headers["content-type"], "image/png");
    assert.equal([...flag.rawPayload.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  }
  for (const path of ["xyz.png", "EUR.png", "eur.svg", "../eur.png"]) {
    const missing = await guest.request("GET", `/image-host/flags/${path}`);
    assert.is(missing.statusCode, 404, path);
  }
});

test("the footer's policy pages are host pages whose <main data-static> holds their text", async () => {
  const guest = await hostSession();
  for (const [path, title] of [
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
    ["/authenticity", "Authenticity"],
    ["/compliance", "Compliance"],
    ["/content-policy", "Content Policy"],
  ]) {
    const page = await guest.request("GET", path as string);
    assert.is(page.statusCode, 200, path);
    assert.match(page.body, `<title>${title} | Reviews</title>`);
    assert.match(
      page.body,
      /<main id="main" data-static><div class="rv-root"><div class="rv-page"><article class="rv-policy-page"><h1>/,
    );
    assert.match(page.body, '<div id="search-navbar"></div>');
    assert.match(page.body, /<script type="module" src="\/assets\/main-/);
  }
  // The medal tiers come from the one table the bundle's badges read (src/lib/medals.ts).
  const authenticity = await guest.request("GET", "/authenticity");
  assert.match(
    authenticity.body,
    "Scores earn medals: Diamond at 100, Platinum from 99, Gold from 95, Silver from 90 and Bronze from 80.",
  );
});

test("categories: level 1 for the banner (bar_order, one flat view in it); all_categories is the tree", async () => {
  const guest = await hostSession();
  const level1 = (await guest.request("GET", "/reviews/categories.json?level=1")).json()
    .product_categories as Category[];
  const banner = level1
    .filter((c) => c.bar_order !== null)
    .sort((a, b) => (a.bar_order ?? 0) - (b.bar_order ?? 0));
  assert.ok(banner.length >= 6);
  assert.ok(
    banner.slice(0, 6).some((c) => c.bar_flat_view),
    "a flat-view category shows in the banner",
  );
  const all = (await guest.request("GET", "/reviews/all_categories")).json() as Category[];
  const byId = new Map(all.map((c) => [c.id, c]));
  for (const c of all) {
    if (c.parent_id !== null) assert.ok(byId.get(c.parent_id)?.children.includes(c.id), c.name);
  }
});

test.run();
