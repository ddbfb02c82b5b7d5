import { t } from "../lib/i18n/translate";

/**
 * A star rating with its value in words for assistive technology ("Rated 4.6 out of 5"). Each
 * star is drawn in a cell of 24 units and spans 20 of them after a margin of 2 (the clip path of
 * stars.css), so the filled width puts a rating's fraction exactly on each star: 3.0 is three
 * whole stars and nothing of the fourth (glyphs with letter spacing drew it as about 3.3).
 */
export function Stars({
  rating,
  size = "md",
}: {
  rating: number /** Default 'md'. */;
  size?: "sm" | "md" | "lg";
}) {
  const value = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0));
  // Filled to the tenth its words say: its whole stars and the tenths of the next (stars.css). The
  // rating badges fill theirs with src/lib/stars.ts, alike (a function called here cost the pages
  // of the tightest budgets 26 bytes).
  const tenths = Math.round(value * 10);
  return (
    <span
      className={`rv-stars rv-stars--${size} rv-whole-${Math.floor(tenths / 10)} rv-tenth-${tenths % 10}`}
      role="img"
      aria-label={t("Rated {rating} out of 5", { rating: tenths / 10 })}
    />
  );
}
