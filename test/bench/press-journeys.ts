// The journeys shoppers and reviewers press most, as a thumb does them on a phone's screen: each
// opens its page, then presses, waiting for what each press brings before the next. The presses
// are Chromium's own input (trusted events), so the Event Timing API times each of them.
import type { ElementHandle, Locator, Page } from "playwright-core";
import type { Account } from "../support/screens/signed-in-pages";

export interface Journey {
  name: string;
  /** The page the journey starts on, from the host's root. */
  path: string;
  /** Signed in as this seeded account; default a guest. */
  as?: Account;
  /** The presses, each awaited until its answer and the work it causes are on the page. */
  press: (page: Page) => Promise<void>;
}

/** The pages the journeys start on, read from the host's data. */
export interface JourneyPages {
  search: string;
  product: string;
  /** The signed-in reviewer's own profile. */
  privateProfile: string;
}

/** The page idle: what the last step set going is done. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));

/**
 * React has adopted `element` (its fiber is on it): a part below the fold is adopted as it comes
 * near (src/ui/hydrate-near.ts), which a reader scrolling to it gives it time for.
 */
const adopted = (page: Page, element: ElementHandle) =>
  page.waitForFunction((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")), element, {
    timeout: 60_000,
  });

/**
 * A thumb's tap on the middle of `target`, brought on screen, sent from outside the page once the
 * page is idle. Playwright's click() first checks in the page, on its main thread, that the target
 * is visible, still and uncovered (the accessible names of the whole page read again): on a slowed
 * CPU that work of the test's own was still running when its press came, and was timed as the
 * press's wait; and it pressed in the frame the target came on screen, while the part it is in was
 * being adopted: a reader scrolling to it gives it that time before they tap.
 */
async function tap(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const element = await target.elementHandle();
  await adopted(page, element);
  await idle(page);
  const box = await element?.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${target}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Nothing on the page still loads: no busy region, no loading indicator. */
const settled = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('main [aria-busy="true"], main .rv-loading, #search-navbar .rv-loading'),
    undefined,
    { timeout: 60_000 },
  );

const resultsAt = async (page: Page, address: RegExp) => {
  await page.waitForFunction((pattern) => new RegExp(pattern).test(location.search), address.source, {
    timeout: 60_000,
  });
  await settled(page);
};

/** The search page's 'Filter & sort' tab, where a phone shows the filters and the sort. */
const filterAndSort = async (page: Page) => {
  await tap(page, page.getByRole("tab", { name: "Filter & sort" }));
  await page.getByRole("button", { name: "Filter by" }).waitFor();
};

/** The header's search field, opened from its button on a phone. */
const searchField = async (page: Page) => {
  await tap(page, page.getByRole("button", { name: "Open search" }));
  const field = page.getByRole("combobox", { name: "Search for product" });
  await field.waitFor();
  return field;
};

export function journeys(pages: JourneyPages): Journey[] {
  return [
    {
      name: 'search: "Filter by", 4 stars and up, Apply',
      path: pages.search,
      press: async (page) => {
        await filterAndSort(page);
        await tap(page, page.getByRole("button", { name: "Filter by" }));
        const sidebar = page.getByRole("dialog", { name: "Filter by" });
        await tap(page, sidebar.getByRole("radio", { name: "4 stars and up" }));
        await tap(page, sidebar.getByRole("button", { name: "Apply filters" }));
        await sidebar.waitFor({ state: "detached" });
        await resultsAt(page, /min_rating=4/);
      },
    },
    {
      name: "the heaviest product: the histogram's 5-star bar",
      path: pages.product,
      press: async (page) => {
        await tap(
          page,
          page.getByRole("list", { name: "Reviews by rating" }).getByRole("link", { name: /^5 stars/ }),
        );
        await resultsAt(page, /filter_rating=5/);
      },
    },
    {
      name: "the private profile: the Orders tab",
      path: pages.privateProfile,
      as: "reviewer",
      press: async (page) => {
        const tab = page.getByRole("tab", { name: /^Orders/ });
        await tap(page, tab);
        await page.waitForFunction(() =>
          document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.startsWith("Orders"),
        );
        await page.getByRole("tabpanel", { name: /^Orders/ }).waitFor();
        await settled(page);
      },
    },
    {
      name: "the header: the side menu",
      path: "/reviews",
      press: async (page) => {
        await tap(page, page.getByRole("button", { name: "Open menu" }));
        await page.getByRole("dialog").first().waitFor();
      },
    },
    {
      name: "search: sort",
      path: pages.search,
      press: async (page) => {
        await filterAndSort(page);
        // A key on the focused select chooses the next order, as a picker's choice does.
        await page.getByRole("combobox", { name: "Sort by" }).focus();
        await page.keyboard.press("ArrowDown");
        await resultsAt(page, /sort_by=/);
      },
    },
    {
      name: "search: the next page of results",
      path: pages.search,
      press: async (page) => {
        await tap(
          page,
          page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Next" }),
        );
        await resultsAt(page, /page=2/);
      },
    },
    {
      name: "the heaviest product: a helpful vote, and taken back",
      path: pages.product,
      as: "reviewer",
      press: async (page) => {
        const vote = page.locator("main button[aria-pressed]", { hasText: /^Helpful/ }).first();
        // Pressed from the state shown, whatever an earlier run left with the host.
        const shown = await vote.getAttribute("aria-pressed");
        for (const pressed of shown === "true" ? ["false", "true"] : ["true", "false"]) {
          // The host has each vote before the next press, and before the page closes.
          const told = page.waitForResponse(
            (response) =>
              new URL(response.url()).pathname.endsWith("/helpful") &&
              response.request().method() === (pressed === "true" ? "PUT" : "DELETE"),
          );
          await tap(page, vote);
          await told;
          await page.waitForFunction(
            ([state]) =>
              [...document.querySelectorAll("main button[aria-pressed]")]
                .find((b) => b.textContent?.startsWith("Helpful"))
                ?.getAttribute("aria-pressed") === state,
            [pressed],
          );
          await settled(page);
        }
      },
    },
    {
      name: "the heaviest product: the gallery, its next picture",
      path: pages.product,
      press: async (page) => {
        await tap(page, page.getByRole("button", { name: /^Open the gallery/ }));
        const gallery = page.getByRole("dialog", { name: "Photos and videos" });
        await gallery.getByText("1 of", { exact: false }).waitFor();
        await tap(page, gallery.getByRole("button", { name: "Next" }));
        await gallery.getByText("2 of", { exact: false }).waitFor();
      },
    },
    {
      name: "the search box: a suggestion chosen",
      path: pages.product,
      press: async (page) => {
        const field = await searchField(page);
        await field.pressSequentially("kett");
        const option = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first();
        const from = await page.evaluate(() => location.pathname);
        await tap(page, option);
        await page.waitForFunction((before) => location.pathname !== before, from, { timeout: 60_000 });
        await page.locator("main h1").waitFor();
        await settled(page);
      },
    },
    {
      name: "the search box: each key typed",
      path: pages.product,
      press: async (page) => {
        const field = await searchField(page);
        await field.pressSequentially("kettle");
        await page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first().waitFor();
      },
    },
  ];
}
