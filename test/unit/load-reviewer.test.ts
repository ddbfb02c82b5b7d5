// me.json at load: stored choices first, rates kept 6 hours, the host's answer, and the
// fallbacks of a failed call (stored values, then values in the error response).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { loadReviewer } from "../../src/app/load-reviewer";
import { createStore } from "../../src/state/jotai";
import * as atoms from "../../src/state/reviewer";
import { STORED } from "../../src/state/stored";

const test = suite("load reviewer");
const RATES = { USD: 1, EUR: 0.92, GBP: 0.79 };
const REVIEWER = {
  encoded_id: "u1",
  slug: "jamie",
  name: "Jamie",
  avatar_image_url: null,
  avatar_hash: "u1",
  verified_buyer: true,
  role: "reviewer",
};

let requests: string[] = [];
const realFetch = globalThis.fetch;

function answer(status: number, body: unknown) {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
}

function stored(key: string, value: unknown, expires?: number) {
  localStorage.setItem(key, JSON.stringify(expires ? { value, expires } : { value }));
}
const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null");

async function load(search = "") {
  const store = createStore();
  const seen: string[] = [];
  store.sub(atoms.currencyAtom, () => seen.push(store.get(atoms.currencyAtom)));
  await loadReviewer(store, search);
  return { store, seen };
}

test.before.each(() => {
  localStorage.clear();
  requests = [];
  globalThis.console.warn = () => {};
});
test.after.each(() => {
  globalThis.fetch = realFetch;
});

test("a first visit asks for the rates and keeps them 6 hours, with the country and currency", async () => {
  answer(200, {
    reviewer: null,
    current_country: "GB",
    currency: "*",
    locale: "en-GB",
    exchange_rates: RATES,
  });
  const { store } = await load();
  assert.match(requests[0] ?? "", /\/reviews\/me\.json\?exchange_rates=true$/);
  assert.equal(store.get(atoms.exchangeRatesAtom), RATES);
  assert.is(store.get(atoms.countryAtom), "GB");
  assert.is(store.get(atoms.currencyAtom), "*");
  assert.is(store.get(atoms.localeAtom), "en", "the page's language is the host page's, not me.json's");
  assert.is(store.get(atoms.reviewerLoadedAtom), true);
  const rates = read(STORED.rates);
  assert.equal(rates.value, RATES);
  const sixHours = 6 * 60 * 60 * 1000;
  assert.ok(Math.abs(rates.expires - (Date.now() + sixHours)) < 5000);
  assert.equal([read(STORED.country).value, read(STORED.currency).value], ["GB", "*"]);
});

test("stored rates are used without asking for them again; stored choices show before the answer", async () => {
  stored(STORED.rates, RATES, Date.now() + 60_000);
  stored(STORED.currency, "EUR");
  answer(200, { reviewer: null, current_country: "US", currency: "*", locale: "en" });
  const { store, seen } = await load();
  assert.match(requests[0] ?? "", /\/reviews\/me\.json$/);
  assert.equal(store.get(atoms.exchangeRatesAtom), RATES);
  assert.is(seen[0], "EUR", "the stored currency applied first");
  assert.is(store.get(atoms.currencyAtom), "EUR", "a guest's own choice wins over the guest default");
});

test("expired rates are asked for again", async () => {
  stored(STORED.rates, { USD: 1 }, Date.now() - 1);
  answer(200, { reviewer: null, current_country: "US", currency: "*", locale: "en", exchange_rates: RATES });
  const { store } = await load();
  assert.match(requests[0] ?? "", /exchange_rates=true/);
  assert.equal(store.get(atoms.exchangeRatesAtom), RATES);
});

test("for a signed-in reviewer the saved currency and country win over this device's", async () => {
  stored(STORED.currency, "EUR");
  stored(STORED.country, "DE");
  answer(200, {
    reviewer: REVIEWER,
    current_country: "gb",
    currency: "GBP",
    locale: "en",
    exchange_rates: RATES,
  });
  const { store } = await load();
  assert.is(store.get(atoms.reviewerAtom)?.name, "Jamie");
  assert.is(store.get(atoms.currencyAtom), "GBP");
  assert.is(store.get(atoms.countryAtom), "GB", "upper-cased");
  assert.is(read(STORED.currency).value, "GBP");
});

test("a failed call falls back to the values in the error response when nothing is stored", async () => {
  answer(500, { error: "down", current_country: "FR", currency: "eur", exchange_rates: RATES });
  const { store } = await load();
  assert.is(store.get(atoms.reviewerAtom), null);
  assert.is(store.get(atoms.countryAtom), "FR");
  assert.is(store.get(atoms.currencyAtom), "EUR");
  assert.equal(store.get(atoms.exchangeRatesAtom), RATES);
  assert.is(store.get(atoms.reviewerLoadedAtom), true);
});

test("a failed call keeps the stored values first", async () => {
  stored(STORED.rates, RATES, Date.now() + 60_000);
  stored(STORED.currency, "GBP");
  stored(STORED.country, "NZ");
  answer(503, { error: "down", current_country: "FR", currency: "EUR" });
  const { store } = await load();
  assert.is(store.get(atoms.countryAtom), "NZ");
  assert.is(store.get(atoms.currencyAtom), "GBP");
});

test("a failed call with nothing to fall back on leaves store prices", async () => {
  globalThis.fetch = (async () => {
    throw new TypeError("offline");
  }) as typeof fetch;
  const { store } = await load();
  assert.is(store.get(atoms.currencyAtom), "*");
  assert.is(store.get(atoms.exchangeRatesAtom), null);
});

test("a currency or country in the address is upper-cased; one the rates do not know is '*'", async () => {
  answer(200, { reviewer: null, current_country: "US", currency: "*", locale: "en", exchange_rates: RATES });
  const eur = await load("?currency=eur&country=gb");
  assert.is(eur.store.get(atoms.currencyAtom), "EUR");
  assert.is(eur.store.get(atoms.countryAtom), "GB");
  assert.is(read(STORED.currency).value, "*", "the address does not change what is stored");
  const unknown = await load("?currency=xyz&country=zz");
  assert.is(unknown.store.get(atoms.currencyAtom), "*");
  assert.is(unknown.store.get(atoms.countryAtom), "US");
});

test("a stored currency the rates no longer know falls back to '*'; me.json's locale leaves the language alone", async () => {
  stored(STORED.currency, "XYZ");
  answer(200, {
    reviewer: null,
    current_country: "US",
    currency: "*",
    locale: "not a locale!",
    exchange_rates: RATES,
  });
  const { store } = await load();
  assert.is(store.get(atoms.currencyAtom), "*");
  assert.is(store.get(atoms.localeAtom), "en");
});

test("the page's own answer, applied again for this device, changes nothing it does not need to", async () => {
  // As start() does on a page the host rendered: the host's answer alone, then with this device's choices.
  stored(STORED.country, "DE");
  const me = { reviewer: null, current_country: "US", currency: "*", locale: "en", exchange_rates: RATES };
  const store = createStore();
  await loadReviewer(store, "", me, false);
  const rates = store.get(atoms.exchangeRatesAtom);
  assert.equal(rates, RATES);
  const changed: string[] = [];
  for (const [name, atom] of [
    ["rates", atoms.exchangeRatesAtom],
    ["country", atoms.countryAtom],
    ["currency", atoms.currencyAtom],
  ] as const)
    store.sub(atom, () => changed.push(name));
  await loadReviewer(store, "", me);
  assert.is(store.get(atoms.exchangeRatesAtom), rates, "the same rates are kept as they are");
  assert.equal(changed, ["country"], "the device's country, and nothing else");
  assert.is(store.get(atoms.countryAtom), "DE");
  assert.equal(requests, [], "nothing asked");
});

test.run();
