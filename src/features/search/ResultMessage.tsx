import { Link } from "wouter";
import { PATHS } from "../../lib/routes";
import { clearFilters } from "../../lib/search-filters";
import { hasActiveFilters } from "../../lib/search-params";
import type { SearchLocation } from "../../ui/use-search-location";
import { useSearchNavigation } from "./use-search-navigation";

interface Props {
  status: "empty" | "error";
  onRetry: () => void;
  location: SearchLocation;
}

/** What a result list says when nothing matches, or when it failed to load. */
export function ResultMessage({ status, onRetry, location }: Props) {
  const { params } = location;
  const { hrefFor } = useSearchNavigation(location);
  if (status === "error") {
    return (
      <div className="result-message" role="alert">
        <h2>The results didn’t load</h2>
        <p>Check your connection and try again.</p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="result-message">
      <h2>Nothing matches this search</h2>
      <p>Try fewer words or fewer filters, or browse the categories.</p>
      <p className="result-message__actions">
        {hasActiveFilters(params) && (
          <Link href={hrefFor(clearFilters(params))} className="button">
            Clear filters
          </Link>
        )}
        <Link href={PATHS.categoryIndex} className="button button--secondary">
          Browse by category
        </Link>
      </p>
    </div>
  );
}
