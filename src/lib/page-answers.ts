// What a server-rendered page comes with (<script type="application/json" id="app_first_screen">
// beside app_meta): the answers the server's render read from its request cache, and the parts of
// the screen whose code loads apart that it showed. The browser starts its request cache from those
// answers and loads those parts before it adopts the markup, so it asks the host for none of it again.
import type { MeResponse } from "../api/contract/reviewer";
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
  /** me.json as the host answered it: who the page was rendered for, their currency and country. */
  me: MeResponse;
  answers: PageAnswer[];
  /** The lazy parts shown (ui/lazy-part.tsx), in the order the render reached them. */
  parts: string[];
}

/**
 * The page's first screen, as the host's render wrote it; none when the page has none or it is not
 * JSON (the page then loads it all).
 */
export function readFirstScreen(doc: Document): FirstScreen | undefined {
  try {
    const first = JSON.parse(doc.getElementById(FIRST_SCREEN_ID)?.textContent as string);
    return first?.me && first.answers && first.parts ? first : undefined;
  } catch {}
}
