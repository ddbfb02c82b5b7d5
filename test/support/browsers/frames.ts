// The page's own next frames: waited for, since what the page does after a render and its paint
// (React's effects, the hover a scroll brings under a resting pointer) has happened by the second
// frame; and read one by one, for what moves in them.
import type { Locator, Page } from "playwright-core";
import { withinDeadline } from "./step-deadline";

/** Resolves after two of the page's animation frames. */
export const twoFrames = (page: Page): Promise<void> =>
  withinDeadline(
    page.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    ),
    `two frames of ${page.url()}`,
  );

/**
 * The top of `part`, px, in each of the page's next ten frames after a jump to it (scrolled to the
 * viewport's centre at once, as a reader's jump does): one value when nothing moves it under the reader.
 */
export const topsAfterJumpTo = (part: Locator): Promise<number[]> =>
  part.evaluate(async (element) => {
    element.scrollIntoView({ block: "center" });
    const tops: number[] = [];
    for (const _ of Array(10)) {
      await new Promise(requestAnimationFrame);
      tops.push(Math.round(element.getBoundingClientRect().top));
    }
    return tops;
  });
