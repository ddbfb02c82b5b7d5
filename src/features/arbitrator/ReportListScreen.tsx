// The arbitrator's list of reported reviews, questions and answers, beside the disputes. Anyone but an arbitrator is
// refused: a guest goes to sign in, a reviewer sees a "not allowed" screen.
import { useLocation } from "wouter";
import type { PageDataOf } from "../../api/contract/page-data";
import { t } from "../../lib/i18n/translate";
import { Loading } from "../../ui/Loading";
import { Pagination } from "../../ui/Pagination";
import { LoadFailed, refusal } from "../../widgets/LoadFailed";
import { usePageData } from "../../widgets/use-page-data";
import { ArbitrationNav } from "./ArbitrationNav";
import { ReportFilters } from "./ReportFilters";
import { ReportsTable } from "./ReportsTable";
import { parseReportQuery, reportPageQuery, serializeReportQuery } from "./report-query";
import { useSignInWhenGuest } from "./use-arbitrator-access";
import "../../widgets/disputes/disputes.css";
import { useRouteHref, useRouteQuery } from "../../ui/use-route-query";

export function ReportListScreen() {
  const state = usePageData<PageDataOf<"arbitratorReports">>({ tags: ["reports"], query: reportPageQuery });
  const toSignIn = useSignInWhenGuest(state);
  const [, navigate] = useLocation();
  const query = useRouteQuery(parseReportQuery);
  const listHref = useRouteHref(serializeReportQuery);
  if (toSignIn) return <Loading />;
  if (state.status === "error" && state.error.status === 403)
    return <LoadFailed status={403} reason={refusal(state.error.data)} />;
  const data = state.status === "ready" ? state.data : null;
  const reports = data?.reports ?? [];
  const total = data?.total_results ?? 0;
  const pages = data ? Math.ceil(total / data.per_page) : 0;
  return (
    <div className="rv-dispute-page">
      <ArbitrationNav current="reports" />
      <h1>{t("Reports")}</h1>
      <ReportFilters query={query} onApply={(next) => navigate(listHref(next))} />
      {state.status === "loading" && <Loading label={t("Loading reports...")} />}
      {state.status === "error" && (
        <p role="alert" className="rv-dispute-error">
          {t("The reports didn’t load, so the list is empty. Change the filters or try again later.")}
        </p>
      )}
      {data && (
        <p role="status">
          {pages > 1
            ? t("{count, plural, one {# reported item} other {# reported items}}, page {page} of {pages}", {
                count: total,
                page: data.page,
                pages,
              })
            : t("{count, plural, one {# reported item} other {# reported items}}", { count: total })}
        </p>
      )}
      {reports.length > 0 && <ReportsTable reports={reports} />}
      {data && reports.length === 0 && <p>{t("Nothing reported matches these filters.")}</p>}
      {data && (
        <Pagination
          currentPage={data.page}
          totalPages={pages}
          hrefFor={(page) => listHref({ ...query, page })}
          label={t("Report pages")}
        />
      )}
    </div>
  );
}
