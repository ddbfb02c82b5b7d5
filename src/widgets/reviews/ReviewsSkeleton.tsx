// What the reviews area shows before its first page arrives: the heading, the summary's and the
// controls' places and a few review-shaped blocks, so the area is never an empty box and nothing
// below it moves when the reviews come.
import { t } from "../../lib/i18n/translate";

/** Review-shaped blocks; default 3 (what a phone's first screen holds). */
export function ReviewSkeletons({ count = 3 }: { count?: number }) {
  return (
    <ol className="rv-reviews__list" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
        <li key={index} className="rv-review rv-review--skeleton">
          <span className="rv-skeleton rv-skeleton--avatar" />
          <span className="rv-skeleton rv-skeleton--line" />
          <span className="rv-skeleton rv-skeleton--line rv-skeleton--short" />
          <span className="rv-skeleton rv-skeleton--text" />
        </li>
      ))}
    </ol>
  );
}

/** The whole reviews area while the page's own data loads (product and shop pages). */
export function ReviewsSkeleton() {
  return (
    <section className="rv-reviews" aria-busy="true" aria-label={t("Reviews loading")}>
      <div className="rv-reviews__heading">
        <h2>{t("Reviews")}</h2>
      </div>
      <div className="rv-reviews-summary rv-reviews-summary--placeholder" />
      <div className="rv-review-controls rv-review-controls--placeholder" />
      <ReviewSkeletons />
    </section>
  );
}
