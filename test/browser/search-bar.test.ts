// The header's search bar in Chromium: 'Browse by category' whenever the host has no suggestion
// for what is typed, the pointer taking an option only when it moves, and the category selector
// of a search limited to one store.
import type { Locator, Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { twoFrames } from "../support/browsers/frames";
import { untilInPage } from "../support/browsers/until-in-page";
import { testHost } from "../support/hosts/test-host";

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
      const list = await page.locator(".rv-search-suggestions__list").boundingBox();
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

/** A store with products in two top-level categories (of twelve), one word of a product's title. */
async function storeAndWord() {
  const { db } = await testHost();
  const store = db
    .prepare(
      `WITH RECURSIVE top(id, top_id) AS (
         SELECT id, id FROM categories WHERE parent_id IS NULL
         UNION ALL SELECT c.id, top.top_id FROM categories c JOIN top ON c.parent_id = top.id)
       SELECT s.id, s.slug FROM shops s
       JOIN products p ON p.shop_id = s.id JOIN top ON top.id = p.category_id
       GROUP BY s.id HAVING count(DISTINCT top.top_id) = 2 ORDER BY s.id LIMIT 1`,
    )
    .get() as { id: number; slug: string };
  const tops = db
    .prepare(
      `WITH RECURSIVE up(id, parent_id) AS (
         SELECT c.id, c.parent_id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.shop_id = ?
         UNION SELECT c.id, c.parent_id FROM up JOIN categories c ON c.id = up.parent_id)
       SELECT c.name FROM categories c WHERE c.parent_id IS NULL AND c.id IN (SELECT id FROM up)
       ORDER BY c.page_order`,
    )
    .pluck()
    .all(store.id) as string[];
  const title = db
    .prepare("SELECT title FROM products WHERE shop_id = ? ORDER BY id LIMIT 1")
    .pluck()
    .get(store.id);
  const word = (String(title).match(/[A-Za-z]{4,}/) ?? [""])[0];
  return { store, tops, word };
}

for (const viewport of ["tablet", "desktop"] as const) {
  test(`${viewport}: the header's search field shows 20 characters of a search, the category selector only where there is room for both`, async () => {
    const { page, url, context, errors } = await openSession({ viewport });
    try {
      await page.goto(url("/reviews/search?q=kettle"));
      const input = page.getByRole("combobox", { name: "Search for product" });
      assert.equal(await input.inputValue(), "kettle");
      const { room, twenty } = await input.evaluate((field: HTMLInputElement) => {
        const style = getComputedStyle(field);
        const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
        context.font = style.font;
        return {
          room:
            field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
          twenty: context.measureText("kettle whistling ste").width,
        };
      });
      assert.ok(room >= twenty, `${room} px of field for ${twenty} px of text`);
      const selector = page.getByRole("combobox", { name: "Search in" });
      if (viewport === "desktop") await selector.waitFor();
      else assert.is(await selector.isVisible(), false);
      assert.equal(errors, []);
    } finally {
      await context.close();
    }
  });
}

test("desktop: in a search limited to one store, the category selector offers that store's categories", async () => {
  const { store, tops, word } = await storeAndWord();
  assert.is(tops.length, 2);
  assert.ok(word);
  const { page, url, context, errors } = await openSession({ viewport: "desktop" });
  try {
    const asked: URLSearchParams[] = [];
    page.on("request", (request) => {
      const address = new URL(request.url());
      if (address.pathname === "/reviews/categories.json") asked.push(address.searchParams);
    });
    await page.goto(url(`/reviews/stores/${store.slug}`));
    await page.getByRole("button", { name: "This store only: remove" }).waitFor();
    const input = page.getByRole("combobox", { name: "Search for product" });
    await input.fill(word);
    await input.press("Enter");
    await page.waitForURL(
      (u) => u.pathname === "/reviews/search" && u.searchParams.get("search_in_shop") === "true",
    );

    const selector = page.getByRole("combobox", { name: "Search in" });
    await page.locator('.rv-search-bar__category[aria-busy="false"]').waitFor();
    assert.equal(await selector.locator("option").allTextContents(), ["All categories", ...tops]);
    const scope = asked.at(-1);
    assert.is(scope?.get("search_in_shop"), "true");
    assert.is(scope?.get("shop_domain"), new URL(page.url()).searchParams.get("shop_domain"));
    assert.equal(await seriousAxeViolations(page, "#search-navbar"), []);

    // Choosing one searches the same text in it, still in the store.
    await selector.selectOption({ label: tops[1] ?? "" });
    await page.waitForURL((u) => u.searchParams.has("category_id"));
    const after = new URL(page.url()).searchParams;
    assert.is(after.get("q"), word);
    assert.is(after.get("search_in_shop"), "true");
    assert.is(await selector.locator("option:checked").textContent(), tops[1]);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("desktop: suggestions shown under a resting pointer leave the keys in charge; a moving pointer picks one", async () => {
  const { page, url, context, errors } = await openSession({ viewport: "desktop" });
  try {
    await page.goto(url("/reviews/people"));
    const input = page.getByRole("combobox", { name: "Search for product" });
    await input.click();
    await page.getByRole("link", { name: "Browse by category" }).waitFor();
    // The pointer rests where the suggestions will show, below the typed text's own option.
    const box = await input.boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + 40, box.y + box.height + 90);
    await typeAndAwaitSuggestions(page, input, "kettle");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await options.nth(3).waitFor();
    const hovered = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("[role=option]")?.textContent,
      {
        x: box.x + 40,
        y: box.y + box.height + 90,
      },
    );
    assert.ok(hovered && hovered !== "kettle", "an option lies under the pointer");
    await twoFrames(page);
    assert.is(
      await input.getAttribute("aria-activedescendant"),
      null,
      "no option active: Enter searches the text",
    );

    // A pointer that moves makes the option under it the active one.
    await page.mouse.move(box.x + 44, box.y + box.height + 92);
    await untilInPage(page, () => document.querySelector("[role=combobox][aria-activedescendant]"));
    const active = await input.getAttribute("aria-activedescendant");
    assert.is(await page.locator(`[id="${active}"]`).textContent(), hovered);

    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("phone: a search limited to one store stays axe-clean without the selector", async () => {
  const { store, word } = await storeAndWord();
  const { page, url, context } = await openSession({ viewport: "mobile" });
  try {
    await page.goto(url(`/reviews/stores/${store.slug}`));
    await page.getByRole("button", { name: "Open search" }).click();
    const input = page.getByRole("combobox", { name: "Search for product" });
    // The phone's search header takes the focus once it is ready for typing.
    await untilInPage(
      page,
      () => document.activeElement?.getAttribute("aria-label") === "Search for product",
    );
    // The store's scope comes with its page's data: the pill says the search will stay in it.
    await page.getByRole("button", { name: "This store only: remove" }).waitFor();
    await input.fill(word);
    await input.press("Enter");
    await page.waitForURL(
      (u) => u.pathname === "/reviews/search" && u.searchParams.get("search_in_shop") === "true",
    );
    await page.getByRole("heading", { level: 1, name: `Results for “${word}”` }).waitFor();
    assert.is(await page.getByRole("combobox", { name: "Search in" }).count(), 0);
    assert.equal(await seriousAxeViolations(page), []);
  } finally {
    await context.close();
  }
});

test.run();
