// The questions of a product, or of every product of a store, under the address's search and
// 'Unanswered only': 3 a page, newest first, 'More questions' adding the next page below the ones
// shown. Kept 60 s by the address of the last page loaded, each answer holding the pages before it.
import { useRef, useState } from "react";
import type { ApiError } from "../../api/client";
import type { Question } from "../../api/contract/questions";
import type { ProductData, ShopData } from "../../api/contract/shop";
import { getQuestions, questionsUrl } from "../../api/questions";
import { type QuestionQuery, serializeQuestionQuery } from "../../lib/question-query";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { useCachedRequest } from "../use-cached-request";

const QUESTIONS_PER_PAGE = 3;

/** Every question loaded so far: page 1 up to `page`. */
export interface QuestionPages {
  questions: Question[];
  page: number;
  totalPages: number;
  total: number;
}

export interface QuestionList {
  /** What is shown: while another search loads, the last list. */
  pages: QuestionPages | null;
  /** A page is on its way. */
  loading: boolean;
  /** What is shown is another search's list, until this one's first page comes. */
  stale: boolean;
  error: ApiError | null;
  retry: () => void;
  /** Loads the next page below the ones shown. */
  more: () => void;
}

export function useQuestionPages(shop: ShopData, product: ProductData | undefined, query: QuestionQuery) {
  const listKey = `${shop.domain}|${product?.external_id ?? "*"}|${serializeQuestionQuery(query)}`;
  const [wanted, setWanted] = useState({ listKey, page: 1 });
  const page = wanted.listKey === listKey ? wanted.page : 1;
  const shown = useRef<QuestionPages | null>(null);
  const url = questionsUrl({
    json_request: true,
    shop_domain: shop.domain,
    api_token: shop.public_token,
    platform: shop.platform,
    product_id: product?.external_id,
    sort_by: "created_at",
    sort_dir: "desc",
    per_page: QUESTIONS_PER_PAGE,
    page,
    search: query.search || undefined,
    unanswered_only: query.unansweredOnly || undefined,
  });
  const request = useCachedRequest<QuestionPages>(
    url,
    async () => {
      const answer = await getQuestions(url);
      // A later page adds to the pages on screen, which are this list's earlier ones; a question
      // asked meanwhile moves the others down, so one already shown may come again.
      const before = page > 1 ? (shown.current?.questions ?? []) : [];
      const fresh = answer.questions.filter((question) => !before.some((b) => b.id === question.id));
      return {
        questions: [...before, ...fresh],
        page: answer.current_page,
        totalPages: answer.total_pages,
        total: answer.total_count,
      };
    },
    SHORT_LIFETIME,
    ["questions"],
  );
  const pages = request.data ?? request.shown;
  shown.current = pages;
  return {
    pages,
    loading: !request.data,
    stale: !request.data && page === 1,
    error: request.error,
    retry: request.retry,
    more: () => setWanted({ listKey, page: (pages?.page ?? 0) + 1 }),
  } satisfies QuestionList;
}
