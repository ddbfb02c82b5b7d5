import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  JOURNEY_IDLE_MS,
  JOURNEY_KEY,
  JOURNEY_MAX_STEPS,
  nextJourney,
  recordPageView,
} from "../../src/lib/browser/reviewer-journey";

const test = suite("reviewer journey");

const origin = "https://reviews.example";
let ids = 0;
const view = (path: string, now: number, referrer = "") => ({
  path,
  referrer,
  origin,
  now,
  newId: () => `j${++ids}`,
});

test("a first visit starts a journey with its referrer and landing parameters", () => {
  const journey = nextJourney(
    null,
    view("/reviews/stores/a?utm_source=mail&x=1", 1000, "https://search.example/q"),
  );
  assert.equal(journey.journey, ["/reviews/stores/a?utm_source=mail&x=1"]);
  assert.is(journey.referrer, "https://search.example/q");
  assert.is(journey.first_referrer, "https://search.example/q");
  assert.equal(journey.landing_page_params, { utm_source: "mail", x: "1" });
  assert.is(journey.created_at, new Date(1000).toISOString());
});

test("later pages add steps; the site's own referrer is not a source; a repeat is one step", () => {
  let journey = nextJourney(null, view("/a", 0, "https://search.example/"));
  journey = nextJourney(journey, view("/b", 10, `${origin}/a`));
  journey = nextJourney(journey, view("/b", 20, `${origin}/a`));
  assert.equal(journey.journey, ["/a", "/b"]);
  assert.is(journey.referrer, "https://search.example/");
});

test("the journey keeps the last steps, and starts again after being idle (first referrer stays)", () => {
  let journey = nextJourney(null, view("/0", 0, "https://first.example/"));
  for (let i = 1; i <= JOURNEY_MAX_STEPS + 5; i++) journey = nextJourney(journey, view(`/${i}`, i));
  assert.is(journey.journey.length, JOURNEY_MAX_STEPS);
  assert.is(journey.journey.at(-1), `/${JOURNEY_MAX_STEPS + 5}`);
  const id = journey.id;
  const fresh = nextJourney(
    journey,
    view("/later", JOURNEY_MAX_STEPS + 5 + JOURNEY_IDLE_MS + 1, "https://second.example/"),
  );
  assert.is.not(fresh.id, id);
  assert.equal(fresh.journey, ["/later"]);
  assert.is(fresh.first_referrer, "https://first.example/");
  assert.is(fresh.referrer, "https://second.example/");
});

test("recordPageView keeps the journey in local storage and survives junk there", () => {
  localStorage.setItem(JOURNEY_KEY, "{not json");
  const first = recordPageView(view("/x", Date.now()));
  const second = recordPageView(view("/y", Date.now()));
  assert.is(second.id, first.id);
  assert.equal(second.journey, ["/x", "/y"]);
  assert.not.ok("updated_at" in second);
  localStorage.removeItem(JOURNEY_KEY);
});

test.run();
