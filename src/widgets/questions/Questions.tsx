// Questions and answers of a product, or of every product of a store on its page, each naming its
// product. Shown whenever the store enables them, saying so when there is none; loaded near the
// viewport (QuestionsSection.tsx).
import { useState } from "react";
import type { Question } from "../../api/types/questions";
import type { ProductData, ShopData } from "../../api/types/shop";
import { narrowsQuestions } from "../../lib/question-query";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { QuestionControls } from "./QuestionControls";
import { QuestionItem } from "./QuestionItem";
import { useQuestionPages } from "./use-question-pages";
import { useQuestionQuery } from "./use-question-query";
import "./questions.css";

export interface QuestionsProps {
  /** Default none: the questions of every product of the store. */
  product?: ProductData;
  shop: ShopData;
}

/** What the viewer changed on this list: questions they answered. */
interface Changes {
  owner: string;
  answered: Record<string, Question>;
}

export default function Questions({ product, shop }: QuestionsProps) {
  const country = useAtomValue(countryAtom);
  const { query, go } = useQuestionQuery();
  const { pages, loading, stale, error, retry, more } = useQuestionPages(shop, product, query);
  const owner = product?.encoded_id ?? shop.domain;
  const [changes, setChanges] = useState<Changes>({ owner, answered: {} });
  const mine = changes.owner === owner ? changes : { owner, answered: {} };
  const [confirmation, setConfirmation] = useState("");

  const questions = (pages?.questions ?? []).map((question) => mine.answered[question.id] ?? question);
  const total = pages?.total ?? 0;
  const narrowed = narrowsQuestions(query);

  const answered = (question: Question) => {
    setChanges({ ...mine, answered: { ...mine.answered, [question.id]: question } });
    setConfirmation("Thank you: your answer is posted.");
  };

  if (!pages && !error) return null;
  return (
    <section className="questions" aria-labelledby="questions-heading" aria-busy={loading}>
      <div className="questions__heading">
        <h2 id="questions-heading">{narrowed || !pages ? "Questions" : `Questions (${total})`}</h2>
      </div>
      <p role="status" className={confirmation ? "questions__confirmation" : "questions__status"}>
        {confirmation}
      </p>
      {(narrowed || total > 0) && <QuestionControls query={query} go={go} />}
      {error && (
        <div role="alert" className="questions__error">
          <p>The questions didn’t load.</p>
          <button type="button" className="button button--small" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {pages && questions.length === 0 && (
        <p className="questions__empty">
          {narrowed ? "No questions match these filters." : "No questions yet."}
        </p>
      )}
      {questions.length > 0 && (
        <ol className={`questions__list${stale ? " questions__list--stale" : ""}`}>
          {questions.map((question) => (
            <li key={question.id}>
              <QuestionItem
                question={question}
                country={country}
                showProduct={!product}
                onAnswered={answered}
              />
            </li>
          ))}
        </ol>
      )}
      {pages && !error && pages.page < pages.totalPages && (
        <button type="button" className="button button--secondary" onClick={more}>
          More questions
        </button>
      )}
    </section>
  );
}
