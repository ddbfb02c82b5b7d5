// Choosing a currency or country stores it; a signed-in reviewer's choice is also saved
// with PUT /reviews/profile/reviewers/0; choosing the current value again changes nothing.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { configureClient } from "../../src/api/client";
import { chooseCountryAtom, chooseCurrencyAtom } from "../../src/state/choices";
import { createStore } from "../../src/state/jotai";
import { countryAtom, currencyAtom, profileSaveErrorAtom } from "../../src/state/reviewer";
import { sessionAtom } from "../../src/state/session";
import { STORED } from "../../src/state/stored";

const test = suite("choices");
const realFetch = globalThis.fetch;
let sent: { method: string; body: unknown }[] = [];
let status = 204;

function storeFor(signedIn: boolean) {
  const store = createStore();
  store.set(sessionAtom, {
    meta: { title: "", description: "", robots: "", canonical: "" },
    signedIn,
    csrfToken: "t",
  });
  return store;
}

test.before.each(() => {
  localStorage.clear();
  sent = [];
  status = 204;
  configureClient({ csrfToken: "t" });
  globalThis.fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ method: String(init.method).toUpperCase(), body: JSON.parse(String(init.body)) });
    return new Response(status === 204 ? null : JSON.stringify({ error: "x" }), { status });
  }) as typeof fetch;
});
test.after.each(() => {
  globalThis.fetch = realFetch;
});

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null")?.value;

test("a guest's country and currency are stored on the device only", async () => {
  const store = storeFor(false);
  await store.set(chooseCountryAtom, "FR");
  await store.set(chooseCurrencyAtom, "EUR");
  assert.equal([store.get(countryAtom), store.get(currencyAtom)], ["FR", "EUR"]);
  assert.equal([stored(STORED.country), stored(STORED.currency)], ["FR", "EUR"]);
  assert.equal(sent, []);
});

test("a reviewer's choice is saved to the profile as rs_country / rs_currency", async () => {
  const store = storeFor(true);
  await store.set(chooseCountryAtom, "DE");
  await store.set(chooseCurrencyAtom, "GBP");
  assert.equal(sent, [
    { method: "PUT", body: { reviewer: { rs_country: "DE" } } },
    { method: "PUT", body: { reviewer: { rs_currency: "GBP" } } },
  ]);
});

test("choosing the value already chosen sends nothing", async () => {
  const store = storeFor(true);
  await store.set(chooseCurrencyAtom, "*");
  await store.set(chooseCountryAtom, "*");
  assert.equal(sent, []);
});

test("a choice already on screen (the filter sidebar shows its currency before applying) is still stored and saved", async () => {
  const store = storeFor(true);
  localStorage.setItem(STORED.currency, JSON.stringify({ value: "USD" }));
  store.set(currencyAtom, "EUR"); // the sidebar's preview
  await store.set(chooseCurrencyAtom, "EUR");
  assert.is(stored(STORED.currency), "EUR");
  assert.equal(sent, [{ method: "PUT", body: { reviewer: { rs_currency: "EUR" } } }]);
  // Back to the saved value: shown again, nothing sent.
  await store.set(chooseCurrencyAtom, "EUR");
  assert.is(sent.length, 1);
});

test("'All countries' resets the country: '*' is stored and saved", async () => {
  const store = storeFor(true);
  await store.set(chooseCountryAtom, "DE");
  await store.set(chooseCountryAtom, "*");
  assert.is(store.get(countryAtom), "*");
  assert.is(stored(STORED.country), "*");
  assert.equal(sent.at(-1), { method: "PUT", body: { reviewer: { rs_country: "*" } } });
});

test("a failed save keeps the choice and leaves a message for the reviewer", async () => {
  status = 500;
  const store = storeFor(true);
  await store.set(chooseCountryAtom, "NL");
  assert.is(store.get(countryAtom), "NL");
  assert.is(store.get(profileSaveErrorAtom), "country");
});

test.run();
