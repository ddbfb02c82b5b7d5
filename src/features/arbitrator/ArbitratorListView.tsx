// The arbitrator's list as loaded: filters, the total and paging, all in the URL. A failed load
// shows an empty list with a message.

import { useLocation } from "wouter";
import type { PageDataOf } from "../../api/contract/page-data";
import { t } from "../../lib/i18n/translate";
import { Loading } from "../../ui/Loading";
import { Pagination } from "../../ui/Pagination";
import type { PageDataState } from "../../widgets/use-page-data";
import { ArbitrationNav } from "./ArbitrationNav";
import { ArbitratorFilters } from "./ArbitratorFilters";
import { ArbitratorTable } from "./ArbitratorTable";
import { parseArbitratorQuery, serializeArbitratorQuery } from "./list-query";
import "../../widgets/disputes/disputes.css";
import { useRouteHref, useRouteQuery } from "../../ui/use-route-query";

export type Answer = PageDataOf<"arbitrator">;

export function ArbitratorListView({ state }: { state: PageDataState<Answer> }) {
  const [, navigate] = useLocation();
  const query = useRouteQuery(parseArbitratorQuery);
  const listHref = useRouteHref(serializeArbitratorQuery);
  const data = state.status === "ready" ? state.data : null;
  // A failed load leaves the list empty, with a message.
  const disputes = data?.disputes ?? [];
  const total = data?.total_results ?? 0;
  return (
    <div className="rv-dispute-page">
      <ArbitrationNav current="disputes" />
      <h1>{t("Disputes")}</h1>
      <ArbitratorFilters
        query={query}
        disputeTypes={data?.dispute_types ?? []}
        onApply={(next) => navigate(listHref(next))}
      />
      {state.status === "loading" && <Loading label={t("Loading disputes...")} />}
      {state.status === "error" && (
        <p role="alert" className="rv-dispute-error">
          {state.error.status > 0
            ? t(
                "The disputes didn’t load (HTTP status {status}), so the list is empty. Change the filters or try again later.",
                { status: String(state.error.status) },
              )
            : t(
                "The disputes didn’t load (no answer from the server), so the list is empty. Change the filters or try again later.",
              )}
        </p>
      )}
      {data && (
        <p role="status">
          {data.total_results > data.per_page
            ? t("{count, plural, one {# dispute} other {# disputes}}, page {page} of {pages}", {
                count: total,
                page: data.page,
                pages: Math.ceil(total / data.per_page),
              })
            : t("{count, plural, one {# dispute} other {# disputes}}", { count: total })}
        </p>
      )}
      {disputes.length > 0 && <ArbitratorTable disputes={disputes} />}
      {data && disputes.length === 0 && <p>{t("No disputes match these filters.")}</p>}
      {data && (
        <Pagination
          currentPage={data.page}
          totalPages={Math.ceil(total / data.per_page)}
          hrefFor={(page) => listHref({ ...query, page })}
          label={t("Dispute pages")}
        />
      )}
    </div>
  );
}
