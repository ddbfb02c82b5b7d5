import { useId } from "react";
import { Link } from "wouter";
import type { GivenAnswer } from "../../api/types/questions";
import { formatDate } from "../../lib/date-format";

interface Props {
  answer: GivenAnswer;
  country: string;
}

/** One of the reviewer's answers: the question it answers and its product, then the answer. */
export function GivenAnswerItem({ answer, country }: Props) {
  const heading = useId();
  const { question } = answer;
  return (
    <li>
      <article className="question profile-question" aria-labelledby={heading}>
        <p className="question__product">
          About <Link href={`${question.product.internal_path}#questions`}>{question.product.title}</Link>
        </p>
        <h4 className="question__body" id={heading}>
          {question.body}
        </h4>
        <div className="answer">
          <p className="answer__author">Your answer</p>
          <p className="answer__body">{answer.body}</p>
          <p className="answer__meta">
            <time dateTime={answer.created_at}>{formatDate(answer.created_at, country)}</time>
            {answer.helpful_count > 0 &&
              ` · ${answer.helpful_count} ${answer.helpful_count === 1 ? "person" : "people"} found it helpful`}
          </p>
        </div>
      </article>
    </li>
  );
}
