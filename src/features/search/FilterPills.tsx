import { t } from "../../lib/i18n/translate";
import type { FilterField } from "../../lib/search-params";
import { type FilterPill, pillText } from "../../lib/search-pills";

interface Props {
  pills: FilterPill[];
  onRemove: (fields: FilterField[]) => void;
}

/** Removable filter pills, their text cut at 30 characters plus '...', with a cancel icon. */
export function FilterPills({ pills, onRemove }: Props) {
  if (pills.length === 0) return null;
  return (
    <ul className="rv-filter-pills" aria-label={t("Active filters")}>
      {pills.map((pill) => (
        <li key={pill.fields.join()}>
          <button
            type="button"
            className="rv-filter-pill"
            title={pill.label}
            aria-label={t("Remove filter: {filter}", { filter: pill.label })}
            onClick={() => onRemove(pill.fields)}
          >
            <span>{pillText(pill.label)}</span>
            <svg className="rv-filter-pill__cancel" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
