// The search bar's category selector, on the search page only: choosing a category searches the
// same text within it, from page 1; in a search limited to one store it offers that store's
// categories. A native select (every device offers its own picker), so the search page's first
// paint carries no listbox code.
import { useLocation, useSearch } from "wouter";
import { sortCategories } from "../../lib/categories";
import { t } from "../../lib/i18n/translate";
import { SEARCH_PATH, searchHref } from "../../lib/search-href";
import { normalizeSearchParams } from "../../lib/search-params";
import { useSearchInCategories } from "./use-search-in-categories";

const ALL = "";

export default function CategorySelect() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = normalizeSearchParams(search);
  const categories = useSearchInCategories(params);
  const value = params.category_id === null ? ALL : String(params.category_id);
  // The top level in page order, and the chosen category when it is deeper.
  const shown = sortCategories(
    (categories ?? []).filter((c) => c.parent_id === null || c.id === params.category_id),
    "page_order",
  );
  const options = [
    { value: ALL, label: t("All categories"), dir: undefined },
    ...shown.map((c) => ({ value: String(c.id), label: c.name, dir: "auto" })),
  ];
  return (
    <select
      aria-label={t("Search in")}
      className="rv-search-bar__category"
      aria-busy={categories === null}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        navigate(
          searchHref(SEARCH_PATH, {
            ...params,
            category_id: next === ALL ? null : Number(next),
            page: 1,
          }),
        );
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value} dir={option.dir}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
