import { type ReactNode, useId } from "react";
import { Link } from "wouter";
import type { QuestionAboutProduct } from "../../api/contract/questions";
import { tr } from "../../lib/i18n/translate";

interface Props {
  question: Pick<QuestionAboutProduct, "body" | "product">;
  /** What the tab shows under the question: its answers, or the reviewer's own. */
  children: ReactNode;
}

/** A question in the Questions tab: the product it is about, linked to its questions, then the question. Text only. */
export function ProfileQuestion({ question, children }: Props) {
  const heading = useId();
  return (
    <li>
      <article className="rv-question rv-profile-question" aria-labelledby={heading}>
        <p className="rv-question__product">
          {
            tr("About <a>{product}</a>", {
              product: question.product.title,
              a: (text: ReactNode) => (
                <Link key="a" href={`${question.product.internal_path}#questions`} dir="auto">
                  {text}
                </Link>
              ),
            }) as ReactNode[]
          }
        </p>
        <h4 className="rv-question__body" id={heading} dir="auto">
          {question.body}
        </h4>
        {children}
      </article>
    </li>
  );
}
