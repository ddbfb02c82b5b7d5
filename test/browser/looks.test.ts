// Every screen as people see it: one page of each route of the route table, for a guest, the
// reviewer or the arbitrator as it applies (test/support/screens/every-screen.ts), answers 200 with a
// heading of its own and no error in the page, and read to its end at 375, 800 and 1280 px shows
// no control in the browser's own look, no text squeezed into a narrow column, no bullets beside
// cards, nothing wider than the screen (991 px too, a tablet's widest), no picture that did not
// load, no focused control under the cookie notice, no class of the widget without its rv- prefix
// and no heading a host's reset makes light (test/support/screens/screen-defects.ts). Tests that read
// roles cannot see most of these. The screens are seen in the pseudo-locale: its texts are 40 %
// longer than English, and a text no catalogue holds shows as plain letters
// (support/languages/untranslated-text.ts).
// Each screen's text keeps AA contrast and its fields' edges 3:1, at 1280 px in the light scheme and
// again in the dark one, which the host switches at run time (support/pages/color-scheme.ts).
// And what each screen opens: every dialog, menu, list and tooltip and every tab of the private
// profile (support/screens/screen-openings.ts), opened at 1280 and then 375 px from the screen read to its
// end, checked alone with the same checks, and a popup seen whole: shown, opaque, on top at its
// centre, inside the screen (support/screens/look-at-opening.ts).
//
// Lean, as `npm test` runs it on two cores: one browser, a context per account, three pages at a
// time; each screen is loaded and read to its end once, at a phone's width, then resized to the
// tablet's and the desktop's (which load what those widths show, the header's desktop parts), where
// what it opens is looked at, and back to the phone's for what it opens there; all checks of a
// width in one evaluation. The two tests share that one pass. `npm run screens` loads each width
// afresh.
import type { ConsoleMessage, Page, Request, Response } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { seriousAxeViolations } from "../support/browsers/chromium";
import { readPage } from "../support/browsers/read-page";
import { resizeTo } from "../support/browsers/resize";
import { setTermsAcceptedAt } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { collectHostData, inPseudoLocale, untranslatedTexts } from "../support/languages/untranslated-text";
import { setHostColorScheme } from "../support/pages/color-scheme";
import { everyScreen, type Screen } from "../support/screens/every-screen";
import { lookAtOpenings } from "../support/screens/look-at-opening";
import { lookAtEachScreen } from "../support/screens/look-at-screens";
import { type DefectKind, screenDefects } from "../support/screens/screen-defects";
import { SCREEN_OPENINGS } from "../support/screens/screen-openings";
import { SCREEN_SIZES } from "../support/screens/screen-widths";

const test = suite("looks");

/** Pages looked at side by side. */
const AT_ONCE = 3;
const [PHONE, TABLET, DESKTOP] = SCREEN_SIZES;
/** The widest tablet before the desktop layout: only whether it scrolls sideways. */
const WIDEST_TABLET = { width: 991, height: TABLET.height };

/** What the dark scheme may break: the colours of controls and fields. */
const DARK_KINDS: readonly DefectKind[] = ["default look", "faint field edge"];

/** What a screen showed: the defects of its first state, and those of what it opens. */
interface Looked {
  screen: string;
  first: string[];
  opened: string[];
}

/** Every defect of `screen` at each width, and of what it opens, named by screen and width. */
async function look(page: Page, url: string, screen: Screen): Promise<Looked> {
  const first: string[] = [];
  const opened: string[] = [];
  // What goes wrong in the page counts against what is looked at meanwhile.
  let found = first;
  // A picture whose request failed: the page may show its fallback in its place, but it did not load.
  const broken = (address: string, why: string) =>
    found.push(`${screen.name}: picture that did not load: ${address} (${why})`);
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "image" && response.status() >= 400)
      broken(response.url(), `HTTP ${response.status()}`);
  };
  const onFailed = (request: Request) => {
    if (request.resourceType() === "image") broken(request.url(), request.failure()?.errorText ?? "failed");
  };
  // The screen itself: its address answered 200, and nothing went wrong in the page.
  const onDocument = (response: Response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && response.status() !== 200)
      found.push(`${screen.name}: its address answered ${response.status()}`);
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") found.push(`${screen.name}: console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => found.push(`${screen.name}: page error: ${error.message}`);
  page.on("response", onResponse);
  page.on("response", onDocument);
  page.on("requestfailed", onFailed);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  const hostData = collectHostData(page);
  const at = async (width: number, kinds?: readonly DefectKind[]) => {
    for (const defect of await screenDefects(page, kinds))
      first.push(`${screen.name} at ${width} px: ${defect}`);
    if (kinds) return;
    for (const text of await untranslatedTexts(page, hostData.texts))
      first.push(`${screen.name} at ${width} px: untranslated ${text}`);
  };
  const contrast = async (width: number, scheme: string) => {
    for (const violation of await seriousAxeViolations(page, undefined, ["color-contrast"]))
      first.push(`${screen.name} at ${width} px, ${scheme}: ${violation}`);
  };
  const openings = SCREEN_OPENINGS[screen.name] ?? [];
  const openAll = async (width: number, only: "phone" | "desktop") => {
    found = opened;
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    for (const defect of await lookAtOpenings(page, openings, only, { hostData: hostData.texts }))
      opened.push(`${screen.name} at ${width} px, ${defect}`);
  };
  await page.setViewportSize(PHONE);
  await readPage(page, inPseudoLocale(url));
  const heading = (await page.locator("main h1").first().textContent())?.trim();
  if (!heading) first.push(`${screen.name}: no heading of its own`);
  await at(PHONE.width);
  await resizeTo(page, TABLET);
  await at(TABLET.width);
  await resizeTo(page, WIDEST_TABLET);
  await at(WIDEST_TABLET.width, ["wider than the screen"]);
  await resizeTo(page, DESKTOP);
  await at(DESKTOP.width);
  await contrast(DESKTOP.width, "light");
  await setHostColorScheme(page, "dark");
  await at(DESKTOP.width, DARK_KINDS);
  await contrast(DESKTOP.width, "dark");
  await setHostColorScheme(page, null);
  if (openings.length > 0) {
    await openAll(DESKTOP.width, "desktop");
    await resizeTo(page, PHONE);
    await openAll(PHONE.width, "phone");
  }
  hostData.stop();
  page.off("response", onResponse);
  page.off("response", onDocument);
  page.off("requestfailed", onFailed);
  page.off("console", onConsole);
  page.off("pageerror", onPageError);
  return { screen: screen.name, first, opened };
}

let looked: Promise<Looked[]> | undefined;

/** Every screen looked at once, for both tests, whichever runs first. */
async function lookedAt(): Promise<Looked[]> {
  looked ??= (async () => {
    const host = await testHost();
    // The terms of service show at the first review's submit.
    setTermsAcceptedAt(host.db, null);
    return lookAtEachScreen(everyScreen(host.db), AT_ONCE, look);
  })();
  return looked;
}

test("every screen in the pseudo-locale answers with its heading, without errors, every word from a catalogue, and at 375, 800 and 1280 px has no default controls, squeezed text, bullets, sideways scroll, broken pictures, hidden focus, classes without rv- or headings a reset makes light; at 1280 px in the light and the dark scheme, text at AA contrast and fields' edges at 3:1", async () => {
  const screens = await lookedAt();
  assert.ok(screens.length >= 26, "every route of the table");
  const defects = screens.flatMap((screen) => screen.first);
  assert.ok(defects.length === 0, `${defects.length} defects:\n${defects.join("\n")}`);
});

test("what every screen opens, its dialogs, menus, lists, tooltips and the private profile's tabs, at 375 and 1280 px in the pseudo-locale: seen whole, every word from a catalogue, and no default controls, squeezed text, bullets, sideways scroll, broken pictures, hidden focus, classes without rv- or headings a reset makes light", async () => {
  const screens = await lookedAt();
  const named = Object.keys(SCREEN_OPENINGS).filter((name) => !screens.some((s) => s.screen === name));
  assert.equal(named, [], "every screen named has a page");
  const defects = screens.flatMap((screen) => screen.opened);
  assert.ok(defects.length === 0, `${defects.length} defects:\n${defects.join("\n")}`);
});

test.run();
