// Waiting in a page (support/browsers/until-in-page.ts), which every page load of the browser tests waits
// with (support/browsers/adoption.ts): it ends once its condition holds, even in the document a navigation
// brings meanwhile, and a condition that never holds fails at its limit, also when a test has
// paused the page's clock.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession } from "../support/browsers/chromium";
import { untilInPage } from "../support/browsers/until-in-page";

const test = suite("waiting in a page");

/** How a wait ended, or 'hung' when it had not after `ms` (a real timer of this process). */
function ended(wait: Promise<void>, ms: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve("hung"), ms);
  });
  const outcome = wait.then(
    () => "held",
    (error: Error) => `failed: ${error.message.split("\n")[0]}`,
  );
  return Promise.race([outcome, hung]).finally(() => clearTimeout(timer));
}

test("a wait ends once its condition holds, in the document a navigation brought meanwhile", async () => {
  const { page, url, context } = await openSession({ viewport: "mobile" });
  try {
    await page.goto(url("/reviews/how-it-works"));
    const wait = ended(
      untilInPage(page, (path) => location.pathname === path, "/reviews/categories"),
      8000,
    );
    // The document the wait began in goes away under it.
    await page.goto(url("/reviews/categories"));
    assert.is(await wait, "held");
    assert.is(new URL(page.url()).pathname, "/reviews/categories");
  } finally {
    await context.close();
  }
});

test("a condition that never holds fails at its limit, also under a paused clock", async () => {
  const { page, url, context } = await openSession({ viewport: "mobile" });
  try {
    await page.goto(url("/reviews/how-it-works"));
    assert.match(
      await ended(
        untilInPage(page, () => false, undefined, 300),
        5000,
      ),
      /^failed: .*not true after/,
    );
    await page.clock.install({ time: Date.now() });
    await page.clock.pauseAt(Date.now() + 60_000);
    assert.match(
      await ended(
        untilInPage(page, () => false, undefined, 300),
        5000,
      ),
      /^failed: .*not true after/,
    );
  } finally {
    await context.close();
  }
});

test.run();
