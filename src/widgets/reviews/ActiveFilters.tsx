import { Link } from "wouter";
import { t } from "../../lib/i18n/translate";
import { type ReviewQuery, sourceLabel } from "../../lib/review-query";

interface Props {
  query: ReviewQuery;
  hrefFor: (change: Partial<ReviewQuery>) => string;
}

/** The filters in force, each removable, and a way to clear them all. */
export default function ActiveFilters({ query, hrefFor }: Props) {
  const chips: { label: string; change: Partial<ReviewQuery> }[] = [];
  if (query.rating !== null) {
    chips.push({
      label: t("{rating, plural, one {# star} other {# stars}}", { rating: query.rating }),
      change: { rating: null },
    });
  }
  if (query.search) chips.push({ label: t("“{search}”", { search: query.search }), change: { search: "" } });
  if (query.source !== "all_sources")
    chips.push({ label: t(sourceLabel(query.source)), change: { source: "all_sources" } });
  if (query.verifiedOnly) chips.push({ label: t("Verified buyers"), change: { verifiedOnly: false } });
  if (query.withMedia) chips.push({ label: t("With photos or videos"), change: { withMedia: false } });
  return (
    <ul className="rv-review-filters" aria-label={t("Filters in use")}>
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            href={hrefFor(chip.change)}
            className="rv-chip"
            aria-label={t("Remove filter: {filter}", { filter: chip.label })}
          >
            {chip.label}
            <span aria-hidden> ×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          href={hrefFor({
            rating: null,
            search: "",
            source: "all_sources",
            verifiedOnly: false,
            withMedia: false,
          })}
          className="rv-review-filters__clear"
        >
          {t("Clear all filters")}
        </Link>
      </li>
    </ul>
  );
}
