// The review controls: search within reviews, sort, source, verified only and with media only.
// Each one changes the address, never local state. Sort and source are native selects, as on the
// search page: every device offers its own picker, and the first paint carries no listbox code.
import { type FormEvent, useEffect, useId, useState } from "react";
import { REVIEW_SORTS, REVIEW_SOURCES, type ReviewQuery, SEARCH_MAX_LENGTH } from "../../lib/review-query";

interface Props {
  query: ReviewQuery;
  go: (change: Partial<ReviewQuery>) => void;
}

export default function ReviewControls({ query, go }: Props) {
  const inputId = useId();
  const [text, setText] = useState(query.search);
  // Back, forward or a removed chip change the search: the box follows the address.
  useEffect(() => setText(query.search), [query.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== query.search) go({ search: text });
  };

  return (
    <div className="review-controls">
      <search className="review-controls__search">
        <form onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            Search reviews
          </label>
          <input
            id={inputId}
            type="search"
            placeholder="Search reviews"
            maxLength={SEARCH_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--small" aria-label="Search reviews">
            Search
          </button>
        </form>
      </search>
      <ControlSelect
        label="Sort by"
        options={REVIEW_SORTS}
        value={query.sort}
        onChange={(sort) => go({ sort: sort as ReviewQuery["sort"] })}
      />
      <ControlSelect
        label="Source"
        options={REVIEW_SOURCES}
        value={query.source}
        onChange={(source) => go({ source: source as ReviewQuery["source"] })}
      />
      <fieldset className="review-controls__toggles">
        <legend className="visually-hidden">Show only</legend>
        <label>
          <input
            type="checkbox"
            checked={query.verifiedOnly}
            onChange={(event) => go({ verifiedOnly: event.target.checked })}
          />{" "}
          Verified buyers only
        </label>
        <label>
          <input
            type="checkbox"
            checked={query.withMedia}
            onChange={(event) => go({ withMedia: event.target.checked })}
          />{" "}
          With photos or videos
        </label>
      </fieldset>
    </div>
  );
}

function ControlSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="review-controls__select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
