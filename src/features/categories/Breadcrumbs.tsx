import { Link } from "wouter";
import type { Category } from "../../api/contract/category";
import { t } from "../../lib/i18n/translate";
import { PATHS } from "../../lib/routes";

/** The category's upper levels, from the index down, then the category itself. */
export function Breadcrumbs({ upper, current }: { upper: Category[]; current: Category }) {
  return (
    <nav aria-label={t("Breadcrumbs")} className="rv-breadcrumbs">
      <ol>
        <li>
          <Link href={PATHS.categoryIndex}>{t("Product categories")}</Link>
        </li>
        {upper.map((category) => (
          <li key={category.id}>
            <Link href={category.path} dir="auto">
              {category.name}
            </Link>
          </li>
        ))}
        <li aria-current="page" dir="auto">
          {current.name}
        </li>
      </ol>
    </nav>
  );
}
