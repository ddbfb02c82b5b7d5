// A press on the private profile's tabs paints its own answer first: the tab pressed is selected
// in the commit of the press itself, while its panel (the work it causes: code to load, a list) is
// still to be rendered, deferred, and the panel shown before it stays on screen until then.

import { act, screen, waitFor, within } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { configureClient } from "../../src/api/client";
import type { PrivateProfileResponse } from "../../src/api/contract/profile";
import PrivateProfileScreen from "../../src/features/profile/PrivateProfileScreen";
import { renderWithStore, resetDom, stubFetch } from "../support/components/render";

const test = suite("private profile: a tab's press");
test.after.each(resetDom);

const PATH = "/reviews/users/jamie";

function profile(tab: PrivateProfileResponse["tab"]): PrivateProfileResponse {
  return {
    meta_data: { title: "Jamie", description: "", robots: "noindex", canonical: "" },
    basic_data: {
      encoded_id: "jamie",
      slug: "jamie",
      name: "Jamie",
      avatar_image_url: null,
      verified_buyer: true,
      country: "US",
      joined_at: "2025-01-01T00:00:00Z",
      email: null,
      subscribed_rs: false,
      rs_country: null,
      rs_currency: null,
    },
    extra_data: {
      recommendations_data: { items: [], total: 0 },
      followings_data: { shops_count: 0, products_count: 0, reviewers_count: 0 },
      reviews_data: { total_reviews_count: 0 },
      rewards_data: { total_count: 0, cash_total: 0, cash_currency: "USD", points_total: 0 },
      orders_data: { total_count: 0, unreviewed_count: 0 },
      disputes_data: { total_count: 0 },
      questions_data: { total_count: 0, new_answers_count: 0 },
    },
    tab,
    total_count: 0,
    total_pages: 1,
    current_page: 1,
    reviews: [],
  };
}

/** Whether React's act() drains the deferred work too: off, a press commits as a browser sees it. */
const actEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};

test("the Orders tab is selected in the press's own commit, its panel rendered after it", async () => {
  configureClient({ csrfToken: "test-token" });
  stubFetch((url) => {
    const tab = new URL(url, "http://host").searchParams.get("tab") ?? "reviews";
    return { body: profile(tab as PrivateProfileResponse["tab"]) };
  });
  history.replaceState(null, "", PATH);
  await act(async () => {
    renderWithStore(<PrivateProfileScreen />, { path: PATH, signedIn: true });
  });
  const tablist = await screen.findByRole("tablist", { name: "My profile" });
  const reviewsPanel = await screen.findByRole("tabpanel", { name: "Reviews" });
  const orders = within(tablist).getByRole("tab", { name: "Orders" });
  actEnvironment(false);
  try {
    // Dispatched as the browser does, not inside act() (which would drain the deferred work too):
    // the press's update commits at the end of its event, before the browser paints.
    orders.click();
    await Promise.resolve();
    assert.is(orders.getAttribute("aria-selected"), "true", "the tab pressed is selected at once");
    assert.is(
      screen.queryByRole("tabpanel", { name: "Orders" }),
      null,
      "its panel is not rendered in the press's commit",
    );
    assert.not.ok(reviewsPanel.hidden, "the panel shown before stays until the next is rendered");
    await waitFor(() => screen.getByRole("tabpanel", { name: "Orders" }));
    assert.ok(reviewsPanel.hidden, "then the panel of the tab pressed replaces it");
  } finally {
    actEnvironment(true);
  }
});

test.run();
