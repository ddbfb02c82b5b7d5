// The writing direction an element is laid out in, read where it is needed (a key press, a button
// press), so a language changed since the render counts: the widget puts `dir` on its own roots
// (never on the host's <html>), and an element inside a right-to-left root mirrors its arrows.

/**
 * Whether `element` is laid out right to left: the nearest `dir` of ltr or rtl on it or above it
 * decides (dir="auto", the user content's, is passed over). No element, or no dir: left to right.
 */
export function isRightToLeft(element: Element | null | undefined): boolean {
  for (let at = element ?? null; at; at = at.parentElement) {
    const dir = at.getAttribute("dir")?.toLowerCase();
    if (dir === "rtl") return true;
    if (dir === "ltr") return false;
  }
  return false;
}

/**
 * The physical arrow key that means 'next' and 'previous' along a row laid out like `element`:
 * ArrowRight goes on left to right, ArrowLeft right to left (the WAI-ARIA tabs pattern).
 * 1 for the next, -1 for the previous, 0 for any other key.
 */
export function rowStep(element: Element | null | undefined, key: string): 1 | -1 | 0 {
  if (key !== "ArrowRight" && key !== "ArrowLeft") return 0;
  const forward = key === "ArrowRight" ? 1 : -1;
  return isRightToLeft(element) ? (-forward as 1 | -1) : forward;
}
