// A component renders once as it mounts, whether React adopts the host's markup or the browser
// renders it, and again only when what it reads changes: reading an atom (state/jotai.ts) and
// asking whether its first render is the host's (ui/use-from-host.tsx) cost no render more. On a
// phone, home's carousels and every component reading an atom rendered once more after adoption.
import { waitFor } from "@testing-library/react";
import { act, Suspense } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { createStore, Provider, type Store, useAtomValue } from "../../src/state/jotai";
import { currencyAtom } from "../../src/state/reviewer";
import { AdoptionScope, useFromHost } from "../../src/ui/use-from-host";

const test = suite("renders as a component mounts");

let renders: string[] = [];

function Price({ name }: { name: string }) {
  const currency = useAtomValue(currencyAtom);
  const fromHost = useFromHost();
  renders.push(`${name}: ${currency}, ${fromHost ? "from the host" : "by the browser"}`);
  return <p>{currency}</p>;
}

// A part of its own, as a screen is: React adopts it in a pass after the root's.
const app = (store: Store) => (
  <AdoptionScope>
    <Provider store={store}>
      <Price name="header" />
      <Suspense fallback={null}>
        <Price name="screen" />
      </Suspense>
    </Provider>
  </AdoptionScope>
);

let root: Root | undefined;
test.after.each(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
  renders = [];
});

const storeIn = (currency: string) => {
  const store = createStore();
  store.set(currencyAtom, currency);
  return store;
};

/** Resolves once the browser is idle, when a root's adoption is over (a task later where there is no idle callback). */
const idle = () => new Promise((resolve) => (self.requestIdleCallback ?? setTimeout)(resolve));

/** Another currency in the store: each of the two components renders once more, and shows it. */
async function rendersAgainForANewCurrency(store: Store, element: HTMLElement) {
  act(() => store.set(currencyAtom, "EUR"));
  await waitFor(() => assert.is(element.textContent, "EUREUR"));
  assert.is(renders.length, 4, "rendered again for the new currency");
}

test("the host's markup: each component renders once as it is adopted, knowing it is the host's", async () => {
  const element = document.createElement("div");
  element.innerHTML = renderToString(app(storeIn("USD")));
  document.body.append(element);
  renders = [];
  const errors: unknown[] = [];
  const store = storeIn("USD");
  await act(async () => {
    root = hydrateRoot(element, app(store), { onRecoverableError: (error) => errors.push(error) });
  });
  await act(idle);
  await act(idle);
  assert.equal(renders.sort(), ["header: USD, from the host", "screen: USD, from the host"]);
  assert.equal(errors, []);

  await rendersAgainForANewCurrency(store, element);
});

test("the browser's own render: each component renders once, knowing it is not the host's", async () => {
  const element = document.createElement("div");
  document.body.append(element);
  const store = storeIn("USD");
  await act(async () => {
    root = createRoot(element);
    root.render(app(store));
  });
  await act(idle);
  assert.equal(renders.sort(), ["header: USD, by the browser", "screen: USD, by the browser"]);

  await rendersAgainForANewCurrency(store, element);
});

test("a value set after the render and before the component subscribes is shown", async () => {
  const element = document.createElement("div");
  document.body.append(element);
  const store = storeIn("USD");
  // Set as the next component renders, after Price has read it and before it subscribes.
  function SetsAsItRenders() {
    store.set(currencyAtom, "GBP");
    return null;
  }
  await act(async () => {
    root = createRoot(element);
    root.render(
      <Provider store={store}>
        <Price name="price" />
        <SetsAsItRenders />
      </Provider>,
    );
  });
  await waitFor(() => assert.is(element.textContent, "GBP"));
});

test.run();
