// Messages as written in the sources, parsed when first shown: how tests and the reference host
// run. The build ships every message parsed already and answers this module with a stub that
// never parses (build/messages.ts), so the bundle carries no parser.
import type { Part } from "./message-format";
import { parseMessage } from "./parse-message";

export function parseSource(text: string): readonly Part[] {
  try {
    return parseMessage(text);
  } catch {
    // A catalogue's mistake shows its text rather than breaking the screen (a unit test checks them all).
    return [text];
  }
}
