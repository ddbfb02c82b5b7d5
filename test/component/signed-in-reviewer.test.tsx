// The reviews on a shop's page come as a guest's; the script asks me.json once, and a reviewer
// signed in on the marketplace gets their buttons in place of the guest's links, with their own
// votes: the answers the page came with are asked again, as theirs. A guest's stay as they came.
import { screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { MeResponse } from "../../src/api/contract/reviewer";
import { showSignedInReviewer } from "../../src/embed/signed-in-reviewer";
import { reviewerLoadedAtom } from "../../src/state/reviewer";
import { signedInAtom } from "../../src/state/session";
import ReviewsSection from "../../src/widgets/reviews/ReviewsSection";
import { renderWithStore, resetDom, stubFetch } from "../support/components/render";
import { aReview, aShop, aWidget } from "../support/components/review-fixture";

const test = suite("signed-in reviewer on a shop's page");

const GUEST: MeResponse = { reviewer: null, current_country: "US", currency: "*", locale: "en" };
const REVIEWER: MeResponse = {
  ...GUEST,
  reviewer: {
    encoded_id: "me1",
    slug: "ada",
    name: "Ada",
    avatar_image_url: null,
    avatar_hash: "",
    verified_buyer: true,
    role: "reviewer",
  },
};

/** The product's reviews as the host answers them: the reader's vote on the first; the second, Ada's own. */
const reviews = (voted: boolean) =>
  aWidget([
    aReview(1, { helpful_count: voted ? 3 : 2, voted_helpful: voted }),
    aReview(2, { reviewer: { ...aReview(2).reviewer, slug: "ada" } }),
  ]);

/** The section with a host whose answers are the guest's until `who` signs in. */
async function shopPage(who: MeResponse) {
  let reader: "guest" | "reviewer" = "guest";
  const fetches = stubFetch((url) => {
    if (url.startsWith("/reviews/me.json")) return { body: who };
    if (url.startsWith("/api/v1/widgets/product_review")) return { body: reviews(reader === "reviewer") };
    return { status: 404, body: { error: "no" } };
  });
  const view = renderWithStore(
    <ReviewsSection
      target={{ kind: "product", shop: aShop(false), externalId: "e1" }}
      onOpenMedia={() => {}}
    />,
    { path: "/shop/products/e1" },
  );
  await screen.findAllByRole("link", { name: "Helpful (2)" });
  // From now on the host answers as the one who signed in.
  reader = who.reviewer ? "reviewer" : "guest";
  const asked = (prefix: string) => fetches.calls.filter((call) => call.url.startsWith(prefix)).length;
  return { ...view, asked };
}

const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
test.before.each(() => {
  env.IS_REACT_ACT_ENVIRONMENT = false; // the script learns who is signed in outside act(), as in a browser
});
test.after.each(() => {
  env.IS_REACT_ACT_ENVIRONMENT = true;
  resetDom();
});

test("a reviewer, once the guest's screen is adopted: me.json once, their vote pressed, buttons where the links were", async () => {
  const { store, asked } = await shopPage(REVIEWER);
  showSignedInReviewer(store, true);
  await screen.findByRole("button", { name: "Helpful (3)", pressed: true });
  assert.ok(store.get(signedInAtom));
  assert.is(screen.queryAllByRole("link", { name: /^Helpful/ }).length, 0, "no sign-in link left");
  assert.is(screen.getAllByRole("button", { name: /^Helpful/ }).length, 1, "none on their own review");
  assert.is(asked("/reviews/me.json"), 1);
  assert.is(asked("/api/v1/widgets/product_review"), 2, "the guest's answer asked again, as theirs");
});

test("a guest: the links stay, nothing is asked again", async () => {
  const { store, asked } = await shopPage(GUEST);
  showSignedInReviewer(store, true);
  await waitFor(() => assert.ok(store.get(reviewerLoadedAtom), "me.json answered"));
  assert.is(asked("/reviews/me.json"), 1);
  assert.not.ok(store.get(signedInAtom));
  assert.is(screen.getAllByRole("link", { name: /^Helpful/ }).length, 2);
  assert.is(asked("/api/v1/widgets/product_review"), 1);
});

test("rendered by the script (its answers asked with the reviewer's cookies): buttons, nothing asked again", async () => {
  const { store, asked } = await shopPage(REVIEWER);
  showSignedInReviewer(store, false);
  await screen.findByRole("button", { name: "Helpful (2)", pressed: false });
  assert.is(asked("/reviews/me.json"), 1);
  assert.is(asked("/api/v1/widgets/product_review"), 1);
});

test.run();
