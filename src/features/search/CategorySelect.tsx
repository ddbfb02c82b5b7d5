// The search bar's category selector, on the search page only: choosing a category searches
// the same text within it, from page 1.
import { useLocation, useSearch } from "wouter";
import { sortCategories } from "../../lib/categories";
import { SEARCH_PATH } from "../../lib/search-bar";
import { searchHref } from "../../lib/search-href";
import { normalizeSearchParams } from "../../lib/search-params";
import { Dropdown } from "../../ui/Dropdown";
import { useAllCategories } from "./use-all-categories";

const ALL = "";

export default function CategorySelect() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const categories = useAllCategories();
  const params = normalizeSearchParams(search);
  const value = params.category_id === null ? ALL : String(params.category_id);
  // The top level in page order, and the chosen category when it is deeper.
  const shown = sortCategories(
    (categories ?? []).filter((c) => c.parent_id === null || c.id === params.category_id),
    "page_order",
  );
  const options = [
    { value: ALL, label: "All categories" },
    ...shown.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <Dropdown
      label="Search in"
      hideLabel
      className="search-bar__category"
      loading={categories === null}
      options={options}
      value={value}
      onChange={(next) =>
        navigate(
          searchHref(SEARCH_PATH, { ...params, category_id: next === ALL ? null : Number(next), page: 1 }),
        )
      }
    />
  );
}
