import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { RatingHistogram as Histogram } from "../../api/contract/review";
import { t, tr } from "../../lib/i18n/translate";
import type { ReviewQuery } from "../../lib/review-query";
import { heardOnly } from "../../ui/heard-only";
import { usePaintedFirst } from "../../ui/use-painted-first";

interface Props {
  histogram: Histogram;
  /** The rating filtered on, or null. */
  active: number | null;
  hrefFor: (change: Partial<ReviewQuery>) => string;
}

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * Each row is a link that filters the reviews by its rating; the active row's link clears it. A
 * row pressed shows active in the press's own frame, and its address is followed once that frame
 * is painted (usePaintedFirst): the press does not wait for the reviews to render again.
 */
export function RatingHistogram({ histogram, active: current, hrefFor }: Props) {
  const [, navigate] = useLocation();
  const [active, press] = usePaintedFirst(current, (rating) => navigate(hrefFor({ rating })));
  const total = RATINGS.reduce((sum, r) => sum + histogram[r], 0);
  return (
    <ul className="rv-histogram" aria-label={t("Reviews by rating")}>
      {RATINGS.map((rating) => {
        const count = histogram[rating];
        const content = (
          <>
            <span className="rv-histogram__label">
              {t("{rating, plural, one {# star} other {# stars}}", { rating })}
            </span>
            {/* Its count's share as the element's own width, no style attribute. */}
            <progress className="rv-histogram__bar" value={count} max={total || 1} aria-hidden />
            <span className="rv-histogram__count">
              {
                tr("{count, plural, one {#<hidden> review</hidden>} other {#<hidden> reviews</hidden>}}", {
                  count,
                  hidden: heardOnly,
                }) as ReactNode[]
              }
            </span>
          </>
        );
        const isActive = active === rating;
        return (
          <li key={rating}>
            {count === 0 && !isActive ? (
              <span className="rv-histogram__row rv-histogram__row--empty">{content}</span>
            ) : (
              <Link
                href={hrefFor({ rating: isActive ? null : rating })}
                className={`rv-histogram__row${isActive ? " rv-histogram__row--active" : ""}`}
                aria-current={isActive}
                onClick={(event) => {
                  // A plain click (wouter's Link leaves the others to the browser): the row first.
                  event.preventDefault();
                  press(isActive ? null : rating);
                }}
                title={
                  isActive
                    ? t("Show every rating")
                    : t("{rating, plural, one {Show only #-star reviews} other {Show only #-star reviews}}", {
                        rating,
                      })
                }
              >
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
