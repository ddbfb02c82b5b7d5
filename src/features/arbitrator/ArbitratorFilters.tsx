import { type FormEvent, useId, useState } from "react";
import type { Option } from "../../api/types/dispute";
import { STATUS_LABELS } from "../../widgets/disputes/dispute-labels";
import { type ArbitratorQuery, serializeArbitratorQuery } from "./list-query";

interface Props {
  query: ArbitratorQuery;
  disputeTypes: Option[];
  /** Called with the new filters; the page goes back to 1. */
  onApply: (query: ArbitratorQuery) => void;
}

/** Status, dispute type and text; applying changes the address, which loads the list. */
export function ArbitratorFilters({ query, disputeTypes, onApply }: Props) {
  const [draft, setDraft] = useState(query);
  const address = serializeArbitratorQuery(query);
  const [shownFor, setShownFor] = useState(address);
  // The address changed (back, forward, a link): the form follows it. Compared by value: the
  // list re-renders with a new query object for the same address, and the draft must survive.
  if (shownFor !== address) {
    setShownFor(address);
    setDraft(query);
  }
  const ids = { status: useId(), type: useId(), q: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  return (
    <form className="dispute-filters" onSubmit={submit} aria-label="Filter disputes">
      <div className="dispute-form__field">
        <label htmlFor={ids.status}>Status</label>
        <select
          id={ids.status}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
        >
          <option value="">Any status</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="dispute-form__field">
        <label htmlFor={ids.type}>Dispute type</label>
        <select
          id={ids.type}
          value={draft.dispute_type}
          onChange={(e) => setDraft({ ...draft, dispute_type: e.target.value })}
        >
          <option value="">Any type</option>
          {disputeTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <div className="dispute-form__field">
        <label htmlFor={ids.q}>Text</label>
        <input
          id={ids.q}
          type="search"
          value={draft.q}
          maxLength={200}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </div>
      <button type="submit" className="button">
        Apply filters
      </button>
    </form>
  );
}
