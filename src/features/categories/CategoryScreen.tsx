// Category page, route categoryShow: title, description, breadcrumbs of the upper levels,
// children with their grand-children, and the category's products (in this chunk: shown at once).
// A failed category load goes to the category index.

import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import type { PageDataOf } from "../../api/contract/page-data";
import { usePageData } from "../../widgets/use-page-data";
import { Breadcrumbs } from "./Breadcrumbs";
import CategoryProducts from "./CategoryProducts";
import "./categories.css";
import { t } from "../../lib/i18n/translate";
import { PATHS } from "../../lib/routes";

export default function CategoryScreen() {
  const state = usePageData<PageDataOf<"categoryShow">>();
  const [, navigate] = useLocation();
  const failed = state.status === "error" || (state.status === "ready" && !state.data?.category);
  useEffect(() => {
    if (failed) navigate(PATHS.categoryIndex, { replace: true });
  }, [failed, navigate]);

  if (state.status !== "ready" || failed) {
    return (
      <p className="rv-loading" role="status">
        <span className="rv-loading__spinner" aria-hidden="true" />
        {t("Loading...")}
      </p>
    );
  }
  const { category, children = [], grand_children = [], upper_level_categories = [] } = state.data;
  return (
    <article className="rv-category-page">
      <Breadcrumbs upper={upper_level_categories} current={category} />
      <h1 dir="auto">{category.name}</h1>
      {category.external_description && (
        <p className="rv-category-page__lead" dir="auto">
          {category.external_description}
        </p>
      )}
      {children.length > 0 && (
        <nav aria-label={t("Inside {category}", { category: category.name })}>
          <ul className="rv-category-page__children">
            {children.map((child) => (
              <li key={child.id}>
                <Link href={child.path} className="rv-category-page__child" dir="auto">
                  {child.name}
                </Link>
                <ul className="rv-category-page__grandchildren">
                  {grand_children
                    .filter((grand) => grand.parent_id === child.id)
                    .map((grand) => (
                      <li key={grand.id}>
                        <Link href={grand.path} dir="auto">
                          {grand.name}
                        </Link>
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <CategoryProducts category={category} />
    </article>
  );
}
