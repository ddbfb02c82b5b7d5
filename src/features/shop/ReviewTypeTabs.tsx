import { Link } from "wouter";
import { t } from "../../lib/i18n/translate";
import { SHOP_REVIEW_TYPES } from "../../lib/review-query";
import { useReviewQuery } from "../../widgets/reviews/use-review-query";

/** The shop page's review types: all reviews, reviews of the store, reviews of its products. */
export function ReviewTypeTabs() {
  const { query, hrefFor } = useReviewQuery();
  const active = query.type;
  return (
    <nav className="rv-review-types" aria-label={t("Review type")}>
      {SHOP_REVIEW_TYPES.map((type) => (
        <Link
          key={type.value}
          href={hrefFor({ type: type.value })}
          aria-current={type.value === active ? "page" : undefined}
        >
          {t(type.label)}
        </Link>
      ))}
    </nav>
  );
}
