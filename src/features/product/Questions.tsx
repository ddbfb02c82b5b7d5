// Questions and answers (questions_for_widget: 3 a page, newest first), shown only when the
// shop enables them and there is at least one page.
import { useEffect, useState } from "react";
import { getQuestions } from "../../api/catalog";
import type { Question } from "../../api/types/review";
import type { ProductData, ShopData } from "../../api/types/shop";
import { formatDate } from "../../lib/date-format";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";

interface Props {
  product: ProductData;
  shop: ShopData;
}

export const QUESTIONS_PER_PAGE = 3;

export default function Questions({ product, shop }: Props) {
  const country = useAtomValue(countryAtom);
  const [pages, setPages] = useState({ questions: [] as Question[], page: 0, totalPages: 0, total: 0 });
  // A new attempt object per click, so asking again after a failure loads again.
  const [wanted, setWanted] = useState({ page: 1 });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    getQuestions(
      {
        json_request: true,
        shop_domain: shop.domain,
        api_token: shop.public_token,
        platform: shop.platform,
        product_id: product.external_id,
        sort_by: "created_at",
        sort_dir: "desc",
        per_page: QUESTIONS_PER_PAGE,
        page: wanted.page,
      },
      controller.signal,
    ).then(
      (result) =>
        setPages((previous) => ({
          questions: wanted.page === 1 ? result.questions : [...previous.questions, ...result.questions],
          page: result.current_page,
          totalPages: result.total_pages,
          total: result.total_count,
        })),
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [product.external_id, shop.domain, shop.public_token, shop.platform, wanted]);

  if (pages.totalPages <= 0) return null;
  return (
    <section id="questions" className="questions" aria-labelledby="questions-heading">
      <h2 id="questions-heading">Questions ({pages.total})</h2>
      <ol className="questions__list">
        {pages.questions.map((question) => (
          <li key={question.id} className="question">
            <p className="question__body">
              <strong>Q: </strong>
              {question.body}
            </p>
            <p className="question__meta">
              {question.author_name} ·{" "}
              <time dateTime={question.created_at}>{formatDate(question.created_at, country)}</time>
            </p>
            {question.answer ? (
              <p className="question__answer">
                <strong>A: </strong>
                {question.answer.body}
                <span className="question__meta"> — {question.answer.author_name}</span>
              </p>
            ) : (
              <p className="question__meta">Not answered yet.</p>
            )}
          </li>
        ))}
      </ol>
      {failed && <p role="alert">The questions didn’t load. Try again in a moment.</p>}
      {pages.page < pages.totalPages && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setWanted({ page: pages.page + 1 })}
        >
          More questions
        </button>
      )}
    </section>
  );
}
