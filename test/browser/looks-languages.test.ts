// The looking test's checks in German (longer words) and Arabic (right to left), at a phone's and a
// laptop's width: on the reference host the home, search, product, store, private profile and
// write-a-review pages; on an integrator's page that names its language only in <html lang>, home,
// search and product, German under Bootstrap 5 and Arabic under Tailwind's preflight. No control
// in the browser's own look, no squeezed text, nothing wider than the screen, no broken picture,
// no hidden focus (support/screens/screen-defects.ts). The pseudo-locale's run of every screen is
// browser/looks; this one sees the real languages' words and the mirrored layout.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import type { Switch } from "../../fixtures/host/integrator/switches";
import { openSession } from "../support/browsers/chromium";
import { readPage } from "../support/browsers/read-page";
import { resizeTo } from "../support/browsers/resize";
import { newSessionOf } from "../support/data/session-rows";
import { integratorUrl } from "../support/hosts/integrator";
import { testHost } from "../support/hosts/test-host";
import { everyScreen, type Screen } from "../support/screens/every-screen";
import { screenDefects } from "../support/screens/screen-defects";
import { SCREEN_SIZES } from "../support/screens/screen-widths";

const test = suite("looks in German and Arabic");

const [PHONE, , DESKTOP] = SCREEN_SIZES;
const ON_THE_HOST = ["home", "search", "product", "store", "private-profile", "write-review"];
const ON_THE_INTEGRATOR: Record<"de" | "ar", Switch[]> = { de: ["de", "bootstrap"], ar: ["ar", "preflight"] };

/** The defects of the page at `url`, read to its end at a phone's width, then at a laptop's. */
async function look(page: Page, url: string, name: string): Promise<string[]> {
  const found: string[] = [];
  await page.setViewportSize(PHONE);
  await readPage(page, url);
  for (const defect of await screenDefects(page)) found.push(`${name} at ${PHONE.width} px: ${defect}`);
  await resizeTo(page, DESKTOP);
  for (const defect of await screenDefects(page)) found.push(`${name} at ${DESKTOP.width} px: ${defect}`);
  return found;
}

const inLanguage = (path: string, locale: string) =>
  `${path}${path.includes("?") ? "&" : "?"}locale=${locale}`;

test("German and Arabic pages of the reference host and of an integrator's page pass the looking test's checks at 375 and 1280 px", async () => {
  const host = await testHost();
  const screens = new Map<string, Screen>(everyScreen(host.db).map((screen) => [screen.name, screen]));
  const reviewer = await openSession({ as: "reviewer", viewport: "mobile", pictures: true });
  const guest = await openSession({ viewport: "mobile", pictures: true });
  const defects: string[] = [];
  try {
    const value = newSessionOf(host.db, "reviewer");
    for (const switches of Object.values(ON_THE_INTEGRATOR)) {
      const url = integratorUrl(guest, switches, "/");
      await guest.context.addCookies([{ name: SESSION_COOKIE, value, url, httpOnly: true, sameSite: "Lax" }]);
    }
    const looks: [Page, string, string][] = [];
    for (const locale of ["de", "ar"] as const) {
      for (const name of ON_THE_HOST) {
        const screen = screens.get(name);
        assert.ok(screen, `a page for ${name}`);
        const session = screen.as ? reviewer : guest;
        looks.push([session.page, session.url(inLanguage(screen.path, locale)), `${name} (${locale})`]);
      }
      for (const name of ["home", "search", "product"]) {
        const path = (screens.get(name) as Screen).path;
        const url = integratorUrl(guest, ON_THE_INTEGRATOR[locale], path);
        looks.push([guest.page, url, `${name} on the integrator's page (${locale})`]);
      }
    }
    // The two pages look side by side, each its own list in turn.
    const run = async (page: Page) => {
      for (const [own, url, name] of looks) if (own === page) defects.push(...(await look(page, url, name)));
    };
    await Promise.all([run(guest.page), run(reviewer.page)]);
  } finally {
    await guest.context.close();
    await reviewer.context.close();
  }
  assert.ok(defects.length === 0, `${defects.length} defects:\n${defects.join("\n")}`);
});

test.run();
