// One event of the feed under happy-dom: a published review is shown as the review cards show it,
// its edit included.
import { screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { FeedEvent } from "../../src/api/contract/social";
import { FeedEventItem } from "../../src/features/feed/FeedEventItem";
import { createStore } from "../../src/state/jotai";
import { countryAtom } from "../../src/state/reviewer";
import { renderWithStore, resetDom } from "../support/components/render";
import { aReview } from "../support/components/review-fixture";

const test = suite("feed event");
test.after.each(resetDom);

const published = (edited_at: string | null): FeedEvent => ({
  id: "e1",
  kind: "review_published",
  created_at: "2026-09-30T10:00:00Z",
  event_owner: {
    encoded_id: "r1",
    class: "Reviewer",
    name: "Reviewer 1",
    internal_path: "/reviews/profile/r1",
    image_url: null,
  },
  review: aReview(1, { created_at: "2026-09-30T10:00:00Z", edited_at, body: "Better after a month." }),
  product: null,
  followed: null,
});

test("an edited review in the feed says 'Edited {date}' beside its date, as the review cards do (regression)", () => {
  const store = createStore();
  store.set(countryAtom, "US");
  renderWithStore(
    <ol>
      <FeedEventItem event={published("2026-10-31T09:00:00Z")} />
      <FeedEventItem event={{ ...published(null), id: "e2" }} />
    </ol>,
    { store },
  );
  const items = screen.getAllByRole("listitem");
  assert.match(items[0]?.textContent ?? "", "09/30/2026 · Edited 10/31/2026");
  assert.not.match(items[1]?.textContent ?? "", "Edited");
});

test.run();
