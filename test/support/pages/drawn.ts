// What the reader does not see yet waits to be drawn (content-visibility: auto): its content is in
// the page, by role and text, but not styled, laid out or painted until the reader nears it.
import type { Locator } from "playwright-core";
import { untilInPage } from "../browsers/until-in-page";

/** Whether an element's content is drawn, not skipped until the reader nears it (sent as its source). */
const contentDrawn = (element: Element) =>
  [...element.children].every((child) => child.checkVisibility({ contentVisibilityAuto: true }));

/** Whether the content of `part` is drawn now. */
export const drawn = (part: Locator): Promise<boolean> => part.evaluate(contentDrawn);

/** Resolves once the content of `part` is drawn. */
export async function untilDrawn(part: Locator): Promise<void> {
  await untilInPage(part.page(), contentDrawn, await part.elementHandle());
}
