// The questions' controls: search within the questions and their answers, and 'Unanswered only'.
// Each one changes the address, never local state (use-question-query.ts).
import { t } from "../../lib/i18n/translate";
import { QUESTION_SEARCH_MAX_LENGTH, type QuestionQuery } from "../../lib/question-query";
import { SearchWithin } from "../../ui/SearchWithin";

interface Props {
  query: QuestionQuery;
  go: (change: Partial<QuestionQuery>) => void;
}

export function QuestionControls({ query, go }: Props) {
  return (
    <div className="rv-question-controls">
      <SearchWithin
        label={t("Search questions")}
        value={query.search}
        maxLength={QUESTION_SEARCH_MAX_LENGTH}
        className="rv-question-controls__search"
        onSearch={(search) => go({ search })}
      />
      <label className="rv-question-controls__toggle">
        <input
          type="checkbox"
          checked={query.unansweredOnly}
          onChange={(event) => go({ unansweredOnly: event.target.checked })}
        />
        {t("Unanswered only")}
      </label>
    </div>
  );
}
