// Everything of the search bar beyond its shell, in one chunk loaded on the bar's first focus
// (or at once on the search page): suggestions and the search itself.
export { SearchSuggestions } from "./SearchSuggestions";
export { barContext, submitSearch } from "./submit-search";

/** The removable 'This store only' pill. */
export function ScopePill({ onRemove }: { onRemove: () => void }) {
  return (
    <button
      type="button"
      className="search-bar__pill"
      aria-label="This store only: remove"
      onClick={onRemove}
    >
      This store only <span aria-hidden="true">×</span>
    </button>
  );
}
