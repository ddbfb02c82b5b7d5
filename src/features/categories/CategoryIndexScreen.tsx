// Category index, route categoryIndex: the whole tree, each level ordered by page_order.

import { Link } from "wouter";
import type { Category } from "../../api/contract/category";
import type { PageDataOf } from "../../api/contract/page-data";
import {
  type CategoryIndex,
  childrenOf,
  indexCategories,
  sortCategories,
  topLevelCategories,
} from "../../lib/categories";
import { t } from "../../lib/i18n/translate";
import { LoadFailed } from "../../widgets/LoadFailed";
import { usePageData } from "../../widgets/use-page-data";
import "./categories.css";

const inPageOrder = (category: Category, index: CategoryIndex) =>
  sortCategories(childrenOf(category, index), "page_order");

export default function CategoryIndexScreen() {
  const state = usePageData<PageDataOf<"categoryIndex">>();
  if (state.status === "error")
    return <LoadFailed status={state.error.status} retryAfter={state.error.retryAfter} />;
  const all =
    state.status === "ready" && Array.isArray(state.data.product_categories)
      ? state.data.product_categories
      : null;
  const index = indexCategories(all ?? []);
  return (
    <section className="rv-category-index">
      <h1>{t("Product categories")}</h1>
      {!all ? (
        <p className="rv-loading" role="status">
          <span className="rv-loading__spinner" aria-hidden="true" />
          {t("Loading...")}
        </p>
      ) : (
        <ul className="rv-category-index__tops">
          {topLevelCategories(all).map((top) => (
            <li key={top.id} className="rv-category-index__top">
              <h2>
                <Link href={top.path} dir="auto">
                  {top.name}
                </Link>
              </h2>
              <ul className="rv-category-index__seconds">
                {inPageOrder(top, index).map((second) => (
                  <li key={second.id}>
                    <Link href={second.path} className="rv-category-index__second" dir="auto">
                      {second.name}
                    </Link>
                    <ul className="rv-category-index__thirds">
                      {inPageOrder(second, index).map((third) => (
                        <li key={third.id}>
                          <Link href={third.path} dir="auto">
                            {third.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
