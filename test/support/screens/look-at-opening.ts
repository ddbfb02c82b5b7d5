// Opens one thing a screen opens (support/screens/screen-openings.ts), as a person does, looks at it with
// the looking test's checks (support/screens/screen-defects.ts) and closes it again.
import type { Locator, Page } from "playwright-core";
import { twoFrames } from "../browsers/frames";
import { readPage, readThrough } from "../browsers/read-page";
import { resizeTo } from "../browsers/resize";
import { trackRequests } from "../browsers/settled";
import { pseudoName, untranslatedTexts } from "../languages/untranslated-text";
import { DEFECT_KINDS, type DefectKind, screenDefects } from "./screen-defects";
import type { Found, Opening, Step } from "./screen-openings";
import { SCREEN_SIZES } from "./screen-widths";

/** In the pseudo-locale: controls are found by their names' pseudo forms, and words left out are found. */
export interface InPseudoLocale {
  /** The host data the page has had so far (support/languages/untranslated-text.ts). */
  hostData: () => Promise<string>;
}

/** `found` as the pseudo-locale names it. */
function inPseudo<T extends Found>(found: T): T {
  return {
    ...found,
    name: found.name === undefined ? undefined : pseudoName(found.name),
    in: found.in && inPseudo(found.in),
  };
}

/** The opening with its controls' and popup's names as the pseudo-locale shows them. */
function pseudoOpening(opening: Opening): Opening {
  return {
    ...opening,
    steps: opening.steps.map(inPseudo),
    shows: opening.shows === "controlled" ? "controlled" : inPseudo(opening.shows),
    ready: opening.ready && inPseudo(opening.ready),
    closeWith: opening.closeWith && inPseudo(opening.closeWith),
  };
}

/** The element of its role and name (the first, or the nth); `hidden` finds one a stylesheet hides, too. */
export function locate(page: Page, found: Found, hidden = false): Locator {
  const scope = found.in ? locate(page, found.in) : page;
  const name = found.name === undefined ? {} : { name: found.name, exact: typeof found.name === "string" };
  return scope.getByRole(found.role, { ...name, includeHidden: hidden }).nth(found.nth ?? 0);
}

async function take(page: Page, step: Step): Promise<Locator> {
  const control = locate(page, step);
  if (step.selected) await control.and(page.locator('[aria-selected="true"]')).waitFor();
  else if (step.check) await control.check();
  else if (step.type !== undefined) await control.fill(step.type);
  else if (step.key) {
    await control.focus();
    await page.keyboard.press(step.key);
  } else await control.click();
  return control;
}

/** What an opening shows, once it is in the page (shown or not: a host's stylesheet may hide it). */
async function opened(page: Page, opening: Opening, control: Locator): Promise<Locator> {
  if (opening.shows !== "controlled") {
    const shown = locate(page, opening.shows, true);
    await shown.waitFor({ state: "attached" });
    return shown;
  }
  // A control whose code arrives on the press is replaced: the one that names what it opens.
  const naming = control.and(page.locator("[aria-controls], [aria-describedby]"));
  await naming.waitFor({ state: "attached" });
  const id = (await naming.getAttribute("aria-controls")) ?? (await naming.getAttribute("aria-describedby"));
  const shown = page.locator(`[id="${id}"]`);
  await shown.waitFor({ state: "attached" });
  return shown;
}

/** Resolves once every animation of the page that ends has ended (a spinner's never does). */
const animationsEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );

/** Nothing of the widget is open: `shown` hidden or gone, no dialog open, no control expanded. */
const allClosed = async (page: Page, shown: Locator) =>
  !(await shown.isVisible()) &&
  (await page.evaluate(() => !document.querySelector('dialog[open], .rv-root [aria-expanded="true"]')));

async function close(page: Page, opening: Opening, shown: Locator): Promise<string[]> {
  if (opening.view) return [];
  if (opening.closeWith) await locate(page, opening.closeWith).click();
  for (let presses = 0; presses < 3 && !(await allClosed(page, shown)); presses++) {
    await page.keyboard.press("Escape");
    await twoFrames(page);
  }
  return (await allClosed(page, shown)) ? [] : ["not closed by Escape"];
}

/**
 * Opens `opening` on the screen `page` shows and returns its defects of `kinds` (a view's without
 * 'not seen', as a screen's): what it shows checked alone, the page's width with it open. A popup
 * is closed again; a view stays.
 */
export async function lookAtOpening(
  page: Page,
  english: Opening,
  kinds: readonly DefectKind[] = DEFECT_KINDS,
  pseudo?: InPseudoLocale,
): Promise<string[]> {
  const opening = pseudo ? pseudoOpening(english) : english;
  const requests = trackRequests(page);
  let control: Locator | undefined;
  let shown: Locator;
  try {
    for (const step of opening.steps) control = await take(page, step);
    if (!control) throw new Error(`${opening.name}: no step opens it`);
    shown = await opened(page, opening, control);
    if (opening.ready) await shown.locator(locate(page, opening.ready, true)).waitFor({ state: "attached" });
    await requests.settled(); // its code and data, and what they load
    await animationsEnded(page); // a side menu sliding in is where it ends
    if (opening.view) await readThrough(page, requests);
  } finally {
    requests.stop();
  }
  const checked = opening.view ? kinds.filter((kind) => kind !== "not seen") : kinds;
  const handle = await shown.elementHandle();
  if (!handle) throw new Error(`${opening.name}: gone before it was looked at`);
  const defects = await screenDefects(page, checked, handle);
  if (pseudo)
    defects.push(...(await untranslatedTexts(page, pseudo.hostData, handle)).map((t) => `untranslated ${t}`));
  await handle.dispose();
  return [...defects, ...(await close(page, opening, shown))];
}

/** The defects of each of `openings` meant for this width, each named by its opening. */
export async function lookAtOpenings(
  page: Page,
  openings: readonly Opening[],
  only: NonNullable<Opening["only"]>,
  pseudo?: InPseudoLocale,
): Promise<string[]> {
  const found: string[] = [];
  for (const opening of openings.filter((o) => o.only === undefined || o.only === only)) {
    const defects = await lookAtOpening(page, opening, DEFECT_KINDS, pseudo).catch((error: Error) => [
      `did not open: ${error.message.split("\n")[0]}`,
    ]);
    found.push(...defects.map((defect) => `${opening.name}: ${defect}`));
  }
  return found;
}

/**
 * Loads `url` at a phone's width and calls `at`, then widens the page to a laptop's and calls it
 * again from the page's top: each screen loaded once, seen at both.
 */
export async function atPhoneThenDesktop(
  page: Page,
  url: string,
  at: (width: number, only: NonNullable<Opening["only"]>) => Promise<void>,
): Promise<void> {
  const [phone, , desktop] = SCREEN_SIZES;
  await page.setViewportSize(phone);
  await readPage(page, url);
  await at(phone.width, "phone");
  await resizeTo(page, desktop);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await at(desktop.width, "desktop");
}
