// How a rating fills a row of five stars. Each star is drawn in a cell of 24 units and spans 20 of
// them after a margin of 2 (the clip path of the stars' stylesheet), so the filled width puts a rating's
// fraction exactly on each star: 3.0 is three whole stars and nothing of the fourth (glyphs with
// letter spacing drew it as about 3.3). stars.css turns the classes below into that width.

/** A rating as the stars show it: 0 to 5, 0 for what is not a number. */
export const starValue = (rating: number): number =>
  Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0));

/**
 * The classes that fill the row to `rating`'s tenth, the one its words say ("4.6 out of 5"): its
 * whole stars and its tenths of the next (stars.css: "rv-whole-4 rv-tenth-6"; never a style
 * attribute, which a strict style-src ignores in the HTML).
 */
export function starsFill(rating: number): string {
  const tenths = Math.round(starValue(rating) * 10);
  return `rv-whole-${Math.floor(tenths / 10)} rv-tenth-${tenths % 10}`;
}
