// The bundle's entry and its mount API for page-swappers (window.ReviewsWidget, Turbo Drive's
// events): mounting reads the page as it is now, both calls are harmless to repeat, and a page put
// in place of another gets a widget of its own.
import { screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { answerFrom, resetDom, stubFetch } from "../support/components/render";

const test = suite("mount API");

const GUEST = { reviewer: null, current_country: "US", currency: "*", locale: "en", exchange_rates: {} };

/** A host page at /login whose app_meta carries a message, as a page-swapper puts it in place. */
function hostPage({ token, message, signedIn }: { token: string; message: string; signedIn: boolean }) {
  document.head.innerHTML = `<meta name="csrf-token" content="${token}">`;
  document.body.className = signedIn ? "logged-in" : "";
  document.body.innerHTML = `<div id="search-navbar"></div><main id="main"></main><script id="app_meta" type="application/json">${JSON.stringify(
    { title: "Sign in", flash: { error: message } },
  )}</script>`;
}

const logos = () => screen.queryAllByRole("link", { name: "Reviews home" });
const roots = () => [document.getElementById("search-navbar"), document.querySelector("main")];

let widget: Window["ReviewsWidget"] | undefined;
const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
test.before.each(() => {
  env.IS_REACT_ACT_ENVIRONMENT = false; // the entry renders outside act(), as in a browser
});
test.after.each(() => {
  widget?.unmount();
  env.IS_REACT_ACT_ENVIRONMENT = true;
  resetDom();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

test("window.ReviewsWidget: mount twice is one mount, unmount twice is harmless, mount after unmount mounts again", async () => {
  history.replaceState(null, "", "/login");
  hostPage({ token: "t1", message: "First page", signedIn: false });
  const fetches = stubFetch(answerFrom({ "/reviews/me.json": GUEST }));
  const starts = () => fetches.calls.filter((call) => call.url.startsWith("/reviews/me.json")).length;
  await import("../../src/main"); // the entry mounts at once
  widget = window.ReviewsWidget;
  await screen.findByRole("alert");
  assert.is(logos().length, 1);
  assert.is(starts(), 1);

  widget.mount();
  widget.mount();
  assert.is(logos().length, 1, "still one header");
  assert.is(starts(), 1, "mounting into the roots mounted is nothing");
  assert.is(document.querySelectorAll("#site-footer").length, 1);

  widget.unmount();
  widget.unmount();
  assert.equal(
    roots().map((root) => root?.childElementCount),
    [0, 0],
    "both roots empty",
  );
  assert.is(document.getElementById("site-footer"), null, "the footer's element is gone");

  widget.mount();
  await screen.findByRole("alert");
  assert.is(logos().length, 1);
  assert.is(starts(), 2);
});

test("a new page in place of the old: the old roots are unmounted, the new page's CSRF token, app_meta and body class are read", async () => {
  history.replaceState(null, "", "/login");
  hostPage({ token: "t1", message: "First page", signedIn: false });
  stubFetch(answerFrom({ "/reviews/me.json": GUEST }));
  await import("../../src/main");
  widget = window.ReviewsWidget;
  widget.mount();
  await screen.findByText("First page");
  assert.ok(screen.getByRole("link", { name: "Sign In" }));
  const [oldNavbar, oldMain] = roots();

  hostPage({ token: "t2", message: "Second page", signedIn: true });
  widget.mount();
  await screen.findByText("Second page");
  assert.is(logos().length, 1, "one header");
  assert.is(screen.queryByRole("link", { name: "Sign In" }), null, "signed in, as the new body's class says");
  assert.is(document.querySelector<HTMLInputElement>('input[name="authenticity_token"]')?.value, "t2");
  assert.equal(
    [oldNavbar, oldMain].map((root) => root?.childElementCount),
    [0, 0],
    "the old roots were unmounted",
  );
});

test("Turbo Drive's events: the page it keeps a copy of during a visit is left; one kept on Back onto the widget's own entry is not; each loaded page is mounted", async () => {
  history.replaceState(null, "", "/login");
  hostPage({ token: "t1", message: "First page", signedIn: false });
  stubFetch(answerFrom({ "/reviews/me.json": GUEST }));
  await import("../../src/main");
  widget = window.ReviewsWidget;
  widget.mount();
  await screen.findByText("First page");

  // Turbo marks the page busy during a visit; Back onto one of the widget's entries is no visit.
  document.dispatchEvent(new Event("turbo:before-cache", { bubbles: true }));
  assert.is(logos().length, 1, "no visit: the widget stays");

  document.documentElement.setAttribute("aria-busy", "true");
  const live = roots().map((root) => root?.firstElementChild);
  const shown = roots().map((root) => root?.textContent);
  document.dispatchEvent(new Event("turbo:before-cache", { bubbles: true }));
  // Left before Turbo keeps its copy, which shows the page as it was: still copies in the roots.
  assert.equal(
    roots().map((root) => root?.textContent),
    shown,
    "the copy shows what the reader left",
  );
  assert.ok(
    roots().every((root, i) => root?.firstElementChild && root.firstElementChild !== live[i]),
    "left: the roots hold copies, not the widget's own elements",
  );

  hostPage({ token: "t2", message: "Second page", signedIn: false });
  document.documentElement.removeAttribute("aria-busy");
  document.dispatchEvent(new Event("turbo:load", { bubbles: true }));
  await screen.findByText("Second page");
  assert.is(logos().length, 1);
  await waitFor(() => assert.is(document.querySelectorAll("#site-footer").length, 1));
});

test.run();
