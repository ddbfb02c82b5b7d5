import { useId } from "react";
import { type Message, t } from "../../lib/i18n/translate";
import type { SortBy } from "../../lib/search-params";
import { SORT_OPTIONS } from "../../lib/search-sort";

interface Props {
  value: SortBy | null;
  onChange: (value: SortBy | null) => void;
  /** Default: all six sort options. Store search offers the ones that apply to a shop. */
  options?: readonly { value: SortBy | null; label: Message }[];
}

/** The sort options with their labels; a native select, so every device offers its own picker. */
export function SortSelect({ value, onChange, options = SORT_OPTIONS }: Props) {
  const id = useId();
  return (
    <div className="rv-sort-select">
      <label htmlFor={id}>{t("Sort by")}</label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || null) as SortBy | null)}
      >
        {options.map((option) => (
          <option key={option.value ?? ""} value={option.value ?? ""}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
