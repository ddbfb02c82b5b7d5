// The confirmation after a dispute is opened: names the shop and its response time, is a status
// (announced), stays 60 s on a fake clock, and can be dismissed.
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DisputeConfirmation } from "../../src/features/profile/DisputeConfirmation";
import { disputeConfirmationAtom } from "../../src/state/dispute-confirmation";
import { createStore } from "../../src/state/jotai";
import { withFakeTimers } from "../support/fake-timers";
import { renderApp } from "../support/render";

const test = suite("dispute confirmation");
test.after.each(cleanup);

const opened = () => {
  const store = createStore();
  store.set(disputeConfirmationAtom, { shopName: "Olive & Co", responseTime: "2 days" });
  return store;
};

test("names the shop and its response time in a status, and stays exactly 60 seconds", async () => {
  await withFakeTimers((advance) => {
    const store = opened();
    renderApp(<DisputeConfirmation />, { store });
    const status = screen.getByRole("status");
    assert.match(status.textContent ?? "", "Olive & Co usually responds within 2 days.");
    advance(59_999);
    assert.match(screen.getByRole("status").textContent ?? "", "Olive & Co usually responds within 2 days.");
    advance(1);
    assert.is(screen.getByRole("status").textContent, "");
    assert.is(store.get(disputeConfirmationAtom), null);
  });
});

test("the Dismiss button removes it at once", () => {
  const store = opened();
  renderApp(<DisputeConfirmation />, { store });
  fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
  assert.is(screen.getByRole("status").textContent, "");
  assert.is(store.get(disputeConfirmationAtom), null);
});

test("without a response time it still names the shop", () => {
  const store = createStore();
  store.set(disputeConfirmationAtom, { shopName: "Olive & Co", responseTime: null });
  renderApp(<DisputeConfirmation />, { store });
  assert.match(screen.getByRole("status").textContent ?? "", "Olive & Co has been told about it.");
});

test.run();
