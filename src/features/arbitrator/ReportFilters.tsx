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
    <form className="rv-dispute-filters" onSubmit={submit} aria-label="Filter reports">
      <FilterSelect
        label="Reason"
        any="Any reason"
        value={draft.reason}
        options={REPORT_REASONS}
        onChange={(reason) => setDraft({ ...draft, reason })}
      />
      <FilterSelect
        label="Status"
        any="Any status"
        value={draft.status}
        options={REPORT_STATUSES}
        onChange={(status) => setDraft({ ...draft, status })}
      />
      <button type="submit" className="rv-button">
        Apply filters
      </button>
    </form>
  );
}
