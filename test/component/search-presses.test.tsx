// The search presses under happy-dom: what a press chose (a sort, a page, the filters applied, a
// key typed, a suggestion) is on the page in the press's own commit, the results dimmed, while the
// work it sets off (the search, the suggestions, the search page) is still to come after it.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { ProductCard } from "../../src/api/contract/shop";
import SearchScreen from "../../src/features/search/SearchScreen";
import { SearchBar } from "../../src/widgets/search-bar/SearchBar";
import { renderApp } from "../support/components/render";

const test = suite("search presses");

const product = (id: string): ProductCard => ({
  encoded_product_id: id,
  title: `Kettle ${id}`,
  handle: `kettle-${id}`,
  internal_path: `/reviews/stores/acme/products/kettle-${id}`,
  image_url: null,
  retina_image_url: null,
  price: 20,
  currency: "USD",
  average_rating: 4.5,
  reviews_count: 3,
  transparency_score: 0.9,
  authenticity_score: 0.95,
  shop: {
    name: "Acme",
    slug: "acme",
    domain: "acme.test",
    country: "US",
    internal_path: "/reviews/stores/acme",
  },
});

/** search.json's answer for the address's page: two products of that page's own. */
function answer(url: URL) {
  const page = Number(url.searchParams.get("page") ?? 1);
  return {
    meta_data: { title: "Search", description: "", robots: "", canonical: "" },
    data: {
      category: null,
      current_page: page,
      rounded_results_total_count: "60",
      results_total_count: 60,
      total_pages: 3,
      per_page: 20,
      search_in_shop_name: null,
      done_search_sha1: `sha-${url.search}`,
      search_results: [product(`${page}a`), product(`${page}b`)],
    },
    metrics: {},
  };
}

/** The search screen at `search`, its searches recorded; what else it asks for is not found. */
function renderSearch(search: string) {
  const searches: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://host");
    if (url.pathname !== "/reviews/search.json") return new Response("{}", { status: 404 });
    searches.push(url);
    return new Response(JSON.stringify(answer(url)), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  const { location } = renderApp(<SearchScreen />, { path: `/reviews/search?${search}` });
  return { searches, location };
}

/** The list of results, by its first product's link. */
const results = () => screen.getAllByRole("link", { name: /^Kettle/ })[0]?.closest("ul");

/**
 * `press` dispatched as the browser does, outside act() (testing-library's fireEvent is inside
 * it, which would render the deferred search too), then `check` once the microtasks after it have run: the press's own commit is done, the
 * search it set off is not.
 */
async function pressed(press: () => void, check: () => void) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    press();
    for (let microtask = 0; microtask < 10; microtask++) await Promise.resolve();
    check();
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

test("a sort chosen shows in its select and dims the results in its own commit, before the search it asks for", async () => {
  const { searches } = renderSearch("q=kettle");
  await screen.findByRole("link", { name: "Kettle 1a" });
  assert.is(searches.length, 1);
  const sort = screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement;
  try {
    await pressed(
      () => {
        sort.value = "newest";
        sort.dispatchEvent(new Event("change", { bubbles: true }));
      },
      () => {
        assert.is(sort.value, "newest", "the order chosen is shown at once");
        assert.is(results()?.getAttribute("aria-busy"), "true", "the results dim at once");
        assert.is(searches.length, 1, "the sorted search is asked for after that commit");
      },
    );
    await waitFor(() => assert.is(searches.at(-1)?.searchParams.get("sort_by"), "newest"));
    await screen.findByRole("link", { name: "Kettle 1a" });
    await waitFor(() => assert.is(results()?.getAttribute("aria-busy"), "false"));
  } finally {
    cleanup();
  }
});

test("the next page pressed is the current one at once, the results dimmed, before the search for it", async () => {
  const { searches } = renderSearch("q=kettle");
  await screen.findByRole("link", { name: "Kettle 1a" });
  const pages = screen.getByRole("navigation", { name: "Result pages" });
  try {
    await pressed(
      () => screen.getByRole("link", { name: "Next" }).click(),
      () => {
        const current = pages.querySelector('[aria-current="page"]');
        assert.is(current?.getAttribute("aria-label"), "Page 2", "page 2 is the current one at once");
        assert.is(results()?.getAttribute("aria-busy"), "true", "the results dim at once");
        assert.is(searches.length, 1, "page 2 is asked for after that commit");
      },
    );
    await screen.findByRole("link", { name: "Kettle 2a" });
    assert.is(searches.at(-1)?.searchParams.get("page"), "2");
    const current = screen
      .getByRole("navigation", { name: "Result pages" })
      .querySelector('[aria-current="page"]');
    assert.is(current?.getAttribute("aria-label"), "Page 2", "still page 2 once its results are in");
  } finally {
    cleanup();
  }
});

test("filters applied close the sidebar and show their pill in the press's own commit, before the search", async () => {
  const { searches } = renderSearch("q=kettle");
  await screen.findByRole("link", { name: "Kettle 1a" });
  try {
    fireEvent.click(screen.getByRole("button", { name: /^Filter by/ }));
    const sidebar = await screen.findByRole("dialog", { name: "Filter by" });
    fireEvent.click(await screen.findByRole("radio", { name: "4 stars and up" }));
    const apply = screen.getByRole("button", { name: "Apply filters" });
    await pressed(
      () => apply.click(),
      () => {
        assert.not.ok(sidebar.isConnected, "the sidebar is closed at once");
        assert.ok(
          screen.getByRole("button", { name: "Remove filter: 4+ stars" }),
          "the filter's pill at once",
        );
        assert.is(results()?.getAttribute("aria-busy"), "true", "the results dim at once");
        assert.is(searches.length, 1, "the filtered search is asked for after that commit");
      },
    );
    await waitFor(() => assert.is(searches.at(-1)?.searchParams.get("min_rating"), "4"));
  } finally {
    cleanup();
  }
});

/** The header's search bar on a product page, its suggestions answered; focused, "kett" typed. */
async function typedInBar() {
  const suggested: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    suggested.push(new URL(String(input), "http://host").searchParams.get("q") ?? "");
    return new Response(JSON.stringify({ suggestions: [{ id: 7, text: "Kettles" }] }), {
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  const { location } = renderApp(<SearchBar />, { path: "/reviews/stores/acme/products/kettle-1a" });
  const input = screen.getByRole("combobox", { name: "Search for product" }) as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: "kett" } });
  await screen.findByRole("option", { name: "kett in Kettles" });
  return { input, location, suggested };
}

test("a key typed shows in the field in its own commit, before the suggestions it changes", async () => {
  const { input } = await typedInBar();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  try {
    await pressed(
      () => {
        setValue?.call(input, "kettl");
        input.dispatchEvent(new Event("input", { bubbles: true }));
      },
      () => {
        assert.is(input.value, "kettl", "the key is in the field at once");
        assert.is(
          screen.getAllByRole("option")[0]?.textContent,
          "kett",
          "the suggestions follow after that commit",
        );
      },
    );
    await waitFor(() => assert.is(screen.getAllByRole("option")[0]?.textContent, "kettl"));
  } finally {
    cleanup();
  }
});

test("a suggestion chosen closes the options in the press's own frame; its search is navigated to after that paint", async () => {
  const { input, location } = await typedInBar();
  const option = screen.getByRole("option", { name: "kett in Kettles" });
  try {
    await pressed(
      () => option.click(),
      () => {
        assert.is(input.getAttribute("aria-expanded"), "false", "the options close at once");
        assert.equal(location.history, ["/reviews/stores/acme/products/kettle-1a"], "no search yet");
      },
    );
    await waitFor(() =>
      assert.match(location.history?.at(-1) ?? "", /^\/reviews\/search\?q=kett&.*category_id=7/),
    );
  } finally {
    cleanup();
  }
});

test.run();
