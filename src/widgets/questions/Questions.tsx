// Questions and answers (questions_for_widget: 3 a page, newest first) of a product, or of every
// product of a store on its page, each naming its product. Shown only when the store enables
// them and there is at least one page. Loaded near the viewport (QuestionsSection.tsx).
import { useRef, useState } from "react";
import { Link } from "wouter";
import { getQuestions, questionsUrl } from "../../api/questions";
import type { Question } from "../../api/types/questions";
import type { ProductData, ShopData } from "../../api/types/shop";
import { formatDate } from "../../lib/date-format";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { useCachedRequest } from "../use-cached-request";
import "./questions.css";

export interface QuestionsProps {
  /** Default none: the questions of every product of the store. */
  product?: ProductData;
  shop: ShopData;
}

const QUESTIONS_PER_PAGE = 3;

/** Every question loaded so far: page 1 up to `page`. */
interface QuestionPages {
  questions: Question[];
  page: number;
  totalPages: number;
  total: number;
}

export default function Questions({ product, shop }: QuestionsProps) {
  const country = useAtomValue(countryAtom);
  const ownerKey = `${shop.domain}|${product?.external_id ?? "*"}`;
  const [wanted, setWanted] = useState({ ownerKey, page: 1 });
  const page = wanted.ownerKey === ownerKey ? wanted.page : 1;
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
  });
  // Kept 60 s by the address of the last page loaded, each answer holding the pages before it too.
  const request = useCachedRequest<QuestionPages>(
    url,
    async () => {
      const answer = await getQuestions(url);
      // A later page adds to the pages on screen, which are this owner's earlier ones.
      const before = page > 1 ? (shown.current?.questions ?? []) : [];
      return {
        questions: [...before, ...answer.questions],
        page: answer.current_page,
        totalPages: answer.total_pages,
        total: answer.total_count,
      };
    },
    SHORT_LIFETIME,
  );
  // While the next page loads (or after it failed), the pages already shown stay.
  const pages = request.data ?? (page > 1 ? request.shown : null);
  shown.current = pages;
  const more = () =>
    request.error ? request.retry() : setWanted({ ownerKey, page: pages ? pages.page + 1 : 1 });

  if (!pages || pages.totalPages <= 0) return null;
  return (
    <section className="questions" aria-labelledby="questions-heading">
      <h2 id="questions-heading">Questions ({pages.total})</h2>
      <ol className="questions__list">
        {pages.questions.map((question) => (
          <li key={question.id} className="question">
            {question.product && (
              <p className="question__product">
                About <Link href={question.product.internal_path}>{question.product.title}</Link>
              </p>
            )}
            <p className="question__body">
              <strong>Q: </strong>
              {question.body}
            </p>
            <p className="question__meta">
              {question.author_name} ·{" "}
              <time dateTime={question.created_at}>{formatDate(question.created_at, country)}</time>
            </p>
            {question.answers.map((answer) => (
              <p key={answer.id} className="question__answer">
                <strong>A: </strong>
                {answer.body}
                <span className="question__meta"> — {answer.author_name}</span>
              </p>
            ))}
            {question.awaiting_answer && <p className="question__meta">Not answered yet.</p>}
          </li>
        ))}
      </ol>
      {request.error && <p role="alert">The questions didn’t load. Try again in a moment.</p>}
      {pages.page < pages.totalPages && (
        <button type="button" className="button button--secondary" onClick={more}>
          More questions
        </button>
      )}
    </section>
  );
}
