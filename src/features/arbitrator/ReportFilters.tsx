import { type FormEvent, useId, useState } from "react";
import { REPORT_REASONS, REPORT_STATUSES } from "../../lib/review-reports";
import { type ReportQuery, serializeReportQuery } from "./report-query";

interface Props {
  query: ReportQuery;
  /** Called with the new filters; the page goes back to 1. */
  onApply: (query: ReportQuery) => void;
}

/** Reason and status; applying changes the address, which loads the list. */
export function ReportFilters({ query, onApply }: Props) {
  const [draft, setDraft] = useState(query);
  const address = serializeReportQuery(query);
  const [shownFor, setShownFor] = useState(address);
  // The address changed (back, forward, a link): the form follows it.
  if (shownFor !== address) {
    setShownFor(address);
    setDraft(query);
  }
  const ids = { reason: useId(), status: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  return (
    <form className="dispute-filters" onSubmit={submit} aria-label="Filter reports">
      <div className="dispute-form__field">
        <label htmlFor={ids.reason}>Reason</label>
        <select
          id={ids.reason}
          value={draft.reason}
          onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
        >
          <option value="">Any reason</option>
          {REPORT_REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div className="dispute-form__field">
        <label htmlFor={ids.status}>Status</label>
        <select
          id={ids.status}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
        >
          <option value="">Any status</option>
          {REPORT_STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        Apply filters
      </button>
    </form>
  );
}
