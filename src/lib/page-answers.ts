// What a server-rendered page comes with (<script type="application/json" id="app_first_screen">
// beside app_meta): the answers the server's render read from its request cache, and the parts of
// the screen whose code loads apart that it showed. The browser starts its request cache from those
// answers and loads those parts before it adopts the markup, so it asks the host for none of it again.
import type { CacheTag } from "./request-cache";

export const FIRST_SCREEN_ID = "app_first_screen";

/** One answer of the request cache: its key, the answer, how long it is kept, what it holds. */
export interface PageAnswer {
  key: string;
  value: unknown;
  ms: number;
  tags?: readonly CacheTag[];
}

export interface FirstScreen {
  answers: PageAnswer[];
  /** The lazy parts shown (ui/lazy-part.tsx), in the order the render reached them. */
  parts: string[];
}

/** The page's first screen; none when the page has none or it is malformed (the page then loads it all). */
export function readFirstScreen(doc: Document): FirstScreen | null {
  try {
    const { answers, parts } = JSON.parse(doc.getElementById(FIRST_SCREEN_ID)?.textContent ?? "");
    return Array.isArray(answers) && Array.isArray(parts) ? { answers, parts } : null;
  } catch {
    return null;
  }
}
