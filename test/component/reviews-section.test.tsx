// The reviews widget under happy-dom: histogram rows are links that put the filter in the address,
// the widget call carries the controls, user content renders as text, media opens the gallery.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Review } from "../../src/api/contract/review";
import { createStore, Provider } from "../../src/state/jotai";
import { countryAtom } from "../../src/state/reviewer";
import ReviewsSection from "../../src/widgets/reviews/ReviewsSection";
import { withRequestCache } from "../support/components/render";
import { aReview, aShop, aWidget } from "../support/components/review-fixture";

const test = suite("reviews widget");

const shop = aShop(true);

const review = aReview;

const widget = aWidget;

function setup(reviews: Review[], path = "/reviews/stores/a/products/b") {
  const [pathname, search = ""] = path.split("?");
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  return { location, ...renderSection(reviews, location) };
}

/** The widget over `location`, or over the browser's own history (happy-dom's) when none. */
function renderSection(reviews: Review[], location?: ReturnType<typeof memoryLocation>) {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(JSON.stringify(widget(reviews)), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  const store = createStore();
  store.set(countryAtom, "GB");
  const opened: [number, number][] = [];
  const view = render(
    <Provider store={withRequestCache(store)}>
      <Router hook={location?.hook} searchHook={location?.searchHook}>
        <ReviewsSection
          target={{ kind: "product", shop, externalId: "ext1" }}
          onOpenMedia={(items, index) => opened.push([items.length, index])}
        />
      </Router>
    </Provider>,
  );
  return { calls, opened, view };
}

test("histogram rows link to the filtered address; the call carries the widget call's parameters", async () => {
  const { calls, location } = setup([review(1)]);
  const twoStars = await screen.findByRole("link", { name: "2 stars 4 reviews" });
  assert.is(twoStars.getAttribute("href"), "/reviews/stores/a/products/b?filter_rating=2#reviews");
  assert.is(screen.queryByRole("link", { name: /^3 stars/ }), null, "an empty row is not a link");
  const call = new URL(calls[0] as string, "http://x");
  assert.is(call.pathname, "/api/v1/widgets/product_review");
  for (const [key, value] of Object.entries({
    external_id: "ext1",
    api_token: "tok",
    shop_domain: "a.example",
    per_page: "10",
    page: "1",
    sort_by: "newest",
  })) {
    assert.is(call.searchParams.get(key), value, key);
  }
  await act(async () => fireEvent.click(twoStars));
  // The address follows once the press's frame is painted.
  await waitFor(() =>
    assert.is(location.history.at(-1), "/reviews/stores/a/products/b?filter_rating=2#reviews"),
  );
  cleanup();
});

test("a refused filter says there were too many requests and when to try again, never 'No reviews match'", async () => {
  const { location } = setup([]);
  const twoStars = await screen.findByRole("link", { name: "2 stars 4 reviews" });
  await screen.findByText("No reviews match these filters.");
  globalThis.fetch = (async () =>
    new Response(JSON.stringify({ error: "Too many requests." }), {
      status: 429,
      headers: { "content-type": "application/json", "retry-after": "30" },
    })) as typeof fetch;
  // As the row's link goes (the memory location would read its '#reviews' into the query).
  await act(async () =>
    location.navigate(`${new URL(twoStars.getAttribute("href") ?? "", "http://x").pathname}?filter_rating=2`),
  );
  const alert = await screen.findByRole("alert");
  assert.match(alert.textContent ?? "", /Too many requests.*30 seconds/);
  assert.not.ok(screen.queryByText("No reviews match these filters."));
  cleanup();
});

test("a filtered address is sent to the host and shown as a removable filter", async () => {
  const { calls } = setup(
    [review(1)],
    "/reviews/stores/a/products/b?filter_rating=2&search=box&with_media=true",
  );
  await screen.findByRole("link", { name: "Remove filter: 2 stars" });
  screen.getByRole("link", { name: "Remove filter: “box”" });
  const call = new URL(calls[0] as string, "http://x");
  assert.is(call.searchParams.get("filter_rating"), "2");
  assert.is(call.searchParams.get("search"), "box");
  assert.is(call.searchParams.get("with_media"), "true");
  await screen.findByText("Showing 1–1 of 1 review");
  cleanup();
});

test("review text is text: markup shows literally; dates follow the shopper's country", async () => {
  const { view } = setup([
    review(1, { title: "<i>Markup</i>", body: "<script>alert('x')</script><b>bold</b>" }),
  ]);
  await screen.findByText("<script>alert('x')</script><b>bold</b>");
  screen.getByRole("heading", { name: "<i>Markup</i>" });
  assert.is(view.container.querySelectorAll(".rv-review script, .rv-review b, .rv-review i").length, 0);
  screen.getByText("04/03/2026"); // GB: DD/MM/YYYY
  screen.getByText("Verified buyer");
  screen.getByRole("img", { name: "Rated 2 out of 5" });
  cleanup();
});

test("a review's thumbnail opens the gallery on that item", async () => {
  const pictures = [
    { compact: "/c1", huge: "/h1" },
    { compact: "/c2", huge: "/h2" },
  ];
  const { opened } = setup([review(1, { pictures_urls: pictures })]);
  const second = await screen.findByRole("button", { name: "Open photo 2 of 2 in the gallery" });
  fireEvent.click(second);
  assert.equal(opened, [[2, 1]]);
  await waitFor(() => screen.getByText("Gold"));
  cleanup();
});

test("a histogram row pressed shows active in the press's own commit, before the reviews it asks for", async () => {
  // The browser's own history (a memory location keeps the '#reviews' in its search).
  history.replaceState(null, "", "/reviews/stores/a/products/b");
  const { calls } = renderSection([review(1)]);
  const twoStars = await screen.findByRole("link", { name: "2 stars 4 reviews" });
  await waitFor(() => assert.is(calls.length, 1));
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    // Dispatched as the browser does, not inside act() (which would drain the deferred work too).
    twoStars.click();
    await Promise.resolve();
    assert.is(twoStars.getAttribute("aria-current"), "true", "the row pressed is active at once");
    assert.is(window.location.search, "", "the address follows once that frame is painted");
    assert.is(calls.length, 1, "the filtered reviews are asked for after that commit");
    await waitFor(() =>
      assert.is(new URL(calls.at(-1) as string, "http://x").searchParams.get("filter_rating"), "2"),
    );
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = true;
    cleanup();
    history.replaceState(null, "", "/");
  }
});

test("a sort chosen marks the reviews busy in its own commit, the last order never shown as the sorted one; an order already answered shows at once", async () => {
  history.replaceState(null, "", "/reviews/stores/a/products/b");
  const { calls } = renderSection([review(1), review(2)]);
  const sort = await screen.findByRole("combobox", { name: "Sort by" });
  const section = screen.getByRole("region", { name: "Reviews" });
  await screen.findByText("Showing 1–2 of 2 reviews");
  assert.is(section.getAttribute("aria-busy"), "false");
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    // Chosen as the browser dispatches it, not inside act() (which would drain the deferred render too).
    (sort as HTMLSelectElement).value = "lowest";
    sort.dispatchEvent(new Event("change", { bubbles: true }));
    await Promise.resolve();
    assert.is(new URLSearchParams(window.location.search).get("sort_by"), "lowest");
    assert.is(calls.length, 1, "the sorted reviews are asked for in a later render");
    assert.is(section.getAttribute("aria-busy"), "true", "the reviews shown are the last order's");
    assert.ok(screen.getAllByRole("status").some((status) => status.textContent === "Loading reviews…"));
    assert.ok(section.querySelector(".rv-reviews__list--stale"), "the last order's list is faded");
    await waitFor(() =>
      assert.is(new URL(calls.at(-1) as string, "http://x").searchParams.get("sort_by"), "lowest"),
    );
    await waitFor(() => assert.is(section.getAttribute("aria-busy"), "false"));
    // Back to the first order, whose reviews are kept: in the choice's own commit, not asked again.
    (sort as HTMLSelectElement).value = "newest";
    sort.dispatchEvent(new Event("change", { bubbles: true }));
    await Promise.resolve();
    assert.is(new URLSearchParams(window.location.search).get("sort_by"), null);
    assert.is(section.getAttribute("aria-busy"), "false", "the kept reviews show at once");
    assert.ok(
      screen.getAllByRole("status").some((status) => status.textContent === "Showing 1–2 of 2 reviews"),
    );
    assert.is(calls.length, 2);
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = true;
    cleanup();
    history.replaceState(null, "", "/");
  }
});

test.run();
