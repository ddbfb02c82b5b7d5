// The bundle on an integrator's page navigated by Turbo Drive (fixtures/host/integrator/): a visit
// swaps the <body> without running the bundle again, Back and Forward show Turbo's copies of pages,
// and the widget mounts into each page, live, with one header, leaving nothing of the pages it left.
// With the roots rendered on the server (the `ssr` switch), a visit's page is adopted as it came,
// and Turbo's copies show each page as the reader left it until the widget renders it afresh.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Switch } from "../../fixtures/host/integrator/switches";
import { holdChunks, whenAdopted } from "../support/browsers/adoption";
import { openSession } from "../support/browsers/chromium";
import { twoFrames } from "../support/browsers/frames";
import { untilInPage } from "../support/browsers/until-in-page";
import { heaviestProductPath } from "../support/data/heaviest-pages";
import { integratorUrl } from "../support/hosts/integrator";
import { testHost } from "../support/hosts/test-host";
import { pathAndQuery } from "../support/pages/search-page";

const test = suite("page swaps");

/** What the page saw of Turbo: its visits, and the pages it fetched ahead on hover. */
interface TurboLog {
  visits: string[];
  prefetches: string[];
}

declare global {
  interface Window {
    turboLog: TurboLog;
    Turbo: { visit(location: string): void };
  }
}

/** Records Turbo's visits and prefetches from the start of the document. */
function recordTurbo() {
  const log: TurboLog = { visits: [], prefetches: [] };
  window.turboLog = log;
  addEventListener("turbo:visit", (event) => log.visits.push((event as CustomEvent).detail.url));
  addEventListener("turbo:before-fetch-request", (event) => {
    const { url, fetchOptions } = (event as CustomEvent).detail;
    if (fetchOptions.headers["X-Sec-Purpose"] === "prefetch") log.prefetches.push(String(url));
  });
}

const turboLog = (page: Page) => page.evaluate(() => window.turboLog);
/** The integrator's page with Turbo Drive (and `switches`), at `path`, with Turbo's visits recorded (and what `watch` records). */
async function openTurboPage(
  path: string,
  options: Parameters<typeof openSession>[0] = {},
  watch: (() => void)[] = [],
  switches: Switch[] = [],
) {
  const session = await openSession(options);
  for (const script of [recordTurbo, ...watch]) await session.page.addInitScript(script);
  await session.page.goto(integratorUrl(session, [...switches, "turbo"], path));
  return session;
}

/** The integrator's page with Turbo Drive whose roots the render service renders (the `ssr` switch). */
const openServerRenderedTurboPage = (path: string, watch: (() => void)[] = []) =>
  openTurboPage(path, {}, watch, ["ssr"]);

const shopLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Shop" }).getByRole("link", { name });

/** The widget's header is on the page, once. */
async function oneHeader(page: Page): Promise<void> {
  const logo = page.getByRole("link", { name: "Reviews home" });
  await logo.first().waitFor();
  assert.is(await logo.count(), 1, "one header");
}

/** The header's search bar takes text and the host's suggestions for it show: the widget is live. */
async function searchBarLive(page: Page, text: string): Promise<void> {
  const input = page.getByRole("combobox", { name: "Search for product" });
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/reviews/instant_search" && url.searchParams.get("q") === text;
  });
  await input.fill(text);
  await answered;
  await page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").nth(1).waitFor();
  await input.fill("");
  await input.blur();
}

/** The title the page's own app_meta gives it, once the document has it. */
async function appMetaTitleApplied(page: Page): Promise<string> {
  const title = await page.evaluate(
    () => (JSON.parse(document.getElementById("app_meta")?.textContent ?? "{}") as { title?: string }).title,
  );
  assert.ok(title, "the page's app_meta has a title");
  await untilInPage(page, (expected) => document.title === expected, title);
  return title;
}

/** Whether the page cannot scroll: the widget's scroll lock while a dialog is open. */
const scrollLocked = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, document.body].some(
      (element) => getComputedStyle(element).overflow === "hidden",
    ),
  );

/**
 * Waits for the `count`th <body> to arrive (recordArrivingBodies). Back or Forward onto an entry
 * Turbo keeps a copy of is seen twice: the widget, still in the page being left, routes there at
 * once, and Turbo puts its copy in place a repaint or more later, the widget then rendering in it
 * afresh. A step taken before the copy arrives would act on the page being left.
 */
async function copiesShown(page: Page, count: number): Promise<void> {
  await untilInPage(page, (expected) => window.arrivingBodies.length >= expected, count);
}

const resultPages = (page: Page) => page.getByRole("navigation", { name: "Result pages" });

/**
 * The widget shows result page `number` at its address, with one header: its results arrived, not
 * the page before's still shown while they come (a loaded machine's run read those).
 */
async function onResultPage(page: Page, number: 1 | 2 | 3): Promise<void> {
  await page.waitForURL(
    (u) => u.pathname === "/reviews/search" && (u.searchParams.get("page") ?? "1") === `${number}`,
  );
  await resultPages(page).locator(`a[aria-current="page"][aria-label="Page ${number}"]`).waitFor();
  await page.locator('main .rv-result-grid[aria-busy="false"]').waitFor();
  await oneHeader(page);
}

const resultsHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Results for “kettle”" });
const medalsHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Medals" });

test("a Turbo visit from the shop's own link shows the new route's screen, live, with one header; Back and Forward too", async () => {
  const { page, context, errors } = await openTurboPage("/reviews/search?q=kettle", {}, [
    recordArrivingBodies,
  ]);
  const pages = resultPages(page);
  const onResultsPage = async (number: 1 | 2) => {
    await page.waitForURL(
      (u) => u.pathname === "/reviews/search" && (u.searchParams.get("page") ?? "1") === `${number}`,
    );
    await resultsHeading(page).waitFor();
    await pages.getByRole("link", { name: `Page ${3 - number}` }).waitFor();
    await oneHeader(page);
  };
  try {
    await onResultsPage(1);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // The widget's own link routes inside the widget: no Turbo visit.
    await pages.getByRole("link", { name: "Page 2" }).click();
    await onResultsPage(2);
    assert.equal((await turboLog(page)).visits, [], "the widget's link is not Turbo's");

    // The shop's link is Turbo's: a visit, the body swapped, the bundle not run again.
    await shopLink(page, "Our medals").click();
    await medalsHeading(page).waitFor();
    assert.equal((await turboLog(page)).visits.map(pathAndQuery), ["/reviews/medals"]);
    assert.is(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), true);
    await oneHeader(page);
    assert.match(await appMetaTitleApplied(page), "Medals");
    await searchBarLive(page, "kettle");

    // Back onto the widget's entry, then onto the page Turbo left, then Forward over both.
    await page.goBack();
    await onResultsPage(2);
    await searchBarLive(page, "lamp");
    await page.goBack();
    await copiesShown(page, 2);
    await onResultsPage(1);
    await searchBarLive(page, "lamp");
    await page.goForward();
    await copiesShown(page, 3);
    await onResultsPage(2);
    await page.goForward();
    await copiesShown(page, 4);
    await page.waitForURL((u) => u.pathname === "/reviews/medals");
    await medalsHeading(page).waitFor();
    await oneHeader(page);
    await searchBarLive(page, "lamp");
    assert.is(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), true);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("Turbo fetches the shop's links ahead on hover, never the widget's", async () => {
  const { page, context, errors } = await openTurboPage("/reviews/search?q=kettle");
  try {
    await resultsHeading(page).waitFor();
    const widgetLink = page
      .getByRole("navigation", { name: "Result pages" })
      .getByRole("link", { name: "Page 2" });
    // Turbo prefetches a link the pointer rests on for a moment; the widget's link first, so its
    // prefetch would be under way before the shop's.
    for (const link of [widgetLink, shopLink(page, "Our medals")]) {
      await link.dispatchEvent("mouseenter");
    }
    await untilInPage(page, () => window.turboLog.prefetches.length > 0);
    assert.equal((await turboLog(page)).prefetches.map(pathAndQuery), ["/reviews/medals"]);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

/** A timer, interval or animation frame of the bundle that fired after the page it was set for was gone. */
declare global {
  interface Window {
    firedForGonePages: string[];
  }
}

/**
 * Records each callback the bundle's scripts (/assets/) give setTimeout, setInterval or
 * requestAnimationFrame with the <body> it was set under; one that runs once that body has left
 * the document is a timer firing for a gone page.
 */
function recordTimersOfGonePages() {
  const fired: string[] = [];
  window.firedForGonePages = fired;
  // No named inner functions: the test runner's compiler would name them with a helper the page lacks.
  for (const name of ["setTimeout", "setInterval", "requestAnimationFrame"] as const) {
    const original = window[name] as unknown as (callback: unknown, ...rest: unknown[]) => number;
    Object.assign(window, {
      [name]: function (this: unknown, callback: unknown, ...rest: unknown[]) {
        const setter = (new Error().stack ?? "").split("\n").find((line) => line.includes("/assets/"));
        if (!setter || typeof callback !== "function") return original.call(this, callback, ...rest);
        const body = document.body;
        return original.call(
          this,
          function (this: unknown, ...args: unknown[]) {
            if (!body.isConnected) fired.push(`${name} set ${setter.trim()}`);
            return callback.apply(this, args);
          },
          ...rest,
        );
      },
    });
  }
}

/** The listeners on window and document whose function is in one of the bundle's scripts (/assets/). */
async function bundleListeners(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const scripts = new Map<string, string>();
    cdp.on("Debugger.scriptParsed", ({ scriptId, url }) => scripts.set(scriptId, url));
    await cdp.send("Debugger.enable");
    const found: string[] = [];
    for (const target of ["window", "document"]) {
      const { result } = await cdp.send("Runtime.evaluate", { expression: target });
      const { listeners } = await cdp.send("DOMDebugger.getEventListeners", {
        objectId: result.objectId as string,
      });
      for (const listener of listeners) {
        const script = scripts.get(listener.scriptId);
        assert.ok(script !== undefined, `the script of a ${listener.type} listener is known`);
        if (script.includes("/assets/")) {
          found.push(`${target} ${listener.type}${listener.useCapture ? " (capture)" : ""}`);
        }
      }
    }
    await cdp.send("Debugger.disable");
    return found.sort();
  } finally {
    await cdp.detach();
  }
}

test("after Turbo visits, Back and Forward, the widget listens on window and document as one widget does, and no timer of it runs for a page it left", async () => {
  const { page, context, errors } = await openTurboPage("/reviews/search?q=kettle", { reducedMotion: true }, [
    recordTimersOfGonePages,
    recordArrivingBodies,
  ]);
  const pageTwo = page
    .getByRole("navigation", { name: "Result pages" })
    .getByRole("link", { name: "Page 2" });
  try {
    await resultsHeading(page).waitFor();
    await pageTwo.waitFor();
    await oneHeader(page);
    await twoFrames(page);
    const oneWidget = await bundleListeners(page);
    assert.ok(oneWidget.length > 0, "the widget listens on window or document");

    // At the end of the results: Back from a shorter page asks the widget there to restore a
    // position that page cannot reach.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await twoFrames(page);
    const categories = page.getByRole("heading", { level: 1, name: "Product categories" });
    // A click Playwright does would scroll the link into view first.
    await shopLink(page, "All categories").dispatchEvent("click");
    await categories.waitFor();
    await oneHeader(page);
    await page.goBack();
    await copiesShown(page, 2);
    await resultsHeading(page).waitFor();
    await oneHeader(page);
    await page.goForward();
    await copiesShown(page, 3);
    await categories.waitFor();
    await shopLink(page, "Our medals").click();
    await medalsHeading(page).waitFor();
    await oneHeader(page);
    await shopLink(page, "Kettles").click();
    await page.waitForURL((u) => u.pathname === "/reviews/search");
    await resultsHeading(page).waitFor();
    await pageTwo.waitFor();
    await oneHeader(page);
    await twoFrames(page);

    assert.equal(await bundleListeners(page), oneWidget);
    assert.equal(await page.evaluate(() => window.firedForGonePages), []);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

/**
 * What each <body> Turbo puts in the document holds as it arrives, before the widget mounts into
 * it: its open dialogs, its scroll lock, the text of its <main> and its heading, whether its header
 * root has markup; and the heading element itself, to tell markup adopted from markup replaced.
 */
interface ArrivingBody {
  openDialogs: number;
  locked: boolean;
  main: string | null;
  heading: string | null;
  header: boolean;
}

declare global {
  interface Window {
    arrivingBodies: ArrivingBody[];
    arrivingHeadings: (Element | null)[];
  }
}

function recordArrivingBodies() {
  const arriving: ArrivingBody[] = [];
  const headings: (Element | null)[] = [];
  window.arrivingBodies = arriving;
  window.arrivingHeadings = headings;
  const observer = new MutationObserver((mutations) => {
    for (const { addedNodes } of mutations) {
      for (const node of addedNodes) {
        if (!(node instanceof HTMLBodyElement)) continue;
        const heading = node.querySelector("main h1");
        headings.push(heading);
        arriving.push({
          openDialogs: node.querySelectorAll("dialog[open]").length,
          locked: [document.documentElement, node].some(
            (element) => getComputedStyle(element).overflow === "hidden",
          ),
          main: node.querySelector("main")?.textContent ?? null,
          heading: heading?.textContent ?? null,
          header: (node.querySelector("#search-navbar")?.childElementCount ?? 0) > 0,
        });
      }
    }
  });
  // Once the parser has put the first <body> in place: the bodies after it are Turbo's.
  document.addEventListener("DOMContentLoaded", () =>
    observer.observe(document.documentElement, { childList: true }),
  );
}

/** The text of the page's <main> now. */
const mainText = (page: Page) => page.evaluate(() => document.querySelector("main")?.textContent ?? null);

test("a page Turbo keeps while a dialog of the widget is open comes back without the dialog and without the scroll lock", async () => {
  const { page, context, errors } = await openTurboPage("/reviews/search?q=kettle", {}, [
    recordArrivingBodies,
  ]);
  const filters = page.getByRole("dialog", { name: "Filter by" });
  try {
    await resultsHeading(page).waitFor();
    await page.getByRole("button", { name: "Filter by" }).click();
    await filters.waitFor();
    assert.ok(await scrollLocked(page), "the open dialog locks the page's scroll");

    // The shop's own script moves on while the dialog is open.
    await page.evaluate(() => window.Turbo.visit("/reviews/medals"));
    await medalsHeading(page).waitFor();
    await oneHeader(page);
    assert.not.ok(await scrollLocked(page));

    await page.goBack();
    await copiesShown(page, 2);
    await resultsHeading(page).waitFor();
    await oneHeader(page);
    const arrived = await page.evaluate(() => window.arrivingBodies);
    assert.is(arrived.length, 2, "the medals page, then Turbo's copy of the results");
    assert.equal(
      arrived.map(({ openDialogs, locked }) => ({ openDialogs, locked })),
      [
        { openDialogs: 0, locked: false },
        { openDialogs: 0, locked: false },
      ],
    );
    // The copy shows the results as they were, the dialog closed.
    assert.is(arrived[1]?.heading, "Results for “kettle”");
    assert.ok(arrived[1]?.header, "the copy shows the header");
    assert.is(await filters.count(), 0);
    assert.not.ok(await scrollLocked(page));

    // The widget in the copy is live: the dialog opens again, and closes.
    await page.getByRole("button", { name: "Filter by" }).click();
    await filters.getByRole("button", { name: "Cancel" }).click();
    await filters.waitFor({ state: "detached" });
    assert.not.ok(await scrollLocked(page));
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("Back pressed while a visit's page waits for its code, onto one of the widget's own entries: the widget shows that entry afresh, live, with no mismatch with the page's first screen", async () => {
  const { page, context, errors } = await openServerRenderedTurboPage("/reviews/search?q=kettle");
  const pages = resultPages(page);
  try {
    await resultsHeading(page).waitFor();
    await whenAdopted(page);
    await pages.getByRole("link", { name: "Page 2" }).click();
    await onResultPage(page, 2);

    // The medals page's code is held back: the page shows its first screen, not yet adopted.
    const { asked, release } = await holdChunks(page);
    await page.evaluate(() => window.Turbo.visit("/reviews/medals"));
    await medalsHeading(page).waitFor();
    await untilInPage(page, () => !!document.getElementById("app_first_screen"));
    await asked;
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get("page") === "2");
    release();

    await resultsHeading(page).waitFor();
    await onResultPage(page, 2);
    assert.is(await medalsHeading(page).count(), 0, "the medals screen is gone");
    await searchBarLive(page, "lamp");
    await pages.getByRole("link", { name: "Page 3" }).click();
    await onResultPage(page, 3);

    // Back once React has begun to adopt the medals page (its code here now), before it is done:
    // on a phone as slow as the CPU is made here, the markup is adopted as it came, then the entry
    // Back went to is shown.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    await page.evaluate(() => window.Turbo.visit("/reviews/medals"));
    await untilInPage(page, () => {
      const main = document.querySelector("main");
      const heading = main?.querySelector("h1");
      const props = (element?: Element | null) =>
        Object.keys(element ?? {}).some((key) => key.startsWith("__reactProps$"));
      return (
        main &&
        Object.keys(main).some((key) => key.startsWith("__reactContainer$")) &&
        heading &&
        !props(heading)
      );
    });
    await page.goBack();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await onResultPage(page, 3);
    await resultsHeading(page).waitFor();
    await twoFrames(page);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("parts adopted as the reader nears them, left unneared by a Turbo visit: the next page's footer is adopted, and Back onto the product page shows its questions, live", async () => {
  const { db } = await testHost();
  const { page, context, errors } = await openServerRenderedTurboPage(heaviestProductPath(db), [
    recordArrivingBodies,
  ]);
  const ask = page.getByRole("button", { name: "Ask a question" });
  try {
    await whenAdopted(page);
    // The reviews, near the fold, are adopted once their code is here; the questions and the
    // footer, far below it, wait for the reader: not adopted.
    await untilInPage(
      page,
      () => !window.ReviewsWidgetPresses?.waiting.some((part) => part.id === "review-list"),
    );
    assert.equal(
      await page.evaluate(() => window.ReviewsWidgetPresses?.waiting.map((part) => part.id).sort()),
      ["questions", "site-footer-links"],
    );

    await page.evaluate(() => window.Turbo.visit("/reviews/medals"));
    await medalsHeading(page).waitFor();
    await oneHeader(page);
    // The footer came with the medals page and is adopted at once: its code loaded as the product page was left.
    await untilInPage(page, () =>
      [...document.querySelectorAll("#site-footer a")].every((link) =>
        Object.keys(link).some((key) => key.startsWith("__reactProps$")),
      ),
    );

    // Back: Turbo's copy of the product page, rendered afresh; its questions show as the reader nears them.
    await page.goBack();
    await copiesShown(page, 2);
    await page.waitForURL((u) => u.pathname.includes("/products/"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.locator("#questions").scrollIntoViewIfNeeded();
    await ask.click();
    await page
      .getByRole("form", { name: "Ask a question" })
      .getByRole("textbox", { name: "Your question" })
      .waitFor();
    await oneHeader(page);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("a Turbo visit's page comes rendered on the server and the widget adopts its markup at turbo:load: no mismatch, live at once", async () => {
  const { page, context, errors } = await openServerRenderedTurboPage("/reviews/medals", [
    recordArrivingBodies,
  ]);
  const filters = page.getByRole("dialog", { name: "Filter by" });
  try {
    await medalsHeading(page).waitFor();
    await oneHeader(page);

    await page.evaluate(() => window.Turbo.visit("/reviews/search?q=kettle"));
    await page.waitForURL((u) => u.pathname === "/reviews/search");
    await resultsHeading(page).waitFor();
    const [arrived] = await page.evaluate(() => window.arrivingBodies);
    assert.is(arrived?.heading, "Results for “kettle”", "the page arrives rendered on the server");
    assert.ok(arrived?.header, "with its header");

    // Live: the filter dialog opens and closes, the header's search bar answers.
    await page.getByRole("button", { name: "Filter by" }).click();
    await filters.getByRole("button", { name: "Cancel" }).click();
    await filters.waitFor({ state: "detached" });
    await searchBarLive(page, "kettle");
    await oneHeader(page);
    // Adopted, not rendered again: the heading is the element the page arrived with.
    assert.ok(
      await page.evaluate(() => document.querySelector("main h1") === window.arrivingHeadings[0]),
      "the heading the page arrived with is the one shown",
    );
    assert.equal((await turboLog(page)).visits.map(pathAndQuery), ["/reviews/search?q=kettle"]);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("Back to a page Turbo kept shows it as the reader left it, then the widget renders it afresh, and so on each copy Turbo shows again: no mismatch with the first screen they came with", async () => {
  const { page, context, errors } = await openServerRenderedTurboPage("/reviews/search?q=kettle", [
    recordArrivingBodies,
  ]);
  const pages = resultPages(page);
  try {
    await resultsHeading(page).waitFor();
    await onResultPage(page, 1);
    // The reader moves on inside the widget: the page no longer shows its first screen.
    await pages.getByRole("link", { name: "Page 2" }).click();
    await onResultPage(page, 2);
    await pages.getByRole("link", { name: "Page 3" }).click();
    await onResultPage(page, 3);
    await twoFrames(page);
    const left = await mainText(page);

    await page.evaluate(() => window.Turbo.visit("/reviews/medals"));
    await medalsHeading(page).waitFor();
    await oneHeader(page);
    // Back onto the widget's own entries: no visit, the widget routes there itself, in the medals
    // page's <body> (server-rendered, with its first screen), of which Turbo keeps a copy each time.
    await page.goBack();
    await onResultPage(page, 3);
    await page.goBack();
    await onResultPage(page, 2);
    // Back onto the entry Turbo left: its copy of the page as the reader left it (on page 3).
    await page.goBack();
    await copiesShown(page, 2);
    await onResultPage(page, 1);
    const arrived = await page.evaluate(() => window.arrivingBodies);
    assert.is(arrived.length, 2, "the medals page, then Turbo's copy of the results");
    const copy = arrived[1]?.main ?? "";
    assert.ok(
      copy === left,
      `the copy shows what the reader left (${copy.length} of ${left?.length} characters)`,
    );
    assert.ok(arrived[1]?.header, "and the header");
    assert.is(arrived[1]?.openDialogs, 0);
    await searchBarLive(page, "lamp");

    // Forward onto the widget's entries, now Turbo's, whose copies it took as Back went through them.
    await page.goForward();
    await copiesShown(page, 3);
    await onResultPage(page, 2);
    await page.goForward();
    await copiesShown(page, 4);
    await onResultPage(page, 3);
    await searchBarLive(page, "lamp");
    await page.goForward();
    await copiesShown(page, 5);
    await medalsHeading(page).waitFor();
    await oneHeader(page);
    await twoFrames(page);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test.run();
