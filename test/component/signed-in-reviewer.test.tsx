// The reviews on a shop's page come as a guest's; the script asks me.json once, and a reviewer
// signed in on the marketplace gets their buttons in place of the guest's links, with their own
// votes: the answers the page came with are asked again, as theirs, and the section goes from the
// guest's screen to theirs in one step once they are in. A guest's stay as they came, and so do
// they when the reviewer's answers fail.
import { screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { MeResponse } from "../../src/api/contract/reviewer";
import { showSignedInReviewer } from "../../src/embed/signed-in-reviewer";
import type { PageAnswer } from "../../src/lib/page-answers";
import { readerCache } from "../../src/lib/reader-cache";
import { createRequestCache, SHORT_LIFETIME } from "../../src/lib/request-cache";
import { DEFAULT_REVIEW_QUERY } from "../../src/lib/review-query";
import { WIDGET_PATHS } from "../../src/lib/widget-paths";
import { requestCacheAtom } from "../../src/state/request-cache";
import { reviewerAtom, reviewerLoadedAtom } from "../../src/state/reviewer";
import { signedInAtom } from "../../src/state/session";
import ReviewsSection from "../../src/widgets/reviews/ReviewsSection";
import { widgetUrl } from "../../src/widgets/reviews/reviews-target";
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

/** Where the guest's answers come from: the page (its first screen, as the request cache's seed) or the script's request. */
type GuestAnswers = "in the page" | "asked";

const TARGET = { kind: "product", shop: aShop(false), externalId: "e1" } as const;
const WIDGET_KEY = widgetUrl(TARGET, { ...DEFAULT_REVIEW_QUERY, type: "all-reviews" });

/**
 * The section with a host whose answers are the guest's until `who` signs in; the reviewer's reviews
 * are answered when `reviewers.late` resolves (at once by default), with `reviewers.status`.
 */
async function shopPage(
  who: MeResponse,
  guestAnswers: GuestAnswers,
  reviewers: { late?: Promise<void>; status?: number } = {},
) {
  let reader: "guest" | "reviewer" = "guest";
  const fetches = stubFetch(async (url) => {
    if (url.startsWith("/reviews/me.json")) return { body: who };
    if (!url.startsWith(WIDGET_PATHS.product)) return { status: 404, body: { error: "no" } };
    if (reader === "guest") return { body: reviews(false) };
    await reviewers.late;
    return reviewers.status ? { status: reviewers.status, body: { error: "down" } } : { body: reviews(true) };
  });
  const cache = readerCache(createRequestCache());
  // The first screen's answers, as the page brings them.
  const answers: PageAnswer[] =
    guestAnswers === "in the page"
      ? [{ key: WIDGET_KEY, value: reviews(false), ms: SHORT_LIFETIME, tags: ["reviews"] }]
      : [];
  for (const { key, value, ms, tags } of answers) cache.seed(key, value, ms, tags);
  const view = renderWithStore(<ReviewsSection target={TARGET} onOpenMedia={() => {}} />, {
    path: "/shop/products/e1",
    cache,
  });
  await screen.findAllByRole("link", { name: "Helpful (2)" });
  // From now on the host answers as the one who signed in.
  reader = who.reviewer ? "reviewer" : "guest";
  const asked = (prefix: string) => fetches.calls.filter((call) => call.url.startsWith(prefix)).length;
  return { ...view, cache, answers, asked };
}

/**
 * Every state the section's Helpful controls were in, in order, as the DOM held them after each
 * change ("link Helpful (2)", "button pressed Helpful (3)").
 */
function recordHelpfulControls() {
  const named = { name: /^Helpful/ };
  const now = () =>
    [
      ...screen.queryAllByRole("link", named).map((link) => `link ${link.textContent}`),
      ...screen
        .queryAllByRole("button", named)
        .map(
          (button) =>
            `button ${button.getAttribute("aria-pressed") === "true" ? "pressed" : "unpressed"} ${button.textContent}`,
        ),
    ].join(", ");
  const states = [now()];
  const observer = new MutationObserver(() => {
    const state = now();
    if (state !== states.at(-1)) states.push(state);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  return { states, stop: () => observer.disconnect() };
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
  const { store, cache, answers, asked } = await shopPage(REVIEWER, "in the page");
  assert.is(asked(WIDGET_PATHS.product), 0, "the guest's answer came with the page");
  await showSignedInReviewer(store, cache, answers);
  await screen.findByRole("button", { name: "Helpful (3)", pressed: true });
  assert.ok(store.get(signedInAtom));
  assert.is(screen.queryAllByRole("link", { name: /^Helpful/ }).length, 0, "no sign-in link left");
  assert.is(screen.getAllByRole("button", { name: /^Helpful/ }).length, 1, "none on their own review");
  assert.is(asked("/reviews/me.json"), 1);
  assert.is(asked(WIDGET_PATHS.product), 1, "the guest's answer asked again, as theirs");
});

test("the guest's screen until the reviewer's answers are in, then theirs at once", async () => {
  let answer = () => {};
  const late = new Promise<void>((resolve) => (answer = resolve));
  const { store, cache, answers, asked } = await shopPage(REVIEWER, "in the page", { late });
  const before = asked(WIDGET_PATHS.product);
  const helpful = recordHelpfulControls();
  const shown = showSignedInReviewer(store, cache, answers);
  await waitFor(() => assert.is(asked(WIDGET_PATHS.product), before + 1, "asked as theirs"));
  assert.is(store.get(reviewerAtom)?.slug, "ada", "me.json answered");
  assert.not.ok(store.get(signedInAtom), "a guest's screen until their answers are in");
  answer();
  await shown;
  await screen.findByRole("button", { name: "Helpful (3)", pressed: true });
  helpful.stop();
  assert.equal(helpful.states, ["link Helpful (2), link Helpful (0)", "button pressed Helpful (3)"]);
});

test("a reviewer whose answers fail: the guest's screen stays as it came, its answers kept", async () => {
  const { store, cache, answers, asked } = await shopPage(REVIEWER, "in the page", { status: 503 });
  const helpful = recordHelpfulControls();
  await showSignedInReviewer(store, cache, answers);
  helpful.stop();
  assert.is(asked(WIDGET_PATHS.product), 1, "asked as theirs");
  assert.not.ok(store.get(signedInAtom));
  assert.equal(helpful.states, ["link Helpful (2), link Helpful (0)"]);
  assert.equal(store.get(requestCacheAtom).get(WIDGET_KEY), reviews(false));
});

test("a guest: the links stay, nothing is asked again", async () => {
  const { store, cache, answers, asked } = await shopPage(GUEST, "in the page");
  await showSignedInReviewer(store, cache, answers);
  assert.ok(store.get(reviewerLoadedAtom), "me.json answered");
  assert.is(asked("/reviews/me.json"), 1);
  assert.not.ok(store.get(signedInAtom));
  assert.is(screen.getAllByRole("link", { name: /^Helpful/ }).length, 2);
  assert.is(asked(WIDGET_PATHS.product), 0);
});

test("rendered by the script (its answers asked with the reviewer's cookies): buttons, nothing asked again", async () => {
  const { store, cache, asked } = await shopPage(REVIEWER, "asked");
  await showSignedInReviewer(store, cache);
  await screen.findByRole("button", { name: "Helpful (2)", pressed: false });
  assert.is(asked("/reviews/me.json"), 1);
  assert.is(asked(WIDGET_PATHS.product), 1);
});

test.run();
