// The profile's tabs answer a press in its own commit: the tab pressed shows selected at once, and
// the selection it causes (the address, the panel, the whole profile rendered again) comes after
// that frame is painted. Presses quicker than frames each select their tab in turn, and the last shows
// until its own selection comes; then what the address does (Back) wins.
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

test("the active tab changing (Back) after a press's selection forgets the press", async () => {
  const selected: ProfileTab[] = [];
  const onSelect = (tab: ProfileTab) => selected.push(tab);
  const { rerender } = render(<ProfileTabs active="orders" onSelect={onSelect} panels={{}} />);
  fireEvent.click(screen.getByRole("tab", { name: "Rewards" }));
  await waitFor(() => assert.equal(selected, ["rewards"]));
  rerender(<ProfileTabs active="rewards" onSelect={onSelect} panels={{}} />);
  rerender(<ProfileTabs active="orders" onSelect={onSelect} panels={{}} />);
  assert.is(selectedTab(), "Orders");
  assert.is(screen.getByRole("tab", { name: "Orders" }).tabIndex, 0);
});

test("presses quicker than frames: an earlier press's selection coming does not show its tab again, nor swallow a later press of that tab (regression)", async () => {
  const selected: ProfileTab[] = [];
  const shown: (string | null)[] = [];
  // The host brings each selection into force as it comes (a new address, rendered at once);
  // End is pressed once the first one has come, while the second is still to come.
  const select = (tab: ProfileTab) => {
    selected.push(tab);
    rerender(tabs(tab));
    shown.push(selectedTab());
    if (selected.length === 1) fireEvent.keyDown(screen.getByRole("tablist"), { key: "End" });
  };
  const tabs = (active: ProfileTab) => <ProfileTabs active={active} onSelect={select} panels={{}} />;
  const { rerender } = render(tabs("disputes"));
  screen.getByRole("tab", { name: "Disputes" }).focus();
  fireEvent.keyDown(screen.getByRole("tablist"), { key: "ArrowRight" });
  fireEvent.keyDown(screen.getByRole("tablist"), { key: "ArrowRight" });
  assert.is(selectedTab(), "Reviews", "the last press shows");
  await waitFor(() => assert.equal(selected, ["questions", "reviews", "questions"]));
  assert.equal(
    shown,
    ["Reviews", "Questions", "Questions"],
    "the last press shows until its selection comes",
  );
  assert.is(document.activeElement?.textContent, "Questions");
});

test.run();
