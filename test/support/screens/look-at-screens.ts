// The looking tests' way through the screens: one browser, a context per account (signed in once),
// `atOnce` pages at a time, each page reused for the next screen of its account.
import type { Page } from "playwright-core";
import { openSession, type Session } from "../browsers/chromium";
import { STEP_DEADLINE_MS } from "../browsers/step-deadline";
import type { Screen } from "./every-screen";

/** What `look` found on each screen, in no particular order. */
export async function lookAtEachScreen<T>(
  screens: Screen[],
  atOnce: number,
  look: (page: Page, url: string, screen: Screen) => Promise<T>,
): Promise<T[]> {
  const sessions = new Map<string, Promise<Session>>();
  const session = (screen: Screen) => {
    const who = screen.as ?? "guest";
    if (!sessions.has(who)) sessions.set(who, openSession({ as: screen.as, pictures: true }));
    return sessions.get(who) as Promise<Session>;
  };
  const found: T[] = [];
  const queue = [...screens];
  const worker = async () => {
    const own = new Map<Session, Page>();
    for (let screen = queue.shift(); screen; screen = queue.shift()) {
      const shared = await session(screen);
      let page = own.get(shared);
      if (!page) {
        page = await shared.context.newPage();
        page.setDefaultTimeout(STEP_DEADLINE_MS);
        own.set(shared, page);
      }
      found.push(await look(page, shared.url(screen.path), screen));
    }
  };
  try {
    await Promise.all(Array.from({ length: atOnce }, worker));
  } finally {
    for (const s of sessions.values()) await (await s).context.close();
  }
  return found;
}
