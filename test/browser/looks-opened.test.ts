// What each screen opens, as people see it: every dialog, menu, list and tooltip a screen opens and
// every tab of the private profile (test/support/screen-openings.ts), opened at 375 and 1280 px
// from the screen read to its end, checked alone with the looking test's checks (no control in the
// browser's own look, no squeezed text, no bullets beside cards, nothing wider than the screen, no
// broken picture, no focused control under a fixed part, no class without rv-, no heading a reset
// makes light), and a popup seen whole: shown, opaque, on top at its centre, inside the screen.
// browser/looks looks at each screen's first state.
//
// As browser/looks: one browser, a context per account, three pages at a time; each screen loaded
// once, at a phone's width, then resized to a laptop's.
import type { ConsoleMessage, Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, type Session } from "../support/browser";
import { everyScreen, type Screen } from "../support/every-screen";
import { testHost } from "../support/host";
import { lookAtOpening } from "../support/look-at-opening";
import { readPage } from "../support/read-page";
import { resizeTo } from "../support/resize";
import { type Opening, SCREEN_OPENINGS } from "../support/screen-openings";
import { SCREEN_SIZES } from "../support/screen-widths";

const test = suite("looks opened");

const AT_ONCE = 3;
const [PHONE, , DESKTOP] = SCREEN_SIZES;

/** Every defect of what `screen` opens, at a phone's width and then a laptop's. */
async function lookAtOpenings(page: Page, url: string, screen: Screen): Promise<string[]> {
  const found: string[] = [];
  const openings = SCREEN_OPENINGS[screen.name] ?? [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") found.push(`${screen.name}: console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => found.push(`${screen.name}: page error: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  const at = async (width: number, only: Opening["only"]) => {
    for (const opening of openings.filter((o) => o.only === undefined || o.only === only)) {
      const defects = await lookAtOpening(page, opening).catch((error: Error) => [
        `did not open: ${error.message.split("\n")[0]}`,
      ]);
      for (const defect of defects) found.push(`${screen.name} at ${width} px, ${opening.name}: ${defect}`);
    }
  };
  await page.setViewportSize(PHONE);
  await readPage(page, url);
  await at(PHONE.width, "phone");
  await resizeTo(page, DESKTOP);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await at(DESKTOP.width, "desktop");
  page.off("console", onConsole);
  page.off("pageerror", onPageError);
  return found;
}

test("what every screen opens, its dialogs, menus, lists, tooltips and the private profile's tabs, at 375 and 1280 px: seen whole, and no default controls, squeezed text, bullets, sideways scroll, broken pictures, hidden focus, classes without rv- or headings a reset makes light", async () => {
  const host = await testHost();
  // The terms of service show at the first review's submit.
  host.db.prepare("UPDATE reviewers SET tos_accepted_at = NULL WHERE id = 1").run();
  const screens = everyScreen(host.db).filter((screen) => SCREEN_OPENINGS[screen.name]);
  const sessions = new Map<string, Promise<Session>>();
  const session = (screen: Screen) => {
    const who = screen.as ?? "guest";
    if (!sessions.has(who)) sessions.set(who, openSession({ as: screen.as }));
    return sessions.get(who) as Promise<Session>;
  };
  const defects: string[] = [];
  const queue = [...screens];
  const worker = async () => {
    const own = new Map<Session, Page>();
    for (let screen = queue.shift(); screen; screen = queue.shift()) {
      const shared = await session(screen);
      let page = own.get(shared);
      if (!page) {
        page = await shared.context.newPage();
        page.setDefaultTimeout(10_000);
        own.set(shared, page);
      }
      defects.push(...(await lookAtOpenings(page, shared.url(screen.path), screen)));
    }
  };
  try {
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  } finally {
    for (const s of sessions.values()) await (await s).context.close();
  }
  const named = Object.keys(SCREEN_OPENINGS).filter((name) => !screens.some((s) => s.name === name));
  assert.equal(named, [], "every screen named has a page");
  assert.ok(defects.length === 0, `${defects.length} defects:\n${defects.join("\n")}`);
});

test.run();
