// Questions and answers of a product, or of every product of a store on its page, each naming its
// product. Shown whenever the store enables them, with an invitation to ask when there is none;
// loaded near the viewport (QuestionsSection.tsx). On a product's page, 'Ask a question' opens its
// form (loaded when used); a question asked here shows at once at the top, awaiting an answer.
import { Suspense, useEffect, useRef, useState } from "react";
import type { AskQuestionResponse, Question } from "../../api/contract/questions";
import type { ProductData, ShopData } from "../../api/contract/shop";
import { keptQuestionDraft } from "../../lib/browser/question-draft";
import { t } from "../../lib/i18n/translate";
import { narrowsQuestions } from "../../lib/question-query";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { RetryAlert } from "../../ui/RetryAlert";
import { AskQuestionForm, prefetchAskQuestionForm } from "./lazy";
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

/** What the viewer changed on this list: questions they asked, questions they answered. */
interface Changes {
  owner: string;
  asked: Question[];
  answered: Record<string, Question>;
}

export default function Questions({ product, shop }: QuestionsProps) {
  const country = useAtomValue(countryAtom);
  const { query, go } = useQuestionQuery();
  const { pages, loading, stale, error, retry, more } = useQuestionPages(shop, product, query);
  const owner = product?.encoded_id ?? shop.domain;
  const [changes, setChanges] = useState<Changes>({ owner, asked: [], answered: {} });
  const mine = changes.owner === owner ? changes : { owner, asked: [], answered: {} };
  // Back from signing in with a question written as a guest: its form opens again, with it (read
  // once shown: this device's storage is not there when the host renders the page).
  const [asking, setAsking] = useState(false);
  const productId = product?.encoded_id;
  useEffect(() => {
    if (productId && keptQuestionDraft(productId) !== null) setAsking(true);
  }, [productId]);
  const [confirmation, setConfirmation] = useState("");
  const askButton = useRef<HTMLButtonElement>(null);

  const listed = pages?.questions ?? [];
  const askedHere = mine.asked.filter((asked) => !listed.some((question) => question.id === asked.id));
  const questions = [...askedHere, ...listed].map((question) => mine.answered[question.id] ?? question);
  const total = (pages?.total ?? 0) + askedHere.length;
  const narrowed = narrowsQuestions(query);

  const closeForm = () => {
    setAsking(false);
    askButton.current?.focus();
  };
  const asked = ({ question, store_name }: AskQuestionResponse) => {
    setChanges({ ...mine, asked: [question, ...mine.asked] });
    setConfirmation(
      t(
        "Thank you: your question is sent. {store} and people who bought this product will be asked to answer it.",
        { store: store_name },
      ),
    );
    closeForm();
  };
  const answered = (question: Question) => {
    setChanges({ ...mine, answered: { ...mine.answered, [question.id]: question } });
    setConfirmation(t("Thank you: your answer is posted."));
  };

  if (!pages && !error) return null;
  return (
    <section className="rv-questions" aria-labelledby="questions-heading" aria-busy={loading}>
      <div className="rv-questions__heading">
        <h2 id="questions-heading">
          {narrowed || !pages ? t("Questions") : t("Questions ({total})", { total })}
        </h2>
        {product && (
          <button
            ref={askButton}
            type="button"
            className="rv-button rv-button--small"
            aria-expanded={asking}
            onClick={() => {
              setConfirmation("");
              setAsking(true);
            }}
            {...prefetchAskQuestionForm}
          >
            {t("Ask a question")}
          </button>
        )}
      </div>
      {product && asking && (
        <Suspense fallback={null}>
          <AskQuestionForm productId={product.encoded_id} onAsked={asked} onCancel={closeForm} />
        </Suspense>
      )}
      <p role="status" className={confirmation ? "rv-questions__confirmation" : "rv-questions__status"}>
        {confirmation}
      </p>
      {(narrowed || total > 0) && <QuestionControls query={query} go={go} />}
      {error && (
        <RetryAlert
          className="rv-questions__error"
          text={t("The questions didn’t load.")}
          error={error}
          onRetry={retry}
        />
      )}
      {pages && !error && questions.length === 0 && (
        <p className="rv-questions__empty">
          {narrowed
            ? t("No questions match these filters.")
            : product
              ? t(
                  "No questions yet. Ask the first one: the store and people who bought this product will answer.",
                )
              : t("No questions yet. Shoppers ask them on each product’s page.")}
        </p>
      )}
      {questions.length > 0 && (
        <ol className={`rv-questions__list${stale ? " rv-questions__list--stale" : ""}`}>
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
        <button type="button" className="rv-button rv-button--secondary" onClick={more}>
          {t("More questions")}
        </button>
      )}
    </section>
  );
}
