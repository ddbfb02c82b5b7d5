import { Link } from "wouter";
import type { Category } from "../../api/types/category";
import { PATHS } from "../../lib/routes";

/** The category's upper levels, from the index down, then the category itself. */
export function Breadcrumbs({ upper, current }: { upper: Category[]; current: Category }) {
  return (
    <nav aria-label="Breadcrumbs" className="rv-breadcrumbs">
      <ol>
        <li>
          <Link href={PATHS.categoryIndex}>Product categories</Link>
        </li>
        {upper.map((category) => (
          <li key={category.id}>
            <Link href={category.path}>{category.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current.name}</li>
      </ol>
    </nav>
  );
}
