// The open questions about products the reviewer bought, newest first, 10 a page: 'More questions'
// adds the next ones below; a question they answer here leaves the list at once.
import { useRef, useState } from "react";
import type { QuestionAboutProduct, QuestionsToAnswerResponse } from "../../api/contract/questions";
import { getQuestionsToAnswer, questionsToAnswerUrl } from "../../api/questions";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { useCachedRequest } from "../../widgets/use-cached-request";

/** The host's page size for the questions to answer. */
export const QUESTIONS_TO_ANSWER_PER_PAGE = 10;

export interface QuestionsToAnswer {
  questions: QuestionAboutProduct[];
  /** The first page has not arrived yet. */
  loading: boolean;
  error: boolean;
  retry: () => void;
  /** More questions remain; null while they are on their way. */
  more: (() => void) | null;
  /** Takes an answered question out of the list. */
  answered: (id: string) => void;
}

interface Merged {
  /** Which request the list holds the answer of. */
  request: number;
  questions: QuestionAboutProduct[];
  last: QuestionsToAnswerResponse | null;
  /** The last answer brought questions not shown yet. */
  grew: boolean;
}

/**
 * The next page to ask for: each question answered here leaves the host's list, so the ones after
 * it move up a place. The first question not shown yet is at the place after the open ones shown,
 * wherever answers moved it; a page that overlaps what is shown is merged without repeats.
 */
export function nextPage(openShown: number, lastPage: number, lastGrew: boolean): number {
  const page = Math.floor(openShown / QUESTIONS_TO_ANSWER_PER_PAGE) + 1;
  // An answer given elsewhere moves the host's pages the other way: never ask twice in vain.
  return page <= lastPage && !lastGrew ? lastPage + 1 : page;
}

const isAnswer = (data: unknown): data is QuestionsToAnswerResponse =>
  typeof data === "object" &&
  data !== null &&
  Array.isArray((data as QuestionsToAnswerResponse).questions) &&
  typeof (data as QuestionsToAnswerResponse).total_pages === "number";

export function useQuestionsToAnswer(): QuestionsToAnswer {
  const [request, setRequest] = useState({ n: 0, page: 1 });
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const url = questionsToAnswerUrl(request.page);
  // Each 'More questions' is a request of its own, even for a page asked before (answers moved it).
  const key = request.n === 0 ? url : `${url}#more-${request.n}`;
  const { data, error, retry } = useCachedRequest(key, () => getQuestionsToAnswer(url), SHORT_LIFETIME, [
    "questions",
  ]);
  const malformed = data !== null && !isAnswer(data);
  const merged = useRef<Merged>({ request: -1, questions: [], last: null, grew: false });
  if (data && !malformed && merged.current.request !== request.n) {
    const known = new Set(merged.current.questions.map((q) => q.id));
    const added = data.questions.filter((q) => !known.has(q.id));
    merged.current = {
      request: request.n,
      questions: [...merged.current.questions, ...added],
      last: data,
      grew: added.length > 0,
    };
  }
  const { last, grew } = merged.current;
  const questions = merged.current.questions.filter((q) => !done.has(q.id));
  const settled = last !== null && merged.current.request === request.n;
  return {
    questions,
    loading: !last && !error && !malformed,
    error: !!error || malformed,
    retry,
    more:
      settled && last.current_page < last.total_pages
        ? () => setRequest({ n: request.n + 1, page: nextPage(questions.length, request.page, grew) })
        : null,
    answered: (id) => setDone(new Set([...done, id])),
  };
}
