// The reviewer journey: where a shopper came from and what they looked at, kept in local storage
// and sent with click tracking (POST /reviews/click) so a store sees how a visit led to it.
import type { ReviewerJourney } from "../../api/contract/home-requests";
import { readStored, writeStored } from "./storage";

export const JOURNEY_KEY = "reviews.journey";
/** The last pages kept; older steps fall off the front. */
export const JOURNEY_MAX_STEPS = 20;
/** A journey idle this long starts again (the first referrer stays). */
export const JOURNEY_IDLE_MS = 30 * 60 * 1000;

export interface PageView {
  /** Path and query of the page, e.g. '/reviews/stores/a/products/b?filter_rating=2'. */
  path: string;
  /** document.referrer: '' when typed or from a bookmark. */
  referrer: string;
  /** The site's own origin: referrers from it are steps, not sources. */
  origin: string;
  now: number;
  newId: () => string;
}

/** A journey as this bundle keeps it: every field (an older bundle's may lack some). */
interface StoredJourney extends Required<ReviewerJourney> {
  /** Epoch ms of the last step, for the idle rule. */
  updated_at: number;
}

const externalReferrer = (referrer: string, origin: string) =>
  referrer && !referrer.startsWith(origin) ? referrer : "";

function landingParams(path: string): Record<string, string> {
  const query = path.split("?")[1]?.split("#")[0] ?? "";
  return Object.fromEntries(new URLSearchParams(query));
}

/** The journey after one more page view. Pure: storage is the caller's business. */
export function nextJourney(previous: StoredJourney | null, view: PageView): StoredJourney {
  const fromOutside = externalReferrer(view.referrer, view.origin);
  const expired = !previous || view.now - previous.updated_at > JOURNEY_IDLE_MS;
  if (expired) {
    return {
      id: view.newId(),
      created_at: new Date(view.now).toISOString(),
      referrer: fromOutside,
      first_referrer: previous?.first_referrer || fromOutside,
      landing_page_params: landingParams(view.path),
      journey: [view.path],
      updated_at: view.now,
    };
  }
  const last = previous.journey[previous.journey.length - 1];
  const steps = last === view.path ? previous.journey : [...previous.journey, view.path];
  return {
    ...previous,
    referrer: fromOutside || previous.referrer,
    journey: steps.slice(-JOURNEY_MAX_STEPS),
    updated_at: view.now,
  };
}

function isJourney(value: unknown): value is StoredJourney {
  const v = value as StoredJourney | null;
  return (
    !!v &&
    typeof v.id === "string" &&
    typeof v.created_at === "string" &&
    Array.isArray(v.journey) &&
    typeof v.updated_at === "number"
  );
}

/** Records a page view in local storage and returns the journey. */
export function recordPageView(view: PageView): ReviewerJourney {
  const stored = readStored<unknown>(JOURNEY_KEY);
  const next = nextJourney(isJourney(stored) ? stored : null, view);
  writeStored(JOURNEY_KEY, next);
  const { updated_at: _, ...journey } = next;
  return journey;
}

/** A random id for a page view or a journey. */
export function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}
