import { t } from "../lib/i18n/translate";

/**
 * A star rating with its value in words for assistive technology ("Rated 4.6 out of 5"). Each
 * star is drawn in a cell of 24 units and spans 20 of them after a margin of 2 (the background
 * of base.css), so the filled width puts a rating's fraction exactly on each star: 3.0 is three
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
  // whole stars * 24 + a part of the next: its margin of 2, then part * 20. The rating badges draw
  // theirs with src/lib/stars.ts, which component/stars holds to this (a function called here cost
  // the pages of the tightest budgets 26 bytes).
  const part = value % 1;
  const units = value * 24 - part * 4 + (part && 2);
  return (
    <span
      className={`rv-stars rv-stars--${size}`}
      role="img"
      aria-label={t("Rated {rating} out of 5", { rating: Math.round(value * 10) / 10 })}
    >
      {/* 120 units make the row: a unit is 1/1.2 of a percent. */}
      <span className="rv-stars__fill" style={{ width: `${units / 1.2}%` }} />
    </span>
  );
}
