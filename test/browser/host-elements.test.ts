// What the integrator's page renders itself stays the integrator's (fixtures/host/integrator/): the
// shop's header and footer, <body> and <html> have the same computed styles with and without the
// bundle's tags, on a page with no framework and on a Bootstrap page (the bundle styles only what
// it renders), and once the widget is unmounted the page's own elements carry no attribute or class
// the bundle put there: with the roots the browser renders, and with those the render service
// rendered (the `ssr` switch), which come in the page's HTML and are adopted without a mismatch.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Switch } from "../../fixtures/host/integrator/switches";
import { openSession } from "../support/browsers/chromium";
import { integratorUrl, missingRenderedRoots, nextDocumentHtml } from "../support/hosts/integrator";

const test = suite("host elements");

/**
 * What the bundle renders: its roots' insides, the footer element it adds after <main>, and the
 * answers a page rendered by the render service comes with.
 */
const BUNDLE_PARTS = "#search-navbar, main, #site-footer, #app_first_screen";

/**
 * The properties of <html> and <body> whose values are their height, which is the widget's content
 * (a page's screen is as tall as it is): not the bundle's styles.
 */
const SIZED_BY_CONTENT = ["height", "block-size", "perspective-origin", "transform-origin"];

/**
 * Runs in the page: the computed style of <html>, <body> and each element of the page outside the
 * bundle's parts (and their ::before, ::after and ::marker), each property and every custom property
 * a stylesheet of the page names, keyed by the element's place among the page's own elements; of
 * those holding the widget, not their height (`sizedByContent`).
 */
function hostStyles(bundleParts: string, sizedByContent: string[]): Record<string, string> {
  const customNames = new Set<string>();
  const collect = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if ("style" in rule)
        for (const name of (rule as CSSStyleRule).style) if (name.startsWith("--")) customNames.add(name);
      if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) collect(sheet.cssRules);
  const own = (el: Element) => !el.matches(bundleParts) && !el.closest(bundleParts);
  const place = (el: Element): string => {
    const parent = el.parentElement;
    if (!parent) return el.tagName.toLowerCase();
    const index = [...parent.children].filter(own).indexOf(el);
    return `${place(parent)} > ${el.tagName.toLowerCase()}:${index}`;
  };
  const styles: Record<string, string> = {};
  const elements = [document.documentElement, ...document.querySelectorAll("html > *, body *")].filter(own);
  for (const el of elements) {
    // A pseudo-element only where it is drawn: ::before and ::after with content, a list item's marker.
    const drawn = (pseudo: string) =>
      pseudo === "" ||
      (pseudo === "::marker"
        ? getComputedStyle(el).display === "list-item"
        : getComputedStyle(el, pseudo).content !== "none");
    for (const pseudo of ["", "::before", "::after", "::marker"].filter(drawn)) {
      const style = getComputedStyle(el, pseudo || null);
      const holdsWidget = el.contains(document.querySelector(bundleParts));
      for (const name of [...style, ...customNames]) {
        if (holdsWidget && sizedByContent.includes(name)) continue;
        styles[`${place(el)}${pseudo} ${name}`] = style.getPropertyValue(name);
      }
    }
  }
  return styles;
}

/** Opens `url`; under the `ssr` switch, its HTML must hold the roots the render service rendered. */
async function open(page: Page, url: string) {
  const html = nextDocumentHtml(page);
  await page.goto(url);
  if (new URL(url).hostname.split(".").includes("ssr"))
    assert.equal(missingRenderedRoots(await html), [], `${url}: the roots rendered in the HTML`);
}

/** The computed styles of the page's own elements at `url`, once `ready` says it is shown. */
async function stylesAt(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  await open(page, url);
  await ready(page);
  // Sent as source text: the test runner names functions with a helper the page does not have.
  return page.evaluate<Record<string, string>>(
    `(() => { const __name = (f) => f; return (${hostStyles})(${JSON.stringify(BUNDLE_PARTS)}, ${JSON.stringify(SIZED_BY_CONTENT)}); })()`,
  );
}

/** The properties whose values differ, `element property: without → with` (a custom property one page names: ''). */
function differences(without: Record<string, string>, withBundle: Record<string, string>): string[] {
  const names = new Set([...Object.keys(without), ...Object.keys(withBundle)]);
  return [...names]
    .filter((name) => (without[name] ?? "") !== (withBundle[name] ?? ""))
    .map((name) => `${name}: ${without[name] ?? ""} → ${withBundle[name] ?? ""}`);
}

/**
 * The bundle has mounted: its footer's root, which it renders after adopting or rendering the
 * header's and the screen's (a page with rendered roots shows those before the bundle runs).
 */
const bundleMounted = (page: Page) =>
  page.locator("#site-footer .rv-site-footer-slot").waitFor({ state: "attached" });

/**
 * The widget is on the page, its screen shown (after its header and footer); its cookie notice
 * accepted where it shows (once per host name), so that its room on <html> is given back.
 */
async function widgetShown(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Reviews home" }).waitFor();
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await bundleMounted(page);
  const notice = page.getByRole("region", { name: "Cookies" });
  if ((await notice.count()) === 0) return;
  await notice.getByRole("button", { name: "Accept cookies" }).click();
  await notice.waitFor({ state: "detached" });
}

/** The bare page has its own header: the roots stay empty. */
const bareShown = (page: Page) => page.getByRole("navigation", { name: "Shop" }).waitFor();

for (const [framework, switches] of [
  ["no framework", []],
  ["Bootstrap", ["bootstrap"]],
] as [string, Switch[]][]) {
  test(`on a page with ${framework}, the shop's header and footer, <body> and <html> keep every computed style with the bundle, its roots rendered in the browser or by the render service (home at 375 px, search at 1280 px)`, async () => {
    const session = await openSession({ viewport: "mobile" });
    const { page, context, errors } = session;
    try {
      // Home on a phone, the search page (its filter sidebar, sticky tabs) on a laptop.
      for (const [width, path] of [
        [375, "/reviews"],
        [1280, "/reviews/search?q=kettle"],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        const bare = await stylesAt(page, integratorUrl(session, [...switches, "bare"], path), bareShown);
        assert.ok(Object.keys(bare).length > 1000, "the page's own elements are read");
        for (const form of [switches, [...switches, "ssr"]] as Switch[][]) {
          const withBundle = await stylesAt(page, integratorUrl(session, form, path), widgetShown);
          const changed = differences(bare, withBundle);
          assert.ok(
            changed.length === 0,
            `${path} at ${width} px (${form.join(".") || "no switch"}), ${changed.length} changed:\n${changed.slice(0, 40).join("\n")}`,
          );
        }
      }
      assert.equal(errors, []);
    } finally {
      await context.close();
    }
  });
}

/** The attributes of <html>, <body> and the two roots, as `element attribute=value`. */
const rootAttributes = (page: Page) =>
  page.evaluate(() =>
    [
      document.documentElement,
      document.body,
      document.getElementById("search-navbar"),
      document.querySelector("main"),
    ]
      .flatMap((el) =>
        el ? [...el.attributes].map((a) => `${el.tagName.toLowerCase()} ${a.name}=${a.value}`) : [],
      )
      .sort(),
  );

test("the page's own <html>, <body> and roots carry no attribute of the bundle's once it is unmounted, and <body> no rv- class, its roots rendered in the browser or by the render service", async () => {
  const session = await openSession({ viewport: "mobile" });
  const { page, context, errors } = session;
  // A page drawn on white: the widget puts its hook on <body> while it shows.
  const path = "/reviews/people";
  try {
    await page.goto(integratorUrl(session, ["bare"], path));
    await bareShown(page);
    const bare = await rootAttributes(page);
    assert.ok(bare.includes("main id=main"), "the page's own attributes are read");

    for (const form of [[], ["ssr"]] as Switch[][]) {
      // The cookie notice shows (its room is an inline style on <html> while it shows): its
      // acceptance is a cookie, which the earlier test's context took with it.
      await open(page, integratorUrl(session, form, path));
      await page.getByRole("heading", { level: 1, name: "Find people" }).waitFor();
      await bundleMounted(page);
      const mounted = await rootAttributes(page);
      assert.equal(
        mounted.filter((a) => /^(div|main) /.test(a)),
        bare.filter((a) => /^(div|main) /.test(a)),
        `${form.join(".") || "no switch"}: the roots keep their own attributes while the widget shows`,
      );
      assert.ok(mounted.includes("body class=shop rv-page-white"), "the white page's hook while it shows");
      // The cookie notice's room and a dialog's scroll lock, inline styles on <html> given back.
      await page.getByRole("region", { name: "Cookies" }).waitFor();
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "detached" });

      await page.evaluate(() => window.ReviewsWidget.unmount());
      await page.getByRole("link", { name: "Reviews home" }).waitFor({ state: "detached" });
      assert.equal(await rootAttributes(page), bare);
      assert.equal(
        await page.evaluate(() => [...document.body.classList].filter((c) => c.startsWith("rv-"))),
        [],
      );
    }
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test.run();
