import { Link } from "wouter";
import { activeLanguage, t } from "../lib/i18n/translate";

interface Props {
  currentPage: number;
  totalPages: number;
  /** The address of a page, keeping every other parameter. */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark; default 'Pages'. */
  label?: string;
}

/** Page numbers around the current one, with first, last, previous and next. */
function pageWindow(current: number, total: number): (number | "gap")[] {
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  let last = 0;
  for (const page of sorted) {
    // A gap where the next page shown does not follow the last (none before the first).
    if (last && page - last > 1) out.push("gap");
    out.push(page);
    last = page;
  }
  return out;
}

export function Pagination({ currentPage, totalPages, hrefFor, label }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="rv-pagination" aria-label={label ?? t("Pages")}>
      {currentPage > 1 && (
        <Link href={hrefFor(currentPage - 1)} className="rv-pagination__step" rel="prev">
          {t("Previous")}
        </Link>
      )}
      <ul>
        {pageWindow(currentPage, totalPages).map((page, index) =>
          page === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefFor(page)}
                aria-current={page === currentPage ? "page" : undefined}
                aria-label={t("Page {page}", { page })}
              >
                {page.toLocaleString(activeLanguage())}
              </Link>
            </li>
          ),
        )}
      </ul>
      {currentPage < totalPages && (
        <Link href={hrefFor(currentPage + 1)} className="rv-pagination__step" rel="next">
          {t("Next")}
        </Link>
      )}
    </nav>
  );
}
