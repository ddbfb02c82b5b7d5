// How a rating fills a row of five stars. Each star is drawn in a cell of 24 units and spans 20 of
// them after a margin of 2 (the mask of the stars' stylesheet), so the filled width puts a rating's
// fraction exactly on each star: 3.0 is three whole stars and nothing of the fourth (glyphs with
// letter spacing drew it as about 3.3).

/** A rating as the stars show it: 0 to 5, 0 for what is not a number. */
export const starValue = (rating: number): number =>
  Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0));

/** The filled share of the row, in percent: whole stars * 24 + a part of the next (its margin of 2, then part * 20), over 120 units. */
export function starsFill(rating: number): string {
  const value = starValue(rating);
  const part = value % 1;
  return `${(value * 24 - part * 4 + (part && 2)) / 1.2}%`;
}
