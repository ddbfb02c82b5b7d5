// npm run screens: a screenshot of every screen (test/support/screens/every-screen.ts) at each width of
// SCREEN_SIZES, each page loaded at that width and read to its end first, into screens/, with
// screens/index.html showing them side by side and what the looking test finds on each
// (test/support/screens/screen-defects.ts); then the home, search and product pages on the integrator's
// page (fixtures/host/integrator/) under Bootstrap 5, under Tailwind's preflight, in the dark scheme
// and in the shop's own theme (docs/theme.md), and every
// screen again in German and in Arabic, for a translator to look at beside the English. A seeded
// host of its own, as the browser tests have.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Switch } from "../../fixtures/host/integrator/switches";
import { openSession, type Session } from "../support/browsers/chromium";
import { readPage } from "../support/browsers/read-page";
import { integratorUrl } from "../support/hosts/integrator";
import { testHost } from "../support/hosts/test-host";
import { everyScreen } from "../support/screens/every-screen";
import { screenDefects } from "../support/screens/screen-defects";
import { SCREEN_SIZES } from "../support/screens/screen-widths";
import { runTeardowns } from "../teardown";
import { type Shot, screensPage } from "./index-page";

const OUT = path.resolve("screens");
/** The integrator's page with these switches (a framework, a look), for these screens. */
const INTEGRATOR_SWITCHES: Switch[][] = [
  ["bootstrap"],
  ["preflight"],
  ["dark", "bootstrap"],
  ["themed", "bootstrap"],
];
const INTEGRATOR_SCREENS = ["home", "search", "product"];
/** Every screen again in each of these languages ('home-de', 'home-ar'). */
const LANGUAGES = ["de", "ar"] as const;
const inLanguage = (address: string, locale: string) =>
  `${address}${address.includes("?") ? "&" : "?"}locale=${locale}`;
const started = performance.now();
try {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const host = await testHost();
  const sessions = new Map<string, Session>();
  const shots: Shot[] = [];
  const screens = everyScreen(host.db);
  const guest = await openSession({ pictures: true });
  sessions.set("guest", guest);
  // Each screen at its address: the reference host's, then the integrator's pages, named by their
  // framework ('home-bootstrap') and shown with their whole address.
  const visits = [
    ...screens.map((screen) => ({ screen, address: guest.url(screen.path) })),
    ...INTEGRATOR_SWITCHES.flatMap((switches) =>
      screens
        .filter((screen) => INTEGRATOR_SCREENS.includes(screen.name))
        .map((screen) => {
          const address = integratorUrl(guest, switches, screen.path);
          return {
            screen: { ...screen, name: `${screen.name}-${switches.join("-")}`, path: address },
            address,
          };
        }),
    ),
    ...LANGUAGES.flatMap((locale) =>
      screens.map((screen) => ({
        screen: { ...screen, name: `${screen.name}-${locale}` },
        address: guest.url(inLanguage(screen.path, locale)),
      })),
    ),
  ];
  for (const { screen, address } of visits) {
    const who = screen.as ?? "guest";
    if (!sessions.has(who)) sessions.set(who, await openSession({ as: screen.as, pictures: true }));
    const { page } = sessions.get(who) as Session;
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await readPage(page, address);
      const file = `${screen.name}-${size.width}.png`;
      await page.screenshot({ path: path.join(OUT, file), fullPage: true });
      const defects = await screenDefects(page);
      shots.push({ screen, width: size.width, file, defects });
      console.log(`  ${file}${defects.length ? `: ${defects.length} defects` : ""}`);
    }
  }
  writeFileSync(path.join(OUT, "index.html"), screensPage(shots));
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\n${shots.length} screenshots in ${seconds} s: open ${path.join(OUT, "index.html")}`);
} finally {
  await runTeardowns();
}
