// The removable 'This store only' pill of the search bar. Part of the header's entry code: a shop
// or product page shows it at once.
import { t } from "../../lib/i18n/translate";

export function ScopePill({ onRemove }: { onRemove: () => void }) {
  return (
    <button
      type="button"
      className="rv-search-bar__pill"
      aria-label={t("This store only: remove")}
      onClick={onRemove}
    >
      {t("This store only")} <span aria-hidden="true">×</span>
    </button>
  );
}
