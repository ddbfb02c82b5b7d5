// The questions' controls of the product and store pages live in the address: words to look for
// in the questions and their answers, and unanswered only. Their own parameter names, apart from
// the review controls' 'search'; paging stays on the page ('More questions').
import { defineQuery, flagField, textField } from "./query-codec";

export interface QuestionQuery {
  search: string;
  unansweredOnly: boolean;
}

export const DEFAULT_QUESTION_QUERY: Readonly<QuestionQuery> = { search: "", unansweredOnly: false };

export const QUESTION_SEARCH_MAX_LENGTH = 100;

export const QUESTION_QUERY = defineQuery<QuestionQuery>(
  {
    search: ["question_search", textField(QUESTION_SEARCH_MAX_LENGTH)],
    unansweredOnly: ["unanswered_only", flagField],
  },
  DEFAULT_QUESTION_QUERY,
);

export const parseQuestionQuery = QUESTION_QUERY.parse;

/** Parameters that are not the questions' controls (the review controls, say) are kept. */
export const serializeQuestionQuery = QUESTION_QUERY.serialize;

/** Whether the list is narrowed by a search or to the unanswered. */
export const narrowsQuestions = (query: QuestionQuery): boolean => serializeQuestionQuery(query) !== "";
