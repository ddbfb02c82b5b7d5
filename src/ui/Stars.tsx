/** A star rating with its value in words for assistive technology (guide §4). */
export function Stars({
  rating,
  size = "md",
}: {
  rating: number /** Default 'md'. */;
  size?: "sm" | "md" | "lg";
}) {
  const value = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0));
  const rounded = Math.round(value * 10) / 10;
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={`Rated ${rounded} out of 5`}>
      <span className="stars__fill" style={{ width: `${(value / 5) * 100}%` }} />
    </span>
  );
}
