// Right to left (an Arabic page: the widget's roots carry dir="rtl") the arrow keys and the carousels'
// buttons follow the row as it reads: ArrowLeft goes to the next tab (the WAI-ARIA tabs pattern),
// Next scrolls leftwards, and the ends are told apart where scrollLeft runs from 0 down to minus
// the overflow. Left to right nothing changes.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { ProfileTab } from "../../src/api/contract/profile";
import { ProfileTabs } from "../../src/features/profile/ProfileTabs";
import { directionOf, isRightToLeft } from "../../src/lib/i18n/languages";
import { activateLanguage } from "../../src/lib/i18n/translate";
import { Carousel } from "../../src/ui/Carousel";

const test = suite("right to left");
test.after.each(() => {
  cleanup();
  activateLanguage("en", null);
});

/** The widget in a language of this direction (Arabic for right to left), its root carrying it. */
const inDirection = (dir: "ltr" | "rtl") => activateLanguage(dir === "rtl" ? "ar" : "en", null);

function Tabs({ dir }: { dir: "ltr" | "rtl" }) {
  inDirection(dir);
  const [active, setActive] = useState<ProfileTab>("rewards");
  return (
    <div dir={dir}>
      <ProfileTabs active={active} onSelect={setActive} panels={{}} />
    </div>
  );
}

/** Presses a key on the selected tab; the name of the tab then selected and focused. */
function pressOnTab(key: string): string {
  const selected = screen.getByRole("tab", { selected: true });
  fireEvent.keyDown(selected, { key });
  const now = screen.getByRole("tab", { selected: true });
  assert.is(document.activeElement, now, "the selected tab has the focus");
  return now.textContent ?? "";
}

test("the direction is the active language's: Arabic right to left, the others left to right", () => {
  assert.is(directionOf("ar"), "rtl");
  assert.is(directionOf("ar-EG"), "rtl");
  assert.is(directionOf("de"), "ltr");
  assert.is(directionOf("en-XA"), "ltr");
  assert.is(isRightToLeft(), false);
  activateLanguage("ar", null);
  assert.is(isRightToLeft(), true);
});

test("left to right, ArrowRight selects the next tab and ArrowLeft the previous", () => {
  render(<Tabs dir="ltr" />);
  assert.is(pressOnTab("ArrowRight"), "Orders");
  assert.is(pressOnTab("ArrowLeft"), "Rewards");
  assert.is(pressOnTab("ArrowLeft"), "Reviews");
  assert.is(pressOnTab("ArrowLeft"), "Questions", "wraps from the first to the last");
});

test("right to left, ArrowLeft selects the next tab and ArrowRight the previous; Home and End stay", () => {
  render(<Tabs dir="rtl" />);
  assert.is(pressOnTab("ArrowLeft"), "Orders");
  assert.is(pressOnTab("ArrowLeft"), "Disputes");
  assert.is(pressOnTab("ArrowRight"), "Orders");
  assert.is(pressOnTab("Home"), "Reviews");
  assert.is(pressOnTab("ArrowRight"), "Questions", "wraps from the first to the last");
  assert.is(pressOnTab("End"), "Questions");
  assert.is(pressOnTab("ArrowLeft"), "Reviews", "wraps from the last to the first");
});

/** A carousel 300 px wide over 1000 px of items, its scrolling recorded rather than done. */
function renderCarousel(dir: "ltr" | "rtl") {
  inDirection(dir);
  render(
    <div dir={dir}>
      <h2 id="strip">Popular categories</h2>
      <Carousel labelledBy="strip">
        <li>One</li>
        <li>Two</li>
      </Carousel>
    </div>,
  );
  const list = screen.getByRole("list", { name: "Popular categories" });
  let scrollLeft = 0;
  const scrolledBy: number[] = [];
  Object.defineProperties(list, {
    clientWidth: { configurable: true, get: () => 300 },
    scrollWidth: { configurable: true, get: () => 1000 },
    scrollLeft: { configurable: true, get: () => scrollLeft, set: (value: number) => (scrollLeft = value) },
    scrollBy: { configurable: true, value: (options: ScrollToOptions) => scrolledBy.push(options.left ?? 0) },
  });
  /** Where the reader scrolled the list to (scrollLeft as the browser reports it). */
  const scrollTo = (left: number) => {
    scrollLeft = left;
    fireEvent.scroll(list);
  };
  const previous = () => screen.getByRole("button", { name: /Previous/ });
  const next = () => screen.getByRole("button", { name: /Next/ });
  const disabled = () => [previous(), next()].map((b) => b.getAttribute("aria-disabled"));
  return { scrollTo, scrolledBy, previous, next, disabled };
}

test("left to right, Next scrolls rightwards and the ends are 0 and the overflow", async () => {
  const carousel = renderCarousel("ltr");
  await act(async () => carousel.scrollTo(0));
  assert.equal(carousel.disabled(), ["true", "false"], "at the start");
  fireEvent.click(carousel.next());
  assert.ok((carousel.scrolledBy[0] ?? 0) > 0, `scrolled by ${carousel.scrolledBy[0]}`);
  await act(async () => carousel.scrollTo(350));
  assert.equal(carousel.disabled(), ["false", "false"], "in the middle");
  fireEvent.click(carousel.previous());
  assert.ok((carousel.scrolledBy[1] ?? 0) < 0, `scrolled back by ${carousel.scrolledBy[1]}`);
  await act(async () => carousel.scrollTo(700));
  assert.equal(carousel.disabled(), ["false", "true"], "at the end");
});

test("right to left, Next scrolls leftwards and the ends are 0 and minus the overflow", async () => {
  const carousel = renderCarousel("rtl");
  await act(async () => carousel.scrollTo(0));
  assert.equal(carousel.disabled(), ["true", "false"], "at the start");
  fireEvent.click(carousel.next());
  assert.ok((carousel.scrolledBy[0] ?? 0) < 0, `scrolled by ${carousel.scrolledBy[0]}`);
  await act(async () => carousel.scrollTo(-350));
  assert.equal(carousel.disabled(), ["false", "false"], "in the middle");
  fireEvent.click(carousel.previous());
  assert.ok((carousel.scrolledBy[1] ?? 0) > 0, `scrolled back by ${carousel.scrolledBy[1]}`);
  await act(async () => carousel.scrollTo(-700));
  assert.equal(carousel.disabled(), ["false", "true"], "at the end");
});

test.run();
