import { FEED_FILTERS, type FeedFilters } from "../../lib/feed-filters";
import { t } from "../../lib/i18n/translate";

interface Props {
  filters: FeedFilters;
  /** The filters after a box was ticked or cleared. */
  onChange: (next: FeedFilters) => void;
}

/** Which events the feed shows: People, Stores, Products. */
export function FeedFiltersForm({ filters, onChange }: Props) {
  return (
    <fieldset className="rv-feed__filters">
      <legend>{t("Show events from")}</legend>
      {FEED_FILTERS.map(({ param, label }) => (
        <label key={param}>
          <input
            type="checkbox"
            checked={filters[param]}
            onChange={(e) => onChange({ ...filters, [param]: e.target.checked })}
          />{" "}
          {t(label)}
        </label>
      ))}
    </fieldset>
  );
}
