// Debian's Chromium driven by playwright-core: one browser per test process, shared by its files,
// and a context of its own for each test (kept and emptied between a file's tests).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { SEEDED_ACCOUNTS } from "../../../fixtures/host/domain";
import { BROWSER_RENDER_COOKIE } from "../../../fixtures/host/http/server-render";
import { SESSION_COOKIE } from "../../../fixtures/host/http/session";
import { COOKIES_ACCEPTED_COOKIE } from "../../../src/state/cookie-consent";
import { onRunEnd } from "../../teardown";
import { newSessionOf } from "../data/session-rows";
import { type TestHost, testHost } from "../hosts/test-host";
import { playwrightSwitches } from "./playwright-switches";
import { keptPage } from "./reused-pages";
import { STEP_DEADLINE_MS } from "./step-deadline";

/** Debian's Chromium, with the flags this machine needs. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * Debian's headless shell (package chromium-headless-shell), the same Chromium without the
 * desktop browser around it: a new context and its first page cost about a third of the CPU, so
 * the tests use it when it is installed. The benchmarks keep the full browser Lighthouse measures.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * What a test page does not need and costs CPU on two cores (TEST_TIMES=1 shows Chromium's CPU per
 * file, with and without them): V8's optimising compilers, for pages that live a few seconds, and the
 * compositor's and rasteriser's extra threads. Lighthouse keeps the browser as shoppers have it.
 *
 * And source positions made with the code rather than when first asked for: DevTools, which
 * Playwright drives, takes the stack of every request a script makes, and V8 asked for the line of
 * a frame in a module's top level compiles the whole module again (about 50 ms on a page's largest
 * chunk, in every new renderer; `test/bench/page-load-cost.ts` with and without the flag). And the
 * compositor of frames in the browser's own process, not in a GPU process of its own that, without
 * a GPU, only draws in software what the browser then passes on (a load's CPU 5-7 % less, the same bench).
 */
const TEST_ONLY_ARGS = [
  "--js-flags=--no-opt --no-maglev --no-enable-lazy-source-positions",
  "--in-process-gpu",
  "--disable-threaded-animation",
  "--disable-threaded-scrolling",
  "--disable-checker-imaging",
  "--num-raster-threads=1",
];

/** The browser the tests drive: CHROMIUM_PATH when set, else the headless shell if installed, else Chromium. */
export const TEST_CHROMIUM = {
  ...CHROMIUM,
  args: [...CHROMIUM.args, ...TEST_ONLY_ARGS],
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM.executablePath),
};

/**
 * The browser of tests that do not look at pictures: it does not fetch, decode or paint them (a
 * search's or home's load costs a quarter less CPU: `node --import tsx test/bench/page-load-cost.ts`
 * with and without the flag), and an image shows as its box, its size reserved as the page
 * reserves it. A test that looks at pictures (loaded, unbroken, their contrast with text, a photo
 * being sent) opens its session with `pictures: true`, in a browser of its own that has them.
 */
const WITHOUT_PICTURES = ["--blink-settings=imagesEnabled=false"];

/**
 * Features the tests' Chromium turns off beside those Playwright turns off. RenderDocument: a new
 * frame, widget and compositor for every document a page loads, not one for the page's life; with
 * it off, a load in a kept page costs Chromium about a fifth less CPU (`node --import tsx
 * test/bench/page-load-cost.ts --kept-page`, and with `--disabled-features ''`), the page the same.
 */
const TEST_DISABLED_FEATURES = ["RenderDocument"];
const DISABLE_FEATURES = "--disable-features=";

/**
 * The tests' Chromium with `args` and `disabledFeatures` off (by default the tests'). Chromium
 * keeps only the last of a switch given twice, so those features join Playwright's own
 * --disable-features in one switch, which replaces Playwright's.
 */
export async function launchTestChromium(
  args: readonly string[],
  disabledFeatures: readonly string[] = TEST_DISABLED_FEATURES,
): Promise<Browser> {
  const own = (await playwrightSwitches()).find((s) => s.startsWith(DISABLE_FEATURES));
  const features = [...(own?.slice(DISABLE_FEATURES.length).split(",") ?? []), ...disabledFeatures];
  return chromium.launch({
    ...TEST_CHROMIUM,
    args: [...args, `${DISABLE_FEATURES}${features.join(",")}`],
    ignoreDefaultArgs: own ? [own] : [],
  });
}

const launched = new Map<boolean, Promise<Browser>>();

function browser(pictures = false): Promise<Browser> {
  let started = launched.get(pictures);
  if (!started) {
    const args = pictures ? TEST_CHROMIUM.args : [...TEST_CHROMIUM.args, ...WITHOUT_PICTURES];
    started = launchTestChromium(args).then((b) => {
      onRunEnd(() => b.close());
      return b;
    });
    launched.set(pictures, started);
  }
  return started;
}

/** Whether `page` is of the browser that shows pictures (a session opened with `pictures: true`). */
export async function showsPictures(page: Page): Promise<boolean> {
  const withPictures = launched.get(true);
  return withPictures !== undefined && page.context().browser() === (await withPictures);
}

/**
 * A page of a browser that runs no script (a crawler, a link preview), of the file's test host or of
 * the host `of`: closed with its context.
 */
export async function openScriptlessPage(of?: Pick<TestHost, "url">): Promise<{
  page: Page;
  url: (path: string) => string;
  close: () => Promise<void>;
}> {
  const host = of ?? (await testHost());
  const context = await (await browser()).newContext({
    javaScriptEnabled: false,
    viewport: VIEWPORTS.mobile,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_DEADLINE_MS);
  return { page, url: (path) => `${host.url}${path}`, close: () => context.close() };
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 740 },
  tablet: { width: 800, height: 900 },
  desktop: { width: 1280, height: 860 },
} as const;

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Console warnings seen so far. */
  warnings: string[];
  url: (path: string) => string;
}

export interface SessionOptions {
  viewport?: keyof typeof VIEWPORTS;
  as?: keyof typeof SEEDED_ACCOUNTS;
  reducedMotion?: boolean;
  /**
   * Default false: pages come rendered on the server. True: with empty roots, as from a host that
   * does not render them, for what the bundle does when it loads a page's data itself.
   */
  browserRendered?: boolean;
  /** Default false: the cookie bar shows. True: the visitor has accepted cookies (no bar). */
  cookiesAccepted?: boolean;
  /** Default the file's test host: another host a test built (one with a hook of its own). */
  host?: Pick<TestHost, "url" | "db">;
  /** Default false: pictures are neither fetched nor shown (browser() above). True: as a shopper sees them. */
  pictures?: boolean;
}

/**
 * A browser context of its own (own cookies and storage; a page kept from an earlier test of the
 * file, emptied: support/browsers/reused-pages.ts), optionally signed in as a seeded account: a session of the
 * account is put in the host's database and its cookie in the context (support/data/session-rows.ts),
 * which spares a sign-in per test. Tests about the sign-in form itself use `signIn`, which fills it
 * in the page.
 */
export async function openSession(options: SessionOptions = {}): Promise<Session> {
  const host = options.host ?? (await testHost());
  const viewport = VIEWPORTS[options.viewport ?? "desktop"];
  const reducedMotion = options.reducedMotion ? "reduce" : "no-preference";
  const { context, page } = await keptPage(await browser(options.pictures), host.url, {
    viewport,
    reducedMotion,
  });
  // As the context was made: a kept page may have been resized or emulated by its last test.
  await page.setViewportSize(viewport);
  await page.emulateMedia({ media: null, colorScheme: null, forcedColors: null, reducedMotion });
  page.setDefaultTimeout(STEP_DEADLINE_MS);
  page.setDefaultNavigationTimeout(STEP_DEADLINE_MS);
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
    if (message.type() === "warning") warnings.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const session: Session = { context, page, errors, warnings, url: (path) => `${host.url}${path}` };
  if (options.browserRendered)
    await context.addCookies([{ name: BROWSER_RENDER_COOKIE, value: "browser", url: host.url }]);
  if (options.cookiesAccepted)
    await context.addCookies([{ name: COOKIES_ACCEPTED_COOKIE, value: "1", url: host.url }]);
  if (options.as) {
    const value = newSessionOf(host.db, options.as);
    // As the host sets it (http/session.ts): for every path, not readable by scripts, Lax.
    await context.addCookies([
      { name: SESSION_COOKIE, value, url: host.url, httpOnly: true, sameSite: "Lax" },
    ]);
  }
  return session;
}

/** Signs in through the sign-in form in the session's page, as a visitor does. */
export async function signIn(session: Session, who: keyof typeof SEEDED_ACCOUNTS): Promise<void> {
  const { page } = session;
  const account = SEEDED_ACCOUNTS[who];
  await page.goto(session.url("/login"));
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname !== "/login"),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
}

const axeRequire = createRequire(import.meta.url);
/**
 * axe-core's source with each character outside ASCII written as its \u escape (a few, in strings
 * and one property name): the same program, its violations the same, sent as a one-byte string. With
 * one character outside Latin-1 the whole source crosses DevTools two bytes a character, and each
 * injection (once per document checked) costs a quarter more: time `page.evaluate(axeSource)` on a
 * fresh page of the heaviest store, each way.
 */
const axeSource = readFileSync(axeRequire.resolve("axe-core/axe.min.js"), "utf8").replace(
  /[\u0080-\uffff]/g,
  (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
);

/**
 * The rules whose violations are serious or critical, of those axe runs by default (on, and not
 * tagged as its `tagExclude` says: experimental, deprecated; naming a rule runs it even so): axe
 * gives each rule one impact, which its violations have. The moderate and minor ones (region,
 * heading-order, the landmarks' …) would be run only to be filtered out: a fifth of a run's time
 * on a full page.
 */
const SERIOUS_RULES: string[] = (() => {
  const { rules, tagExclude } = (
    axeRequire("axe-core") as {
      _audit: {
        rules: { id: string; impact?: string; enabled: boolean; tags: string[] }[];
        tagExclude: string[];
      };
    }
  )._audit;
  return rules
    .filter((rule) => rule.enabled && !rule.tags.some((tag) => tagExclude.includes(tag)))
    .filter((rule) => rule.impact === "serious" || rule.impact === "critical")
    .map((rule) => rule.id);
})();

/**
 * axe-core violations of serious or critical impact on the page (or within `selector`), of every
 * such rule or of `rules` only (["color-contrast"]).
 */
export async function seriousAxeViolations(
  page: Page,
  selector?: string,
  rules: string[] = SERIOUS_RULES,
): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP does not block it; once per
  // document (its half a megabyte is sent and compiled again only after a navigation).
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    async ({ context, rules }) => {
      const axe = (
        globalThis as unknown as {
          axe: {
            run: (
              c: unknown,
              options: unknown,
            ) => Promise<{
              violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
            }>;
          };
        }
      ).axe;
      return axe.run(context ?? document, {
        resultTypes: ["violations"],
        runOnly: { type: "rule", values: rules },
      });
    },
    { context: selector ?? null, rules },
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
