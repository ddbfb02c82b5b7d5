// The header's search bar in Chromium: 'Browse by category' whenever the host has no suggestion
// for what is typed, and the category selector of a search limited to one store.
import type { Locator, Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations, VIEWPORTS } from "../support/browser";

const test = suite("search bar");

/** Types `text` into the bar and waits for the host's suggestions for it. */
async function typeAndAwaitSuggestions(page: Page, input: Locator, text: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/reviews/instant_search" && url.searchParams.get("q") === text;
  });
  await input.fill(text);
  await answered;
}

for (const viewport of ["mobile", "desktop"] as const) {
  test(`${viewport}: 'Browse by category' shows whenever the host suggests nothing beyond the typed text`, async () => {
    const { page, url, context, errors } = await openSession({ viewport });
    try {
      await page.goto(url("/reviews/people"));
      if (viewport === "mobile") await page.getByRole("button", { name: "Open search" }).click();
      const input = page.getByRole("combobox", { name: "Search for product" });
      await input.click();
      const browse = page.getByRole("link", { name: "Browse by category" });
      await browse.waitFor(); // nothing typed yet
      const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");

      // The host has suggestions: they show, and the link gives way to them.
      await typeAndAwaitSuggestions(page, input, "kettle");
      await options.nth(1).waitFor();
      assert.is(await browse.count(), 0);

      // The host has none: the typed text alone, and the way to the categories below it.
      await typeAndAwaitSuggestions(page, input, "zzqxv");
      await browse.waitFor();
      assert.equal(await options.allTextContents(), ["zzqxv"]);
      const list = await page.locator(".search-suggestions__list").boundingBox();
      const link = await browse.boundingBox();
      assert.ok(list && link && link.y >= list.y + list.height, "the link sits below the options");
      assert.ok(link && link.x + link.width <= VIEWPORTS[viewport].width, "within the screen");
      assert.equal(await seriousAxeViolations(page, "#search-navbar"), []);

      await browse.click();
      await page.waitForURL((u) => u.pathname === "/reviews/categories");
      await page.getByRole("heading", { level: 1 }).waitFor();
      assert.equal(errors, []);
    } finally {
      await context.close();
    }
  });
}

test.run();
