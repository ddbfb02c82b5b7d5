// The server's form of features/search/NoScriptFilters: the search page's filters and sort as a GET
// form to the same address, for a browser that runs no script (shown only then, search.css). Its fields are
// the address's own parameters, so submitting it lands on the filtered results the host renders;
// the rest of the address (the search text, the category, the countries) travels in hidden fields.
import type { NoScriptFiltersProps } from "../features/search/NoScriptFilters";
import { ratingChoices, reviewCountChoices, scoreChoices } from "../features/search/sidebar-filters";
import { t } from "../lib/i18n/translate";

/** The parameters the form sets itself; a new choice starts again at page 1. */
const FORM_FIELDS = [
  "min_rating",
  "min_transparency",
  "min_authenticity",
  "reviews_count",
  "min_price",
  "max_price",
  "sort_by",
  "page",
];

/** A price bound, empty when the search has none. */
function PriceField({ label, name, value }: { label: string; name: string; value: number | null }) {
  return (
    <label className="rv-filter-field">
      {label}
      <input
        type="number"
        name={name}
        min="0"
        step="any"
        defaultValue={value === null ? "" : String(value)}
      />
    </label>
  );
}

function Select({
  label,
  name,
  value,
  choices,
}: {
  label: string;
  name: string;
  value: string;
  choices: { value: string; label: string }[];
}) {
  return (
    <label className="rv-filter-field">
      {label}
      <select name={name} defaultValue={value}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const asText = (choices: { value: number; label: string }[]) =>
  choices.map((choice) => ({ value: String(choice.value), label: choice.label }));

export function NoScriptFilters({ kind, params, hrefFor, sortOptions }: NoScriptFiltersProps) {
  const address = new URL(hrefFor(params), "http://host");
  const kept = [...address.searchParams].filter(([name]) => !FORM_FIELDS.includes(name));
  return (
    <div className="rv-noscript-filters">
      <form method="get" action={address.pathname} aria-label={t("Filter by")}>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Select
          label={t("Minimum rating")}
          name="min_rating"
          value={String(params.min_rating)}
          choices={asText(ratingChoices())}
        />
        <Select
          label={t("Minimum transparency")}
          name="min_transparency"
          value={String(params.min_transparency)}
          choices={asText(scoreChoices())}
        />
        <Select
          label={t("Minimum authenticity")}
          name="min_authenticity"
          value={String(params.min_authenticity)}
          choices={asText(scoreChoices())}
        />
        <Select
          label={t("Number of reviews")}
          name="reviews_count"
          value={String(params.reviews_count)}
          choices={asText(reviewCountChoices())}
        />
        {kind === "products" && (
          <>
            <PriceField label={t("Minimum price")} name="min_price" value={params.min_price} />
            <PriceField label={t("Maximum price")} name="max_price" value={params.max_price} />
          </>
        )}
        <Select
          label={t("Sort by")}
          name="sort_by"
          value={params.sort_by ?? ""}
          choices={sortOptions.map((option) => ({ value: option.value ?? "", label: t(option.label) }))}
        />
        <button type="submit" className="rv-button rv-button--small">
          {t("Apply filters")}
        </button>
      </form>
    </div>
  );
}
