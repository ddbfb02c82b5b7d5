import { useId } from "react";
import type { Option } from "../../api/contract/dispute";
import { t } from "../../lib/i18n/translate";
import { STATUS_LABELS } from "../../widgets/disputes/dispute-labels";
import { FilterSelect, useFilterDraft } from "./filter-form";
import { type ArbitratorQuery, serializeArbitratorQuery } from "./list-query";

interface Props {
  query: ArbitratorQuery;
  disputeTypes: Option[];
  /** Called with the new filters; the page goes back to 1. */
  onApply: (query: ArbitratorQuery) => void;
}

const STATUSES = Object.entries(STATUS_LABELS);

/** Status, dispute type and text; applying changes the address, which loads the list. */
export function ArbitratorFilters({ query, disputeTypes, onApply }: Props) {
  const { draft, setDraft, submit } = useFilterDraft(query, serializeArbitratorQuery(query), onApply);
  const textId = useId();
  return (
    <form className="rv-dispute-filters" onSubmit={submit} aria-label={t("Filter disputes")}>
      <FilterSelect
        label={t("Status")}
        any={t("Any status")}
        value={draft.status}
        options={STATUSES.map(([value, label]) => ({ value, label: t(label) }))}
        onChange={(status) => setDraft({ ...draft, status })}
      />
      <FilterSelect
        label={t("Dispute type")}
        any={t("Any type")}
        value={draft.dispute_type}
        options={disputeTypes}
        onChange={(dispute_type) => setDraft({ ...draft, dispute_type })}
      />
      <div className="rv-dispute-form__field">
        <label htmlFor={textId}>{t("Text")}</label>
        <input
          id={textId}
          type="search"
          value={draft.q}
          maxLength={200}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </div>
      <button type="submit" className="rv-button">
        {t("Apply filters")}
      </button>
    </form>
  );
}
