import { Link } from "wouter";
import type { ApiError } from "../../api/client";
import type { FilterRelaxation } from "../../api/contract/search";
import { t } from "../../lib/i18n/translate";
import { tryAgainIn } from "../../lib/retry-wait";
import { PATHS } from "../../lib/routes";
import { activeFilterGroups, clearFilters, withoutFilter } from "../../lib/search-filters";
import { type FilterField, hasActiveFilters } from "../../lib/search-params";
import { filterLabel, type PillContext } from "../../lib/search-pills";
import { isTooManyRequests } from "../../ui/load-failure";
import type { SearchLocation } from "../../ui/use-search-location";
import { useSearchNavigation } from "./use-search-navigation";

/** What the host says about an empty page: the ways out of it and what each gives. */
export interface EmptyPage {
  relaxations?: FilterRelaxation[];
  all_stores_results_total_count?: number;
  search_in_shop_name?: string | null;
}

interface Props {
  status: "empty" | "error";
  /** Why the results did not load; a refusal for too many searches says when to try again. Default: unknown. */
  error?: ApiError | null;
  onRetry: () => void;
  location: SearchLocation;
  /** Default: no ways out are known (the empty page then offers Clear and the categories). */
  empty?: EmptyPage;
  pillContext: PillContext;
}

/**
 * What a result list says when nothing matches, or when it failed to load. An empty page names
 * the filters that emptied it, with one way out per filter and the number of results it gives. A
 * refusal for too many searches says so and when to try again (the host's Retry-After).
 */
export function ResultMessage({ status, error, onRetry, location, empty = {}, pillContext }: Props) {
  const { params } = location;
  const { hrefFor } = useSearchNavigation(location);
  if (status === "error") {
    const refused = isTooManyRequests(error);
    return (
      <div className="rv-result-message" role="alert">
        <h2>{refused ? t("Too many searches right now") : t("The results didn’t load")}</h2>
        <p>{refused ? tryAgainIn(error.retryAfter) : t("Check your connection and try again.")}</p>
        <button type="button" className="rv-button" onClick={onRetry}>
          {t("Try again")}
        </button>
      </div>
    );
  }
  const byFields = new Map((empty.relaxations ?? []).map((r) => [r.fields.join(), r]));
  const groups = activeFilterGroups(params).flatMap((fields) => {
    const relaxation = byFields.get(fields.join());
    return relaxation ? [{ fields, relaxation }] : [];
  });
  const shop = empty.search_in_shop_name;
  const everywhere = empty.all_stores_results_total_count;
  const { shop_domain: _d, search_in_shop: _s, platform: _p, ...allStores } = params;
  return (
    <div className="rv-result-message">
      <h2>{shop ? t("No results in {shop}", { shop }) : t("Nothing matches this search")}</h2>
      {shop && everywhere !== undefined && everywhere > 0 && (
        <p>
          <Link href={hrefFor({ ...allStores, page: 1 })}>
            {t("{count, plural, one {# result in all stores} other {# results in all stores}}", {
              count: everywhere,
            })}
          </Link>
        </p>
      )}
      {groups.length > 0 ? (
        <>
          <p>
            {t("{count, plural, one {This filter left no results:} other {These filters left no results:}}", {
              count: groups.length,
            })}
          </p>
          <ul className="rv-result-message__relaxations" aria-label={t("Remove a filter")}>
            {groups.map(({ fields, relaxation }) => (
              <li key={fields.join()}>
                <Link
                  href={hrefFor(withoutFilter(params, fields as FilterField[]))}
                  className="rv-relaxation"
                >
                  <span>{t("Remove “{filter}”", { filter: filterLabel(fields, params, pillContext) })}</span>
                  <span className="rv-relaxation__count">
                    {t("{count, plural, one {{rounded} result} other {{rounded} results}}", {
                      count: relaxation.results_total_count,
                      rounded: relaxation.rounded_results_total_count,
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t("Try fewer words, or browse the categories.")}</p>
      )}
      <p className="rv-result-message__actions">
        {hasActiveFilters(params) && (
          <Link href={hrefFor(clearFilters(params))} className="rv-button rv-button--secondary">
            {t("Clear filters")}
          </Link>
        )}
        <Link href={PATHS.categoryIndex} className="rv-button rv-button--secondary">
          {t("Browse by category")}
        </Link>
      </p>
    </div>
  );
}
