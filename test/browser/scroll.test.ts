// Navigation scrolls to the top (smoothly, or at once under reduced motion) or to the hash
// anchor, and a press stops that scroll; back returns to where the reader was.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession } from "../support/browsers/chromium";
import { pressedWhileScrolling, pressOnNextScroll } from "../support/browsers/press-while-scrolling";
import { untilInPage } from "../support/browsers/until-in-page";

const test = suite("scrolling");

const scrollY = (page: import("playwright-core").Page) => page.evaluate(() => Math.round(window.scrollY));

test("a new route starts at the top; back restores the position", async () => {
  const { page, url, context } = await openSession({ reducedMotion: true });
  await page.goto(url("/reviews/medals"));
  await page.getByRole("heading", { name: "Medals", exact: true }).waitFor();
  // Scrolled and pressed in one task, before the frame that reports the scroll: the position is
  // kept for the page it was read on, not for the address the link has put in its place.
  await page.getByRole("link", { name: "Reviews home" }).evaluate((link: HTMLElement) => {
    document.body.style.minHeight = "6000px";
    window.scrollTo(0, 2400);
    link.click();
  });
  await page.waitForURL((u) => u.pathname === "/reviews");
  await untilInPage(page, () => window.scrollY === 0);
  await page.goBack();
  await page.getByRole("heading", { name: "Medals", exact: true }).waitFor();
  await untilInPage(page, () => Math.round(window.scrollY) === 2400);
  assert.is(await scrollY(page), 2400);
  await context.close();
});

test("back restores the position on the screen gone back to, not on the one being left: the footer both share, in view there, does not carry it along", async () => {
  const { page, url, context } = await openSession({ reducedMotion: true });
  // Where the footer starts on home once home has loaded, in the page's coordinates.
  const footerTop = () =>
    page.evaluate(() => {
      const footer = document.getElementById("site-footer") as HTMLElement;
      return Math.round(footer.getBoundingClientRect().top + window.scrollY);
    });
  await page.goto(url("/reviews"));
  await page.waitForLoadState("networkidle");
  const onHome = await footerTop();
  await page.goto(url("/reviews/medals"));
  await page.getByRole("heading", { name: "Medals", exact: true }).waitFor();
  assert.not.equal(await footerTop(), onHome, "the two screens are of different heights");
  // Read down into the footer's place on home, then home: its footer is what is in view there.
  const top = onHome + 10;
  await page.getByRole("link", { name: "Reviews home" }).evaluate((link: HTMLElement, y) => {
    document.body.style.minHeight = "12000px";
    window.scrollTo(0, y);
    link.click();
  }, top);
  await page.waitForURL((u) => u.pathname === "/reviews");
  await untilInPage(
    page,
    (y) =>
      Math.round(
        (document.getElementById("site-footer") as HTMLElement).getBoundingClientRect().top + window.scrollY,
      ) === y,
    onHome,
  );
  await page.goBack();
  await page.getByRole("heading", { name: "Medals", exact: true }).waitFor();
  // Waited for, then read: a position carried along never comes to the one left.
  await untilInPage(page, (y) => Math.round(window.scrollY) === y, top).catch(() => {});
  assert.is(await scrollY(page), top);
  await context.close();
});

test("a hash in the address scrolls to its anchor once the screen shows it", async () => {
  const { page, url, context } = await openSession({ reducedMotion: true });
  await page.goto(url("/reviews/trust"));
  await page.getByRole("heading", { name: "Trust" }).waitFor();
  await page.evaluate(() => {
    const target = document.createElement("h2");
    target.id = "far-down";
    target.textContent = "Far down";
    target.style.marginTop = "4000px";
    document.querySelector("main")?.after(target);
    history.pushState(null, "", "/reviews/trust#far-down");
  });
  await untilInPage(page, () => window.scrollY > 3000);
  await context.close();
});

test("without reduced motion the move to the top is smooth", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/medals"));
  await page.getByRole("heading", { name: "Medals", exact: true }).waitFor();
  await page.evaluate(() => {
    document.body.style.minHeight = "8000px";
    window.scrollTo(0, 6000);
  });
  await untilInPage(page, () => Math.round(window.scrollY) === 6000);
  // Sample the position on every frame from the click on: a smooth scroll passes through the middle.
  // (A string: tsx would wrap a named function in a helper the page does not have.)
  await page.evaluate(`
    window.seenPositions = [];
    const sample = () => {
      window.seenPositions.push(window.scrollY);
      if (window.seenPositions.length < 120) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  `);
  // A click from script: playwright's own click would first scroll the header link into view.
  await page.getByRole("link", { name: "Reviews home" }).evaluate((link: HTMLElement) => link.click());
  await untilInPage(page, () => window.scrollY === 0);
  const seen = await page.evaluate(() => (window as unknown as { seenPositions: number[] }).seenPositions);
  assert.ok(
    seen.some((y) => y > 0 && y < 6000),
    `intermediate positions: ${seen.slice(0, 20).join(",")}`,
  );
  await context.close();
});

test("a press while the new page moves to the top stops it where it was pressed", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/medals"));
  await page.getByRole("heading", { name: "Medals", exact: true }).waitFor();
  await page.evaluate(() => {
    document.body.style.minHeight = "8000px";
    window.scrollTo(0, 6000);
  });
  await untilInPage(page, () => Math.round(window.scrollY) === 6000);
  await pressOnNextScroll(page);
  await page.getByRole("link", { name: "Reviews home" }).evaluate((link: HTMLElement) => link.click());
  const { pressedAt, restedAt } = await pressedWhileScrolling(page);
  assert.ok(pressedAt > 0, `the page was still moving at the press (at ${pressedAt})`);
  assert.is(restedAt, pressedAt);
  await context.close();
});

test.run();
