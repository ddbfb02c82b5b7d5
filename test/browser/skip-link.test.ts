// 'Skip to content' on a page whose host has its own header above the widget: hidden until it has
// the keyboard's focus (not moved up out of the widget, over the host's header), then shown in
// the widget's header. Regression: it was hidden by moving it up twice its height.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession } from "../support/browsers/chromium";
import { editHtml } from "../support/browsers/edited-html";
import { SCREEN_SIZES } from "../support/screens/screen-widths";

const test = suite("skip link");

const HOST_HEADER = '<header id="host-header">The shop</header>';
/** Its look, in a stylesheet of the host's own origin, as the host's strict style-src allows. */
const HOST_HEADER_CSS = "#host-header { height: 120px; background: #222; color: #fff }";

/** The reference host's page with a header of the host's own above the widget's mount point. */
async function underHostHeader(page: Page) {
  await page.route("**/host-header.css", (route) =>
    route.fulfill({ contentType: "text/css", body: HOST_HEADER_CSS }),
  );
  await editHtml(page, "**/reviews", (html) =>
    html
      .replace("<head>", '<head><link rel="stylesheet" href="/host-header.css">')
      .replace('<div id="search-navbar">', `${HOST_HEADER}<div id="search-navbar">`),
  );
}

test("'Skip to content' covers nothing until focused, then shows inside the widget's header, below the host's", async () => {
  const { page, url, context } = await openSession();
  await underHostHeader(page);
  for (const size of [SCREEN_SIZES[0], SCREEN_SIZES[2]]) {
    await page.setViewportSize(size);
    await page.goto(url("/reviews"));
    const link = page.getByRole("link", { name: "Skip to content" });
    await link.waitFor({ state: "attached" });
    const hidden = await link.boundingBox();
    assert.ok(
      hidden && hidden.width <= 1 && hidden.height <= 1,
      `${size.width} px: hidden, ${JSON.stringify(hidden)}`,
    );

    await page.keyboard.press("Tab");
    assert.ok(await link.evaluate((el) => el === document.activeElement), "the first stop of Tab");
    const [shown, banner, host] = await Promise.all([
      link.boundingBox(),
      page.getByRole("banner").filter({ has: link }).boundingBox(),
      page.locator("#host-header").boundingBox(),
    ]);
    assert.is(host?.height, 120, "the host's header");
    assert.ok(shown && banner && host && shown.width > 50 && shown.height > 20, `${size.width} px: shown`);
    assert.ok(
      shown.y >= banner.y &&
        shown.y + shown.height <= banner.y + banner.height &&
        shown.y >= host.y + host.height,
      `${size.width} px: inside the widget's header (${JSON.stringify({ shown, banner })})`,
    );
    const onTop = await link.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    assert.ok(onTop, `${size.width} px: nothing covers it`);
  }
  await context.close();
});

test.run();
