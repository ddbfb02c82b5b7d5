import { screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { answerFrom, resetDom, stubFetch } from "../support/components/render";

const test = suite("start-up");
let onCleanup = () => {};
test.after.each(() => {
  onCleanup();
  resetDom();
});

test("a host page without CSRF meta, with malformed app_meta: one warning, both roots mount", async () => {
  history.replaceState(null, "", "/reviews/medals");
  document.head.innerHTML = "";
  document.body.className = "reviews-app";
  document.body.innerHTML =
    '<div id="search-navbar"></div><main></main><script id="app_meta" type="application/json">{broken</script>';
  stubFetch(
    answerFrom({
      "/reviews/me.json": {
        reviewer: null,
        current_country: "US",
        currency: "*",
        locale: "en",
        exchange_rates: {},
      },
      "/reviews/medals?format=json": {
        meta_data: { title: "Medals | Reviews", description: "", robots: "", canonical: "" },
      },
    }),
  );
  const warnings: string[] = [];
  const warn = console.warn;
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  env.IS_REACT_ACT_ENVIRONMENT = false; // the real entry renders outside act(), as in a browser
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(" "));
  try {
    const { start } = await import("../../src/app/start");
    const app = start();
    onCleanup = app.unmount;
    // The screen is a lazy chunk, compiled on first import (test/setup.ts allows for a busy machine).
    await screen.findByRole("heading", { name: "Medals" });
    assert.ok(screen.getByRole("link", { name: "Sign In" }));
    assert.is(warnings.length, 1);
    assert.match(warnings[0] ?? "", "app_meta");
    assert.match(warnings[0] ?? "", "csrf-token");
    await waitFor(() => assert.ok(document.title.startsWith("Medals")));
  } finally {
    console.warn = warn;
    env.IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = "";
  }
});

test("regression: unmount takes out the roots, the footer's element and the scroll listeners", async () => {
  history.replaceState(null, "", "/reviews/medals");
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
  document.body.innerHTML =
    '<div id="search-navbar"></div><main></main><script id="app_meta" type="application/json">{}</script>';
  stubFetch(
    answerFrom({
      "/reviews/me.json": {
        reviewer: null,
        current_country: "US",
        currency: "*",
        locale: "en",
        exchange_rates: {},
      },
      "/reviews/medals?format=json": { meta_data: { title: "Medals" } },
    }),
  );
  const listening = new Map<string, Set<EventListenerOrEventListenerObject>>();
  const add = window.addEventListener;
  const remove = window.removeEventListener;
  window.addEventListener = function (
    this: Window,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: AddEventListenerOptions | boolean,
  ) {
    if (["scroll", "pushState", "popstate"].includes(type)) {
      listening.set(type, (listening.get(type) ?? new Set()).add(listener));
    }
    return add.call(this, type, listener, options);
  } as typeof window.addEventListener;
  window.removeEventListener = function (
    this: Window,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: EventListenerOptions | boolean,
  ) {
    listening.get(type)?.delete(listener);
    return remove.call(this, type, listener, options);
  } as typeof window.removeEventListener;
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  env.IS_REACT_ACT_ENVIRONMENT = false;
  const restoration = history.scrollRestoration;
  try {
    const { start } = await import("../../src/app/start");
    const app = start();
    onCleanup = app.unmount;
    // The screen is a lazy chunk, compiled on first import (test/setup.ts allows for a busy machine).
    await screen.findByRole("heading", { name: "Medals" });
    await waitFor(() => assert.is(history.scrollRestoration, "manual", "the scroll manager is installed"));
    assert.ok(document.getElementById("site-footer"), "the footer's element follows <main>");
    assert.ok(
      [...listening.values()].some((set) => set.size > 0),
      "scroll listeners were added",
    );

    app.unmount();
    await waitFor(() => assert.is(history.scrollRestoration, restoration));
    assert.is(document.getElementById("site-footer"), null, "the footer's element is gone");
    assert.equal(
      [...listening].filter(([, set]) => set.size > 0).map(([type]) => type),
      [],
      "no scroll, pushState or popstate listener is left",
    );
    assert.is(document.querySelector("main")?.childElementCount, 0, "the page root is empty");
  } finally {
    window.addEventListener = add;
    window.removeEventListener = remove;
    env.IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = "";
  }
});

test("a start() after unmount begins with an empty request cache: the page's data is asked again", async () => {
  history.replaceState(null, "", "/reviews/medals");
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
  const hostPage =
    '<div id="search-navbar"></div><main></main><script id="app_meta" type="application/json">{}</script>';
  document.body.innerHTML = hostPage;
  const fetches = stubFetch(
    answerFrom({
      "/reviews/me.json": {
        reviewer: null,
        current_country: "US",
        currency: "*",
        locale: "en",
        exchange_rates: {},
      },
      "/reviews/medals?format=json": { meta_data: { title: "Medals" } },
    }),
  );
  const pageData = () => fetches.calls.filter((call) => call.url.startsWith("/reviews/medals?")).length;
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const { start } = await import("../../src/app/start");
    const first = start();
    onCleanup = first.unmount;
    await screen.findByRole("heading", { name: "Medals" });
    await waitFor(() => assert.is(pageData(), 1));
    first.unmount();
    document.body.innerHTML = hostPage;
    const second = start();
    onCleanup = second.unmount;
    await screen.findByRole("heading", { name: "Medals" });
    await waitFor(() => assert.is(pageData(), 2, "the answer the first start kept is not the second's"));
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = "";
  }
});

test.run();
