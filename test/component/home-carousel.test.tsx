// The home carousel loads through the request hook: the shopper's country in the request, an
// answer reused when coming back within two minutes, a failure shown as empty and asked again, and
// nothing asked nor spinning for a carousel far below the fold, and an empty answer said so.
import { screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { configureClient } from "../../src/api/client";
import { CarouselSection } from "../../src/features/home/CarouselSection";
import { useCarousel } from "../../src/features/home/use-carousel";
import { createStore } from "../../src/state/jotai";
import { countryAtom } from "../../src/state/reviewer";
import { renderWithStore, resetDom, stubFetch } from "../support/components/render";

const test = suite("home carousel");

function CarouselProbe() {
  const { state } = useCarousel("product");
  if (state.status === "loading") return <p>loading</p>;
  if (state.status === "failed") return <p>failed</p>;
  return <p>{state.data.products.map((product) => product.title).join(", ")}</p>;
}

function storeIn(country: string) {
  const store = createStore();
  store.set(countryAtom, country);
  return store;
}

test.before.each(() => configureClient({ csrfToken: "test-token" }));
test.after.each(() => resetDom());

test("asks for the shopper's country and reuses the answer on the next visit", async () => {
  const fetches = stubFetch(() => ({
    body: { products: [{ title: "Walnut desk" }, { title: "Oak shelf" }] },
  }));
  const first = renderWithStore(<CarouselProbe />, { store: storeIn("DE") });
  await screen.findByText("Walnut desk, Oak shelf");
  assert.is(fetches.calls.length, 1);
  assert.match(fetches.calls[0]?.url ?? "", /carousels\.json\?.*country=DE/);
  first.unmount();
  renderWithStore(<CarouselProbe />, { store: storeIn("DE"), cache: first.cache });
  screen.getByText("Walnut desk, Oak shelf");
  assert.is(fetches.calls.length, 1, "the cached answer is shown without asking again");
});

test("a failed carousel shows as failed, and the next visit asks again", async () => {
  const fetches = stubFetch(() => ({ status: 500, body: { error: "down" } }));
  const first = renderWithStore(<CarouselProbe />, { store: storeIn("FR") });
  await screen.findByText("failed");
  first.unmount();
  renderWithStore(<CarouselProbe />, { store: storeIn("FR"), cache: first.cache });
  await waitFor(() => assert.is(fetches.calls.length, 2));
  await screen.findByText("failed");
});

test("a carousel far below the fold shows its space, still, and asks for nothing until it comes near", async () => {
  // happy-dom's IntersectionObserver never reports: the section never comes near.
  assert.ok(typeof IntersectionObserver === "function");
  const fetches = stubFetch(() => ({ body: { products: [{ title: "Walnut desk" }] } }));
  renderWithStore(
    <>
      <CarouselSection kind="product" title="Most transparent products" aboveTheFold>
        {() => <p>shown</p>}
      </CarouselSection>
      <CarouselSection kind="featured_review" title="Featured reviews">
        {() => <p>shown too</p>}
      </CarouselSection>
    </>,
    { store: storeIn("DE") },
  );
  const below = screen.getByRole("region", { name: "Featured reviews" });
  assert.is(below.getAttribute("aria-busy"), "false");
  assert.is(below.querySelector('[role="status"], .rv-loading__spinner'), null, "no spinner");
  await screen.findByText("shown");
  assert.is(fetches.calls.length, 1);
  assert.not.match(fetches.calls[0]?.url ?? "", /featured_review/);
});

test("a carousel whose answer holds nothing says so under its heading; one that holds something shows it, named by the heading", async () => {
  stubFetch((url) => ({
    body: url.includes("q=product")
      ? { products: [] }
      : { categories: [{ id: 1, name: "Desks", path: "/reviews/categories/desks", items: 3 }] },
  }));
  renderWithStore(
    <>
      <CarouselSection kind="product" title="Most transparent products" aboveTheFold>
        {(data) => data.products[0] && <p>products shown</p>}
      </CarouselSection>
      <CarouselSection kind="category" title="Popular categories" aboveTheFold>
        {(data, _, headingId) => data.categories[0] && <ul aria-labelledby={headingId} />}
      </CarouselSection>
    </>,
    { store: storeIn("DE") },
  );
  const products = screen.getByRole("region", { name: "Most transparent products" });
  await waitFor(() => assert.ok(products.textContent?.includes("Nothing to show here for now.")));
  assert.not.ok(screen.queryByText("products shown"));
  assert.is(products.getAttribute("aria-busy"), "false");
  await screen.findByRole("list", { name: "Popular categories" });
  assert.not.ok(
    screen.getByRole("region", { name: "Popular categories" }).textContent?.includes("Nothing to show"),
  );
});

test.run();
