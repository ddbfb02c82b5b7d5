// The questions' controls: search within the questions and their answers, and 'Unanswered only'.
// Each one changes the address, never local state (use-question-query.ts).
import { type FormEvent, useEffect, useId, useState } from "react";
import { QUESTION_SEARCH_MAX_LENGTH, type QuestionQuery } from "../../lib/question-query";

interface Props {
  query: QuestionQuery;
  go: (change: Partial<QuestionQuery>) => void;
}

export function QuestionControls({ query, go }: Props) {
  const inputId = useId();
  const [text, setText] = useState(query.search);
  // Back and forward change the search: the box follows the address.
  useEffect(() => setText(query.search), [query.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== query.search) go({ search: text });
  };

  return (
    <div className="question-controls">
      <search className="question-controls__search">
        <form onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            Search questions
          </label>
          <input
            id={inputId}
            type="search"
            placeholder="Search questions"
            maxLength={QUESTION_SEARCH_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--small" aria-label="Search questions">
            Search
          </button>
        </form>
      </search>
      <label className="question-controls__toggle">
        <input
          type="checkbox"
          checked={query.unansweredOnly}
          onChange={(event) => go({ unansweredOnly: event.target.checked })}
        />
        Unanswered only
      </label>
    </div>
  );
}
