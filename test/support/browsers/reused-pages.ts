// Pages kept from one test to the next, within a test file and from one file to the next of the
// same worker. A new context's first page starts a renderer process, which costs Chromium more CPU
// than the page load itself (`node --import tsx test/bench/page-load-cost.ts` measures both); a
// kept page's renderer also holds the bundle's compiled code. A test still ends by closing its
// context: a kept context's `close` empties it instead (cookies, permissions, storage, routes, init
// scripts, listeners, DevTools sessions, other pages, the history, the mouse) and keeps it for the
// next test. The HTTP cache stays within a file, as it does for a shopper going from page to page
// (emptying it after each test costs more than a new context), and is emptied once a page passes
// to the next file, which starts from a cold cache as in a browser of its own and never sees a file
// before's answers, even from a host that reused its port. A page whose state cannot be emptied (a
// clock installed, a crash) is closed for good, and so, when its file ends, is a page a test left
// open. A page's goto and reload end once the widget has adopted a page the host rendered
// (adoption.ts).
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Disposable,
  Page,
} from "playwright-core";
import { onTeardown, runningFile } from "../../teardown";
import { whenAdopted } from "./adoption";
import { holdFramesIfAsked } from "./held-frames";
import { withinDeadline } from "./step-deadline";

interface Kept {
  context: BrowserContext;
  page: Page;
  /** The options the context was made with: it is kept for a test asking for the same. */
  key: string;
  /** The origin of the test host it was last given for, whose storage is emptied. */
  origin: string;
  /** The test file it was last given to: another file first empties its HTTP cache. */
  file: string;
  /** Closes the context for good. */
  closeForGood: () => Promise<void>;
  /** What the test added that must be taken back: init scripts, exposed functions. */
  added: Disposable[];
  /** Set once the test did something that cannot be taken back. */
  spent: boolean;
  /** What the test changed of what only some tests change: taken back only then (each costs Chromium a round). */
  routed: boolean;
  granted: boolean;
  /** The page's own DevTools session, for emptying it. */
  session: CDPSession;
  /** The DevTools sessions the test opened: detached, so what it emulated through them (a slow CPU, a slow network) ends with it. */
  opened: CDPSession[];
}

const idle: Kept[] = [];
const all = new Set<Kept>();
/** Whether the file now running has set its end (pages left open closed). */
let registered = false;

/** What a page keeps for its origin beyond cookies (the HTTP cache stays). */
const STORAGE = "local_storage,indexeddb,cache_storage,service_workers";

/** Events a page and a context report to the client itself; a test's own listeners go, these stay. */
const CLIENT_EVENTS = new Set(["close", "crash"]);

/** `response` once the widget has adopted the page, unless the test asked for it before its load. */
async function afterAdoption<R>(page: Page, response: R, waitUntil?: string): Promise<R> {
  // A test that asks for the page before it has loaded reads it as it paints.
  if (waitUntil !== "commit" && waitUntil !== "domcontentloaded") await whenAdopted(page);
  return response;
}

/**
 * A page with nothing of an earlier test left, in a context made with `options`: a kept one of
 * the same options if the worker has one free, else a new one.
 */
export async function keptPage(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  if (!registered) {
    registered = true;
    onTeardown(closeLeftOpen);
  }
  const key = JSON.stringify(options);
  const at = idle.findLastIndex((kept) => kept.key === key && kept.context.browser() === browser);
  const kept = at >= 0 ? (idle.splice(at, 1)[0] as Kept) : await keep(browser, origin, options);
  const file = runningFile();
  if (kept.file !== file) {
    await kept.session.send("Network.clearBrowserCache");
    kept.file = file;
  }
  kept.origin = origin;
  return { context: kept.context, page: kept.page };
}

async function keep(browser: Browser, origin: string, options: BrowserContextOptions): Promise<Kept> {
  const context = await browser.newContext(options);
  await holdFramesIfAsked(context);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const kept: Kept = {
    context,
    page,
    key: JSON.stringify(options),
    origin,
    file: runningFile(),
    closeForGood: context.close.bind(context),
    added: [],
    spent: false,
    routed: false,
    granted: false,
    session,
    opened: [],
  };
  all.add(kept);
  const remember =
    <A extends unknown[]>(add: (...args: A) => Promise<Disposable>) =>
    async (...args: A) => {
      const added = await add(...args);
      kept.added.push(added);
      return added;
    };
  context.addInitScript = remember(context.addInitScript.bind(context));
  context.exposeFunction = remember(context.exposeFunction.bind(context));
  context.exposeBinding = remember(context.exposeBinding.bind(context)) as BrowserContext["exposeBinding"];
  page.addInitScript = remember(page.addInitScript.bind(page));
  // A page the host rendered is live once the widget has adopted it: a test presses after that, as
  // a shopper does once the page answers.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => afterAdoption(page, await goto(...args), args[1]?.waitUntil);
  page.reload = async (...args) => afterAdoption(page, await reload(...args), args[0]?.waitUntil);
  const marking =
    <A extends unknown[], R>(add: (...args: A) => R, mark: "routed" | "granted") =>
    (...args: A): R => {
      kept[mark] = true;
      return add(...args);
    };
  for (const target of [page, context] as const) {
    target.route = marking(target.route.bind(target), "routed") as typeof target.route;
    target.routeFromHAR = marking(target.routeFromHAR.bind(target), "routed");
    target.routeWebSocket = marking(target.routeWebSocket.bind(target), "routed");
  }
  const newCDPSession = context.newCDPSession.bind(context);
  context.newCDPSession = async (target) => {
    const opened = await newCDPSession(target);
    kept.opened.push(opened);
    return opened;
  };
  context.grantPermissions = marking(context.grantPermissions.bind(context), "granted");
  page.exposeFunction = remember(page.exposeFunction.bind(page));
  page.exposeBinding = remember(page.exposeBinding.bind(page)) as Page["exposeBinding"];
  const install = context.clock.install.bind(context.clock);
  context.clock.install = (options) => {
    kept.spent = true;
    return install(options);
  };
  context.close = () => giveBack(kept);
  return kept;
}

/** Empties a context the test has closed and keeps it; closes it for good when that cannot be done. */
async function giveBack(kept: Kept): Promise<void> {
  if (idle.includes(kept) || !all.has(kept)) return;
  const { page } = kept;
  try {
    if (kept.spent || page.isClosed()) throw new Error("not reusable");
    // A page that stopped answering (its frames, its input) is closed for good rather than waited for.
    await withinDeadline(empty(kept), `emptying ${page.url()}`);
    idle.push(kept);
  } catch {
    all.delete(kept);
    await kept.closeForGood().catch(() => {});
  }
}

/** Takes back what the test did to a kept page and its context. */
async function empty(kept: Kept): Promise<void> {
  const { context, page, added, origin } = kept;
  for (const other of context.pages()) if (other !== page) await other.close();
  // Playwright's pages and contexts are Node-style emitters (eventNames is not in their types).
  for (const emitter of [page, context] as unknown as NodeJS.EventEmitter[]) {
    for (const name of emitter.eventNames()) {
      if (!CLIENT_EVENTS.has(String(name))) emitter.removeAllListeners(name);
    }
  }
  if (kept.routed) {
    await Promise.all([
      page.unrouteAll({ behavior: "ignoreErrors" }),
      context.unrouteAll({ behavior: "ignoreErrors" }),
    ]);
    kept.routed = false;
  }
  for (const one of added.splice(0)) await one.dispose();
  for (const opened of kept.opened.splice(0)) await opened.detach().catch(() => {});
  await page.goto("about:blank");
  await context.clearCookies();
  if (kept.granted) {
    await context.clearPermissions();
    kept.granted = false;
  }
  await kept.session.send("Storage.clearDataForOrigin", { origin, storageTypes: STORAGE });
  // No Back to an earlier test's pages, and room in the history Chromium caps at 50 entries.
  await kept.session.send("Page.resetNavigationHistory");
  await page.mouse.move(-1, -1);
}

/** Closes for good the pages a test of the file now ending left open; the emptied ones stay. */
async function closeLeftOpen(): Promise<void> {
  registered = false;
  const leftOpen = [...all].filter((kept) => !idle.includes(kept));
  for (const kept of leftOpen) all.delete(kept);
  await Promise.all(leftOpen.map((kept) => kept.closeForGood().catch(() => {})));
}
