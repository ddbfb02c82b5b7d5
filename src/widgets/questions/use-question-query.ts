import { useLocation } from "wouter";
import { parseQuestionQuery, type QuestionQuery, serializeQuestionQuery } from "../../lib/question-query";
import { useRouteHref, useRouteQuery } from "../../ui/use-route-query";

export interface QuestionQueryControls {
  query: QuestionQuery;
  /** Navigates to the address with `change` applied, at the questions: the address is their only writer. */
  go: (change: Partial<QuestionQuery>) => void;
}

/** The questions' search and 'Unanswered only' as the address holds them: shareable, kept on reload and Back. */
export function useQuestionQuery(): QuestionQueryControls {
  const [, navigate] = useLocation();
  const query = useRouteQuery(parseQuestionQuery);
  const href = useRouteHref(serializeQuestionQuery);
  return { query, go: (change) => navigate(`${href({ ...query, ...change })}#questions`) };
}
