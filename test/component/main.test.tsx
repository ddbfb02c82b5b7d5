import { screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { answerFrom, resetDom, stubFetch } from "../support/render";

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

test.run();
