// The open questions about products the reviewer bought, newest first, 10 a page: 'More questions'
// adds the next page below; a question they answer here leaves the list at once.
import { useRef, useState } from "react";
import { getQuestionsToAnswer, questionsToAnswerUrl } from "../../api/questions";
import type { QuestionAboutProduct, QuestionsToAnswerResponse } from "../../api/types/questions";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { useCachedRequest } from "../../widgets/use-cached-request";

export interface QuestionsToAnswer {
  questions: QuestionAboutProduct[];
  /** The first page has not arrived yet. */
  loading: boolean;
  error: boolean;
  retry: () => void;
  /** More pages remain; null while one is on its way. */
  more: (() => void) | null;
  /** Takes an answered question out of the list. */
  answered: (id: string) => void;
}

export function useQuestionsToAnswer(): QuestionsToAnswer {
  const [pages, setPages] = useState(1);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const key = questionsToAnswerUrl(pages);
  const { data, error, retry } = useCachedRequest(key, () => getQuestionsToAnswer(key), SHORT_LIFETIME, [
    "questions",
  ]);
  const loaded = useRef(new Map<number, QuestionsToAnswerResponse>());
  if (data) loaded.current.set(pages, data);

  const questions: QuestionAboutProduct[] = [];
  let last: QuestionsToAnswerResponse | undefined;
  for (let page = 1; page <= pages; page++) {
    const answer = loaded.current.get(page);
    if (!answer) break;
    // An answer elsewhere moves the host's pages up: a question may come twice.
    for (const q of answer.questions)
      if (!done.has(q.id) && !questions.some((shown) => shown.id === q.id)) questions.push(q);
    last = answer;
  }
  return {
    questions,
    loading: !last && !error,
    error: !!error,
    retry,
    more: last && data && last.current_page < last.total_pages ? () => setPages(pages + 1) : null,
    answered: (id) => setDone(new Set([...done, id])),
  };
}
