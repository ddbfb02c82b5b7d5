// The profile's tabs answer a press in its own commit: the tab pressed shows selected at once, and
// the selection it causes (the address, the panel, the whole profile rendered again) comes after
// that frame is painted. What the address does meanwhile (Back) wins over a press it outdates.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { ProfileTab } from "../../src/api/contract/profile";
import { ProfileTabs } from "../../src/features/profile/ProfileTabs";

const test = suite("profile tabs");
test.after.each(cleanup);

const selectedTab = () => screen.getByRole("tab", { selected: true }).textContent;

test("a press shows its tab selected in its own commit, and selects it after that frame", async () => {
  const selected: ProfileTab[] = [];
  render(<ProfileTabs active="reviews" onSelect={(tab) => selected.push(tab)} panels={{}} />);
  fireEvent.click(screen.getByRole("tab", { name: "Orders" }));
  assert.is(selectedTab(), "Orders", "selected in the press's commit");
  assert.equal(selected, [], "the selection waits for the paint");
  await waitFor(() => assert.equal(selected, ["orders"]));
  fireEvent.click(screen.getByRole("tab", { name: "Orders" }));
  assert.equal(selected, ["orders"], "the tab shown selected is not pressed again");
});

test("the active tab changing (Back) forgets a press it outdates", async () => {
  const { rerender } = render(<ProfileTabs active="orders" onSelect={() => {}} panels={{}} />);
  fireEvent.click(screen.getByRole("tab", { name: "Rewards" }));
  rerender(<ProfileTabs active="rewards" onSelect={() => {}} panels={{}} />);
  rerender(<ProfileTabs active="orders" onSelect={() => {}} panels={{}} />);
  assert.is(selectedTab(), "Orders");
  assert.is(screen.getByRole("tab", { name: "Orders" }).tabIndex, 0);
});

test.run();
