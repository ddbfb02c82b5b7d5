// The review controls: search within reviews, sort, source, verified only and with media only.
// Each one changes the address, never local state. Sort and source are native selects, as on the
// search page: every device offers its own picker, and the first paint carries no listbox code.
import { useId } from "react";
import { type Message, t } from "../../lib/i18n/translate";
import { REVIEW_SORTS, REVIEW_SOURCES, type ReviewQuery, SEARCH_MAX_LENGTH } from "../../lib/review-query";
import { SearchWithin } from "../../ui/SearchWithin";

interface Props {
  query: ReviewQuery;
  go: (change: Partial<ReviewQuery>) => void;
}

export default function ReviewControls({ query, go }: Props) {
  return (
    <div className="rv-review-controls">
      <SearchWithin
        label={t("Search reviews")}
        value={query.search}
        maxLength={SEARCH_MAX_LENGTH}
        className="rv-review-controls__search"
        onSearch={(search) => go({ search })}
      />
      <ControlSelect
        label={t("Sort by")}
        options={REVIEW_SORTS}
        value={query.sort}
        onChange={(sort) => go({ sort: sort as ReviewQuery["sort"] })}
      />
      <ControlSelect
        label={t("Source")}
        options={REVIEW_SOURCES}
        value={query.source}
        onChange={(source) => go({ source: source as ReviewQuery["source"] })}
      />
      <fieldset className="rv-review-controls__toggles">
        <legend className="rv-visually-hidden">{t("Show only")}</legend>
        <label>
          <input
            type="checkbox"
            checked={query.verifiedOnly}
            onChange={(event) => go({ verifiedOnly: event.target.checked })}
          />{" "}
          {t("Verified buyers only")}
        </label>
        <label>
          <input
            type="checkbox"
            checked={query.withMedia}
            onChange={(event) => go({ withMedia: event.target.checked })}
          />{" "}
          {t("With photos or videos")}
        </label>
      </fieldset>
    </div>
  );
}

function ControlSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: string; label: Message }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="rv-review-controls__select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
