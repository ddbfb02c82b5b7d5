// Product and shop pages only note a view (a few bytes at mount); the journey's rules run when it
// is read, at a click to a store, over the views noted since, in order: the same journey as if each
// view had been recorded as it happened.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { JOURNEY_KEY } from "../../src/lib/browser/reviewer-journey";
import { readStored, removeStored } from "../../src/lib/browser/storage";
import { PENDING_VIEWS_KEY, pendingViews, recordJourneyStep } from "../../src/widgets/reviews/journey-step";
import { recordJourney } from "../../src/widgets/reviews/track-click";

const test = suite("journey steps");
test.before.each(() => {
  removeStored(JOURNEY_KEY);
  removeStored(PENDING_VIEWS_KEY);
});
test.after.each(() => history.replaceState(null, "", "/reviews"));

test("views noted at mount join the journey, in order, when a store click reads it", () => {
  history.replaceState(null, "", "/reviews/stores/a/products/kettle?filter_rating=5");
  recordJourneyStep();
  history.replaceState(null, "", "/reviews/stores/a");
  recordJourneyStep();
  assert.is(pendingViews().length, 2);
  assert.is(readStored(JOURNEY_KEY), null, "nothing of the journey's rules ran at mount");

  history.replaceState(null, "", "/reviews/stores/b/products/pot");
  const journey = recordJourney();
  assert.equal(journey.journey, [
    "/reviews/stores/a/products/kettle?filter_rating=5",
    "/reviews/stores/a",
    "/reviews/stores/b/products/pot",
  ]);
  assert.equal(journey.landing_page_params, { filter_rating: "5" }, "the first view is the landing");
  assert.equal(pendingViews(), [], "the noted views are taken");
  assert.ok(readStored(JOURNEY_KEY), "the journey is kept");
});

test("the views kept waiting are bounded", () => {
  for (let i = 0; i < 130; i++) {
    history.replaceState(null, "", `/reviews/stores/s${i}`);
    recordJourneyStep();
  }
  const waiting = pendingViews();
  assert.is(waiting.length, 100);
  assert.is(waiting.at(-1)?.path, "/reviews/stores/s129");
});

test.run();
