import type { ReactNode } from "react";
import { Link } from "wouter";
import { type Message, t, tr } from "../../lib/i18n/translate";
import { clearFilters, withoutFilter } from "../../lib/search-filters";
import type { SortBy } from "../../lib/search-params";
import { hasActiveFilters, type NormalizedSearchParams } from "../../lib/search-params";
import type { FilterPill } from "../../lib/search-pills";
import { SORT_OPTIONS } from "../../lib/search-sort";
import { FilterPills } from "./FilterPills";
import { SortSelect } from "./SortSelect";

interface Props {
  params: NormalizedSearchParams;
  pills: FilterPill[];
  hrefFor: (params: NormalizedSearchParams) => string;
  go: (params: NormalizedSearchParams) => void;
  onOpenFilters: () => void;
  /** Whether the filter sidebar, the dialog 'Filter by' opens, is open. */
  filtersOpen: boolean;
  /** Called on hover or focus of 'Filter by': the sidebar's code can be fetched before the click. */
  onPrefetchFilters?: () => void;
  /** Default: all six sort options. */
  sortOptions?: readonly { value: SortBy | null; label: Message }[];
}

/**
 * The search filter bar: 'Filter by' opens the sidebar (a dialog, as it says); 'Clear' only when a filter differs from
 * its default (back to the defaults, the search text kept); the sort control; the pills.
 */
export function FilterBar({
  params,
  pills,
  hrefFor,
  go,
  onOpenFilters,
  filtersOpen,
  onPrefetchFilters,
  sortOptions = SORT_OPTIONS,
}: Props) {
  const active = hasActiveFilters(params);
  return (
    <div className="rv-filter-bar">
      <div className="rv-filter-bar__row">
        <button
          type="button"
          className="rv-button rv-button--secondary rv-button--small"
          onClick={onOpenFilters}
          aria-haspopup="dialog"
          aria-expanded={filtersOpen}
          onPointerEnter={onPrefetchFilters}
          onFocus={onPrefetchFilters}
        >
          <svg className="rv-filter-bar__icon" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M6 10h8M8.5 15h3" />
          </svg>
          {pills.length > 0
            ? (tr("Filter by<number> ({count})</number>", {
                count: pills.length,
                number: (words: ReactNode) => (
                  <span key="number" className="rv-filter-bar__count">
                    {words}
                  </span>
                ),
              }) as ReactNode[])
            : t("Filter by")}
        </button>
        {active && (
          <Link href={hrefFor(clearFilters(params))} className="rv-filter-bar__clear">
            {t("Clear")}
          </Link>
        )}
        <SortSelect
          value={params.sort_by}
          options={sortOptions}
          onChange={(sort_by: SortBy | null) => go({ ...params, sort_by, page: 1 })}
        />
      </div>
      <FilterPills pills={pills} onRemove={(fields) => go(withoutFilter(params, fields))} />
    </div>
  );
}
