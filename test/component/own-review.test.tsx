// One of the owner's reviews under happy-dom: what a refused restore says. A review deleted longer
// ago than it stays restorable (the host answers 410) says so; trying again would not help. A review
// the marketplace hid offers no Edit.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Review } from "../../src/api/contract/review";
import { OwnReview } from "../../src/features/profile/OwnReview";
import { useReviewActions } from "../../src/features/profile/use-review-actions";
import { renderWithStore, resetDom, stubFetch } from "../support/components/render";
import { aReview } from "../support/components/review-fixture";

const test = suite("own review");

const deleted = aReview(1, {
  rating: 4,
  title: "Deleted a while ago",
  body: "A review its author deleted.",
  deleted: true,
  source: "organic",
  reviewer: {
    encoded_id: "r1",
    slug: "r1",
    internal_path: "/reviews/profile/r1",
    name: "Jamie",
    avatar_image_url: null,
    verified_buyer: true,
  },
});

function Mine() {
  const actions = useReviewActions(() => {});
  return (
    <ul>
      <OwnReview review={deleted} actions={actions} country="GB" onOpenMedia={() => {}} />
    </ul>
  );
}

test.after.each(resetDom);

for (const [status, says] of [
  [410, "This review was deleted more than 30 days ago and can no longer be restored."],
  [
    500,
    "Sorry, we couldn’t restore this review just now, so nothing has changed. Please try again in a moment.",
  ],
] as const) {
  test(`a restore refused with ${status} says: ${says}`, async () => {
    const fetched = stubFetch(() => ({ status, body: { error: "refused" } }));
    await act(async () => {
      renderWithStore(<Mine />, { signedIn: true });
    });
    fireEvent.click(screen.getByRole("button", { name: "Restore" }));
    await waitFor(() => assert.is(screen.getByRole("alert").textContent, says));
    assert.equal(
      fetched.calls.map((c) => `${c.method} ${new URL(c.url, "http://x").pathname}`),
      ["PUT /reviews/profile/reviews/p1/restore"],
    );
    assert.ok(screen.getByRole("button", { name: "Restore" }), "nothing changed");
  });
}

function Listed({ review }: { review: Review }) {
  const actions = useReviewActions(() => {});
  return (
    <ul>
      <OwnReview review={review} actions={actions} country="GB" onOpenMedia={() => {}} />
    </ul>
  );
}

test("a review hidden by the marketplace offers no Edit, Unpublish, Delete or Share; one that is not hidden does", async () => {
  stubFetch(() => ({ status: 500, body: {} }));
  const hidden = aReview(2, {
    title: "Hidden after reports",
    hidden_by_marketplace: { at: "2026-03-05T10:00:00Z", note: "It names an employee." },
  });
  await act(async () => {
    renderWithStore(<Listed review={hidden} />, { signedIn: true });
  });
  screen.getByText("Hidden by the marketplace");
  assert.is(screen.queryByRole("link", { name: /^Edit your review/ }), null);
  // The marketplace's decision stands: nothing to do with it but read why.
  for (const name of ["Unpublish", "Publish", "Delete", "Share"])
    assert.is(screen.queryByRole("button", { name }), null, name);
  resetDom();
  await act(async () => {
    renderWithStore(<Listed review={{ ...hidden, hidden_by_marketplace: null }} />, { signedIn: true });
  });
  assert.ok(screen.getByRole("link", { name: "Edit your review: Hidden after reports" }));
  for (const name of ["Unpublish", "Delete", "Share"]) assert.ok(screen.getByRole("button", { name }), name);
});

test.run();
