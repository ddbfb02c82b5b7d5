// The cookie notice sits over the bottom of the screen until it is accepted: it never covers what
// has the keyboard's focus (WCAG 2.2, Focus Not Obscured), and the page ends with room for it, so
// everything can be scrolled above it. With the Tab key itself, at a phone's, a tablet's and a
// laptop's width, and before the widget has adopted a rendered page (src/early/early-cookie-room.ts).
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Db } from "../../fixtures/host/db/database";
import { holdBundle } from "../support/browsers/adoption";
import { openSession } from "../support/browsers/chromium";
import { untilInPage } from "../support/browsers/until-in-page";
import { testHost } from "../support/hosts/test-host";
import { reachFooter } from "../support/pages/footer";
import { SCREEN_SIZES } from "../support/screens/screen-widths";

const test = suite("cookie bar");

/** Tab presses at most: past the page's controls, to the notice's own. */
const MAX_TABS = 200;

/** Each control Tab reaches that the notice covers (even in part), named; stops at the notice. */
async function coveredWhileTabbing(page: Page): Promise<string[]> {
  const covered: string[] = [];
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let press = 0; press < MAX_TABS; press++) {
    await page.keyboard.press("Tab");
    const seen = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const notice = document.querySelector('[aria-label="Cookies"]');
      if (!focused || focused === document.body) return null;
      if (!notice || notice.contains(focused)) return "the notice";
      const a = focused.getBoundingClientRect();
      const b = notice.getBoundingClientRect();
      const over = a.bottom > b.top + 1 && a.top < b.bottom && a.right > b.left && a.left < b.right;
      const name = focused.getAttribute("aria-label") || focused.textContent?.trim() || focused.tagName;
      return over ? name.slice(0, 40) : null;
    });
    if (seen === "the notice") return covered;
    if (seen) covered.push(seen);
  }
  throw new Error(`${MAX_TABS} presses of Tab did not reach the cookie notice`);
}

/** A product page with a few reviews: each review's controls are Tab's, and a few are enough. */
function fewReviewsProductPath(db: Db): string {
  const product = db
    .prepare(
      `SELECT s.slug, p.handle FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE p.reviews_count BETWEEN 3 AND 4 AND p.has_image = 1 ORDER BY p.id LIMIT 1`,
    )
    .get() as { slug: string; handle: string };
  return `/reviews/stores/${product.slug}/products/${product.handle}`;
}

test("Tab never moves the focus under the cookie notice: a product page and the arbitrator's decision form at 375, 800 and 1280 px (regression)", async () => {
  const { db } = await testHost();
  const dispute = db
    .prepare("SELECT encoded_id FROM disputes WHERE status = 'open' ORDER BY id LIMIT 1")
    .pluck()
    .get();
  const pages = [
    { path: fewReviewsProductPath(db), as: undefined, ready: "Share" },
    { path: `/reviews/arbitrator/${dispute}`, as: "arbitrator" as const, ready: "Record decision" },
  ];
  for (const { path, as, ready } of pages) {
    const { page, url, context } = await openSession({ as });
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await page.goto(url(path));
      await page.getByRole("button", { name: ready }).first().waitFor();
      await page.getByRole("region", { name: "Cookies" }).waitFor();
      assert.equal(await coveredWhileTabbing(page), [], `${path} at ${size.width} px`);
    }
    await context.close();
  }
});

test("Tab never moves the focus under the cookie notice before the widget has adopted the page, a phone's second or more, nor as it adopts it: the widget's room as tall as the notice from the moment it comes (regression: a run that tabbed before adoption)", async () => {
  const { db } = await testHost();
  const { page, url, context } = await openSession({ viewport: "mobile" });
  try {
    const release = await holdBundle(page);
    await page.goto(url(fewReviewsProductPath(db)), { waitUntil: "commit" });
    const notice = page.getByRole("region", { name: "Cookies" });
    await notice.waitFor();
    assert.equal(await coveredWhileTabbing(page), []);
    const adopted = await notice.evaluate((bar) => Object.keys(bar).some((key) => key.startsWith("__react")));
    assert.not.ok(adopted, "tabbed through before the widget adopted the notice");
    // The widget's room takes over from the early script's as it comes, before any frame is drawn:
    // read as the room is added, before the page's next frame.
    await page.evaluate(() => {
      new MutationObserver((_changes, observer) => {
        const room = document.querySelector(".rv-cookie-room");
        if (!room) return;
        observer.disconnect();
        const asAdded = [
          getComputedStyle(room).height,
          getComputedStyle(document.documentElement).scrollPaddingBottom,
        ];
        Object.assign(window, { roomAsAdded: asAdded });
      }).observe(document.body, { childList: true });
    });
    release();
    await untilInPage(page, () => "roomAsAdded" in window);
    const height = await notice.evaluate((bar) => innerHeight - (bar as HTMLElement).offsetTop);
    assert.ok(height > 0, "the notice has a height");
    assert.equal(
      await page.evaluate(() => (window as unknown as { roomAsAdded: string[] }).roomAsAdded),
      [`${height}px`, `${height + 8}px`],
      "the room and the scroll padding as the widget's room is added",
    );
  } finally {
    await context.close();
  }
});

test("the page ends with room for the notice: at the very end the last control is above it, and none once it is accepted (regression)", async () => {
  const { page, url, context } = await openSession({ viewport: "mobile" });
  await page.goto(url("/reviews/how-it-works"));
  const notice = page.getByRole("region", { name: "Cookies" });
  await notice.waitFor();
  const last = page.getByRole("button", { name: "Back to top" });
  await reachFooter(page);
  const [button, bar] = [await last.boundingBox(), await notice.boundingBox()];
  assert.ok(
    button && bar && button.y + button.height <= bar.y,
    `Back to top ends at ${button && button.y + button.height}, the notice starts at ${bar?.y}`,
  );
  // The room after the footer, the widget's own: the host's <body> keeps its padding.
  const footer = page.getByRole("contentinfo");
  const roomAfter = () =>
    footer.evaluate(
      (el) => document.documentElement.scrollHeight - (el.getBoundingClientRect().bottom + scrollY),
    );
  const room = await roomAfter();
  assert.ok(bar && room >= bar.height, `the page ends with ${room} px for a notice ${bar?.height} px tall`);

  await notice.getByRole("button", { name: "Accept cookies" }).click();
  await notice.waitFor({ state: "detached" });
  assert.ok((await roomAfter()) <= 1, "no room left after the footer");
  assert.equal(
    await page.evaluate(() => [
      getComputedStyle(document.body).paddingBottom,
      getComputedStyle(document.documentElement).scrollPaddingBottom,
      document.documentElement.style.length,
    ]),
    ["0px", "auto", 0],
    "the host's <html> and <body> as they were",
  );
  await context.close();
});

test.run();
