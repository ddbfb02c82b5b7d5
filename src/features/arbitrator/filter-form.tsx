// What the arbitrator's two filter forms (disputes, reports) share: a draft that follows the
// address, and a select of labelled options with an 'Any …' choice.
import { type FormEvent, useId, useState } from "react";

/**
 * The filters being edited, starting from the address's `query`. When the address changes (back,
 * forward, a link) the draft follows it. Compared by value (`address`): the list re-renders with a
 * new query object for the same address, and a draft not yet applied must survive that.
 * Submitting applies the draft from page 1.
 */
export function useFilterDraft<Q extends { page: number }>(
  query: Q,
  address: string,
  onApply: (query: Q) => void,
) {
  const [draft, setDraft] = useState(query);
  const [shownFor, setShownFor] = useState(address);
  if (shownFor !== address) {
    setShownFor(address);
    setDraft(query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  return { draft, setDraft, submit };
}

interface SelectProps<V extends string> {
  label: string;
  /** The empty choice's text, e.g. 'Any status'. */
  any: string;
  value: V | "";
  options: readonly { value: V; label: string }[];
  onChange: (value: V | "") => void;
}

/** A labelled select of `options` after an 'Any …' choice (the empty value). */
export function FilterSelect<V extends string>({ label, any, value, options, onChange }: SelectProps<V>) {
  const id = useId();
  return (
    <div className="rv-dispute-form__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V | "")}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
