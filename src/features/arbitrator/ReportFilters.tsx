import { t } from "../../lib/i18n/translate";
import { REPORT_REASONS, REPORT_STATUSES } from "../../lib/review-reports";
import { FilterSelect, useFilterDraft } from "./filter-form";
import { type ReportQuery, serializeReportQuery } from "./report-query";

interface Props {
  query: ReportQuery;
  /** Called with the new filters; the page goes back to 1. */
  onApply: (query: ReportQuery) => void;
}

/** Reason and status; applying changes the address, which loads the list. */
export function ReportFilters({ query, onApply }: Props) {
  const { draft, setDraft, submit } = useFilterDraft(query, serializeReportQuery(query), onApply);
  return (
    <form className="rv-dispute-filters" onSubmit={submit} aria-label={t("Filter reports")}>
      <FilterSelect
        label={t("Reason")}
        any={t("Any reason")}
        value={draft.reason}
        options={REPORT_REASONS.map(({ value, label }) => ({ value, label: t(label) }))}
        onChange={(reason) => setDraft({ ...draft, reason })}
      />
      <FilterSelect
        label={t("Status")}
        any={t("Any status")}
        value={draft.status}
        options={REPORT_STATUSES.map(({ value, label }) => ({ value, label: t(label) }))}
        onChange={(status) => setDraft({ ...draft, status })}
      />
      <button type="submit" className="rv-button">
        {t("Apply filters")}
      </button>
    </form>
  );
}
