// What each screen opens, as people see it: every dialog, menu, list and tooltip a screen opens and
// every tab of the private profile (test/support/screen-openings.ts), opened at 375 and 1280 px
// from the screen read to its end, checked alone with the looking test's checks (no control in the
// browser's own look, no squeezed text, no bullets beside cards, nothing wider than the screen, no
// broken picture, no focused control under a fixed part, no class without rv-, no heading a reset
// makes light), and a popup seen whole: shown, opaque, on top at its centre, inside the screen.
// All in the pseudo-locale, whose longer texts are the harder layout, where a word no catalogue
// holds shows as plain letters (support/untranslated-text.ts).
// browser/looks looks at each screen's first state.
//
// As browser/looks: one browser, a context per account, three pages at a time; each screen loaded
// once, at a phone's width, then resized to a laptop's.
import type { ConsoleMessage, Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { lookAtEachScreen } from "../support/each-screen";
import { everyScreen, type Screen } from "../support/every-screen";
import { testHost } from "../support/host";
import { atPhoneThenDesktop, lookAtOpenings } from "../support/look-at-opening";
import { SCREEN_OPENINGS } from "../support/screen-openings";
import { collectHostData, inPseudoLocale } from "../support/untranslated-text";

const test = suite("looks opened");

const AT_ONCE = 3;

/** Every defect of what `screen` opens, at a phone's width and then a laptop's. */
async function lookAtScreenOpenings(page: Page, url: string, screen: Screen): Promise<string[]> {
  const found: string[] = [];
  const openings = SCREEN_OPENINGS[screen.name] ?? [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") found.push(`${screen.name}: console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => found.push(`${screen.name}: page error: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  const hostData = collectHostData(page);
  await atPhoneThenDesktop(page, inPseudoLocale(url), async (width, only) => {
    for (const defect of await lookAtOpenings(page, openings, only, { hostData: hostData.texts }))
      found.push(`${screen.name} at ${width} px, ${defect}`);
  });
  hostData.stop();
  page.off("console", onConsole);
  page.off("pageerror", onPageError);
  return found;
}

test("what every screen opens, its dialogs, menus, lists, tooltips and the private profile's tabs, at 375 and 1280 px in the pseudo-locale: seen whole, every word from a catalogue, and no default controls, squeezed text, bullets, sideways scroll, broken pictures, hidden focus, classes without rv- or headings a reset makes light", async () => {
  const host = await testHost();
  // The terms of service show at the first review's submit.
  host.db.prepare("UPDATE reviewers SET tos_accepted_at = NULL WHERE id = 1").run();
  const screens = everyScreen(host.db).filter((screen) => SCREEN_OPENINGS[screen.name]);
  const defects = await lookAtEachScreen(screens, AT_ONCE, lookAtScreenOpenings);
  const named = Object.keys(SCREEN_OPENINGS).filter((name) => !screens.some((s) => s.name === name));
  assert.equal(named, [], "every screen named has a page");
  assert.ok(defects.length === 0, `${defects.length} defects:\n${defects.join("\n")}`);
});

test.run();
