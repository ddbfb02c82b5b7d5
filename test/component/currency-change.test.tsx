// A currency change in the search view converts min_price and max_price with the exchange
// rates, rounded up; the first answer of me.json is not a change; the open sidebar pauses it.
import { act, cleanup, render } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { useCurrencyChange } from "../../src/features/search/use-currency-change";
import { type NormalizedSearchParams, normalizeSearchParams } from "../../src/lib/search-params";
import { createStore, Provider, type Store } from "../../src/state/jotai";
import { currencyAtom, exchangeRatesAtom } from "../../src/state/reviewer";

const test = suite("currency change");
const rates = { USD: 1, EUR: 0.92, GBP: 0.79 };

function mount(store: Store, query: string, paused = false) {
  const moves: NormalizedSearchParams[] = [];
  function Probe({ params }: { params: NormalizedSearchParams }) {
    useCurrencyChange(params, (next) => moves.push(next), paused);
    return null;
  }
  render(
    <Provider store={store}>
      <Probe params={normalizeSearchParams(query)} />
    </Provider>,
  );
  return moves;
}

test.after.each(() => cleanup());

test("a change of currency rewrites the price range in the new currency, rounded up", async () => {
  const store = createStore();
  store.set(exchangeRatesAtom, rates);
  store.set(currencyAtom, "USD");
  const moves = mount(store, "q=tea&page=2&min_price=10&max_price=50");
  await act(async () => store.set(currencyAtom, "GBP"));
  assert.is(moves.length, 1);
  assert.equal(
    [moves[0]?.min_price, moves[0]?.max_price, moves[0]?.currency, moves[0]?.page],
    [8, 40, "GBP", 1],
  );
});

test("the first answer of me.json is not a change; nor is a search without prices", async () => {
  const store = createStore();
  const moves = mount(store, "q=tea&min_price=10");
  await act(async () => {
    store.set(exchangeRatesAtom, rates);
    store.set(currencyAtom, "EUR");
  });
  assert.equal(moves, []);
  const other = createStore();
  other.set(exchangeRatesAtom, rates);
  const none = mount(other, "q=tea");
  await act(async () => other.set(currencyAtom, "EUR"));
  assert.equal(none, []);
});

test("while the filter sidebar is open the page leaves the price range to it", async () => {
  const store = createStore();
  store.set(exchangeRatesAtom, rates);
  store.set(currencyAtom, "USD");
  const moves = mount(store, "q=tea&min_price=10", true);
  await act(async () => store.set(currencyAtom, "EUR"));
  assert.equal(moves, []);
});

test.run();
