// The orders list under happy-dom: waiting and reviewed line items apart, a reason for the ones
// that cannot be reviewed, and an empty state that says what to do when nothing waits.
import { screen, waitFor, within } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { OrderLineItem } from "../../src/api/contract/order";
import type { OrdersToReviewResponse } from "../../src/api/contract/profile";
import WriteReviewScreen from "../../src/features/write-review/WriteReviewScreen";
import { ordersToReviewUrl } from "../../src/lib/orders-to-review-url";
import { createStore } from "../../src/state/jotai";
import { countryAtom } from "../../src/state/reviewer";
import { renderWithStore, resetDom, stubFetch } from "../support/components/render";

const test = suite("write a review: orders list");

test.after.each(() => resetDom());

const item = (n: number, over: Partial<OrderLineItem> = {}): OrderLineItem => ({
  public_id: `li${n}`,
  product_title: `Product ${n}`,
  product_image_url: null,
  product_internal_path: `/reviews/stores/s/products/p${n}`,
  placed_at: "2026-03-04T10:00:00Z",
  product_in_store: true,
  product_reviewable: true,
  review_public_id: null,
  shop_name: `<b>Shop ${n}</b>`,
  web_reviews_disabled: false,
  ...over,
});

const answer = (line_items: OrderLineItem[]): OrdersToReviewResponse => ({
  line_items,
  meta_data: { title: "Write a review | Reviews", description: "", robots: "noindex", canonical: "" },
});

/** The orders, and no question from shoppers. */
const withOrders = (line_items: OrderLineItem[]) => (url: string) =>
  url.startsWith("/reviews/profile/questions/to_answer")
    ? { body: { questions: [], total_count: 0, total_pages: 0, current_page: 1 } }
    : { body: answer(line_items) };

test("waiting items link to their form; reviewed ones are apart; unreviewable ones say why", async () => {
  const fetch = stubFetch(
    withOrders([
      item(1),
      item(2, { review_public_id: "r2" }),
      item(3, { product_in_store: false }),
      item(4, { web_reviews_disabled: true }),
    ]),
  );
  renderWithStore(<WriteReviewScreen />, { signedIn: true, path: "/reviews/write-review" });
  const waiting = await screen.findByRole("list", { name: "Waiting for a review" });
  assert.is(fetch.calls[0]?.url, ordersToReviewUrl());
  const link = within(waiting).getByRole("link", { name: "Write a review of Product 1" });
  assert.is(link.getAttribute("href"), "/reviews/write-review/new?line_item_public_id=li1");
  within(waiting).getByText("<b>Shop 3</b> no longer sells this product, so it can't be reviewed.");
  within(waiting).getByText("<b>Shop 4</b> collects its reviews itself, not on this site.");
  assert.is(within(waiting).queryByRole("link", { name: "Write a review of Product 3" }), null);
  const reviewed = screen.getByRole("list", { name: "Reviewed" });
  within(reviewed).getByRole("link", { name: "Product 2" });
  assert.is(within(reviewed).queryByRole("link", { name: /Write a review/ }), null);
  assert.is(document.querySelector("b"), null, "names are text, never HTML");
});

test("an order's date is in the shopper's country format, like every other date", async () => {
  stubFetch(withOrders([item(1)]));
  const store = createStore();
  store.set(countryAtom, "DE");
  renderWithStore(<WriteReviewScreen />, { signedIn: true, path: "/reviews/write-review", store });
  const waiting = await screen.findByRole("list", { name: "Waiting for a review" });
  assert.is(within(waiting).getByText("04.03.2026").getAttribute("datetime"), "2026-03-04T10:00:00Z");
});

test("nothing waiting: an empty state that says what to do", async () => {
  stubFetch(withOrders([item(1, { review_public_id: "r1" })]));
  renderWithStore(<WriteReviewScreen />, { signedIn: true, path: "/reviews/write-review" });
  await screen.findByText("Nothing is waiting for a review right now.");
  screen.getByText(/When you buy from a store on the marketplace/);
  await waitFor(() => screen.getByRole("list", { name: "Reviewed" }));
});

test.run();
