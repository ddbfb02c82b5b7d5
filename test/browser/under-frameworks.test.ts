// The widget on an integrator's page under a host's CSS framework (fixtures/host/integrator/):
// with Bootstrap 5's CSS, and with Tailwind's preflight linked after the bundle's stylesheet (the
// widget's look holds in either order), the home, search and product pages pass
// the looking test's checks at 375 and 1280 px (support/screens/screen-defects.ts), their headings stand
// out under preflight, and what they open is seen whole: the header's menus (the side menu on a
// phone, the 9-dot and avatar menus on a laptop), the search's filter sidebar, a medal's tooltip,
// the report dialog and the gallery (shown, opaque, on top at its centre, inside the screen).
// Bootstrap's .modal and .tooltip, and a reset's headings, once hid or flattened all of these.
// Under Bootstrap the roots come rendered by the render service (the `ssr` switch): each page's
// HTML holds them, the bundle adopts them without a mismatch, and the same checks pass; under
// preflight they come empty and the bundle renders them. Each framework is seen once, and each
// form once (an adopted page is the page the bundle would have rendered).
//
// One context for each framework, signed in as the reviewer (the avatar menu, the report form);
// each page loaded once at a phone's width, then resized to a laptop's.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import type { Switch } from "../../fixtures/host/integrator/switches";
import { openSession } from "../support/browsers/chromium";
import { newSessionOf } from "../support/data/session-rows";
import { integratorUrl, missingRenderedRoots, nextDocumentHtml } from "../support/hosts/integrator";
import { testHost } from "../support/hosts/test-host";
import { everyScreen } from "../support/screens/every-screen";
import { atPhoneThenDesktop, lookAtOpenings } from "../support/screens/look-at-opening";
import { screenDefects } from "../support/screens/screen-defects";
import {
  filterOpenings,
  gallery,
  headerOpenings,
  medalTip,
  type Opening,
  report,
} from "../support/screens/screen-openings";

const test = suite("under frameworks");

/** The screens looked at, with what each opens (the reviewer's). */
const LOOKED_AT: Record<string, readonly Opening[]> = {
  home: headerOpenings("reviewer"),
  search: filterOpenings(),
  product: [medalTip("transparency"), gallery(/^Open the gallery/), report("Report", "Report this review")],
};

/**
 * Runs in the page: each heading of the widget that does not stand out, by weight (600 or more)
 * or, for a page's and a section's heading (h1, h2), by size beside the widget's text.
 */
function flatHeadings(): string[] {
  // The widget's text: the size of what it renders in <main>.
  const page = document.querySelector("main > *") ?? document.body;
  const text = Number.parseFloat(getComputedStyle(page).fontSize);
  const found: string[] = [];
  for (const heading of document.querySelectorAll(":is(#search-navbar, main) :is(h1, h2, h3, h4, h5, h6)")) {
    if (!heading.checkVisibility()) continue;
    const style = getComputedStyle(heading);
    const size = Number.parseFloat(style.fontSize);
    const name = `${heading.tagName.toLowerCase()} "${heading.textContent?.trim().slice(0, 40)}"`;
    if (Number(style.fontWeight) < 600) found.push(`heading not bold: ${name} (${style.fontWeight})`);
    if (/^H[12]$/.test(heading.tagName) && size <= text)
      found.push(`heading no larger than the text: ${name} (${size} px beside ${text} px)`);
  }
  return found;
}

/** Every defect of the screen at `path` and what it opens, at a phone's width and a laptop's. */
async function look(page: Page, url: string, name: string, preflight: boolean): Promise<string[]> {
  const found: string[] = [];
  await atPhoneThenDesktop(page, url, async (width, only) => {
    const shown = [...(await screenDefects(page))];
    if (preflight) shown.push(...(await page.evaluate(flatHeadings)));
    // Openings start at the page's top, where the checks' focus moved from.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    shown.push(...(await lookAtOpenings(page, LOOKED_AT[name] ?? [], only)));
    for (const defect of shown) found.push(`${name} at ${width} px: ${defect}`);
  });
  return found;
}

for (const [framework, switches] of [
  ["Bootstrap 5, the roots rendered by the render service", ["ssr", "bootstrap"]],
  // The bundle's stylesheet before the reset's: its look holds in either order.
  ["Tailwind's preflight, linked after the bundle's stylesheet", ["preflight", "first"]],
] as [string, Switch[]][]) {
  const rendered = switches.includes("ssr");
  test(`under ${framework}: ${rendered ? "the pages come with their roots rendered and are adopted without a mismatch; " : ""}home, search and product at 375 and 1280 px pass the looking test's checks${switches.includes("preflight") ? ", their headings stand out" : ""}, and their menus, sidebar, tooltip, dialogs and gallery are seen whole`, async () => {
    const host = await testHost();
    const session = await openSession({ viewport: "mobile", pictures: true });
    const { page, context, errors } = session;
    const screens = everyScreen(host.db).filter((screen) => screen.name in LOOKED_AT);
    assert.is(screens.length, Object.keys(LOOKED_AT).length, "each screen named has a page");
    try {
      const value = newSessionOf(host.db, "reviewer");
      await context.addCookies([
        {
          name: SESSION_COOKIE,
          value,
          url: integratorUrl(session, switches, "/"),
          httpOnly: true,
          sameSite: "Lax",
        },
      ]);
      const defects: string[] = [];
      for (const screen of screens) {
        const url = integratorUrl(session, switches, screen.path);
        const html = rendered ? nextDocumentHtml(page) : null;
        defects.push(...(await look(page, url, screen.name, switches.includes("preflight"))));
        if (html)
          for (const missing of missingRenderedRoots(await html)) defects.push(`${screen.name}: ${missing}`);
      }
      assert.ok(defects.length === 0, `${defects.length} defects:\n${defects.join("\n")}`);
      assert.equal(errors, []);
    } finally {
      await context.close();
    }
  });
}

test.run();
