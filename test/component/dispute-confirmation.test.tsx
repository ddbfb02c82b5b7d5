// The confirmation after a dispute is opened: it arrives in the history entry the dispute form
// navigates to, names the shop and its response time, is a status (announced), stays 60 s on a
// fake clock, can be dismissed, and shows once (not again on a reload or Back to that entry).
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DisputeConfirmation } from "../../src/features/profile/DisputeConfirmation";
import type { DisputeConfirmation as Confirmation } from "../../src/lib/dispute-confirmation";
import { withFakeTimers } from "../support/components/fake-timers";
import { renderApp } from "../support/components/render";

const test = suite("dispute confirmation");
test.after.each(() => {
  cleanup();
  history.replaceState(null, "");
});

const opened = (confirmation: Confirmation = { shopName: "Olive & Co", responseTime: "2 days" }) =>
  history.replaceState({ disputeConfirmation: confirmation }, "");
const carried = () => (history.state as Record<string, unknown> | null)?.disputeConfirmation;

test("names the shop and its response time in a status, and stays exactly 60 seconds", async () => {
  await withFakeTimers((advance) => {
    opened();
    renderApp(<DisputeConfirmation />);
    const status = screen.getByRole("status");
    assert.match(status.textContent ?? "", "Olive & Co usually responds within 2 days.");
    advance(59_999);
    assert.match(screen.getByRole("status").textContent ?? "", "Olive & Co usually responds within 2 days.");
    advance(1);
    assert.is(screen.getByRole("status").textContent, "");
    assert.is(carried(), undefined);
  });
});

test("the Dismiss button removes it at once", () => {
  opened();
  renderApp(<DisputeConfirmation />);
  fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
  assert.is(screen.getByRole("status").textContent, "");
  assert.is(carried(), undefined);
});

test("without a response time it still names the shop", () => {
  opened({ shopName: "Olive & Co", responseTime: null });
  renderApp(<DisputeConfirmation />);
  assert.match(screen.getByRole("status").textContent ?? "", "Olive & Co has been told about it.");
});

test("shown once: the history entry gives it up, so a reload or Back does not show it again", () => {
  history.replaceState({ kept: 1, disputeConfirmation: { shopName: "Olive & Co", responseTime: null } }, "");
  renderApp(<DisputeConfirmation />);
  assert.match(screen.getByRole("status").textContent ?? "", "Olive & Co has been told about it.");
  assert.equal(history.state, { kept: 1 });
  cleanup();
  renderApp(<DisputeConfirmation />);
  assert.is(screen.getByRole("status").textContent, "");
});

test("an entry without one (a typed address) shows nothing", () => {
  history.replaceState({ disputeConfirmation: "junk" }, "");
  renderApp(<DisputeConfirmation />);
  assert.is(screen.getByRole("status").textContent, "");
});

test.run();
