// Waiting for the page's own next frames: what the page does after a render and its paint (React's
// effects, the hover a scroll brings under a resting pointer) has happened by the second frame.
import type { Page } from "playwright-core";
import { withinDeadline } from "./step-deadline";

/** Resolves after two of the page's animation frames. */
export const twoFrames = (page: Page): Promise<void> =>
  withinDeadline(
    page.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    ),
    `two frames of ${page.url()}`,
  );
