import { useMemo } from "react";
import type { Category } from "../../api/contract/category";
import { indexCategories, lineageOf, sortCategories } from "../../lib/categories";
import { t } from "../../lib/i18n/translate";
import { Dropdown } from "../../ui/Dropdown";
import { useAllCategories } from "./use-all-categories";

const ALL = "";

/** Categories for the filter, depth first in page order, each named with its path. */
function categoryOptions(categories: Category[]) {
  const index = indexCategories(categories);
  const ordered: Category[] = [];
  const visit = (list: Category[]) => {
    for (const category of sortCategories(list, "page_order")) {
      ordered.push(category);
      visit(category.children.map((id) => index.get(id)).filter((c): c is Category => !!c));
    }
  };
  visit(categories.filter((c) => c.parent_id === null));
  return ordered.map((c) => ({
    value: String(c.id),
    dir: "auto" as const,
    label: lineageOf(c.id, index)
      .map((n) => n.name)
      .join(" › "),
  }));
}

/** The category filter: every category, searchable, loaded when the sidebar opens. */
export function CategoryField({
  value,
  current,
  onChange,
}: {
  value: number | null;
  /** The category of the results, shown before the list has loaded. */
  current: Category | null;
  onChange: (id: number | null) => void;
}) {
  const categories = useAllCategories();
  const options = useMemo(() => {
    const list = categories
      ? categoryOptions(categories)
      : current
        ? [{ value: String(current.id), label: current.name, dir: "auto" as const }]
        : [];
    return [{ value: ALL, label: t("All categories") }, ...list];
  }, [categories, current]);
  return (
    <Dropdown
      label={t("Category")}
      searchable
      loading={categories === null && value !== null && !current}
      options={options}
      value={value === null ? ALL : String(value)}
      onChange={(next) => onChange(next === ALL ? null : Number(next))}
    />
  );
}
