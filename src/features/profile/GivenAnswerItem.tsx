import type { GivenAnswer } from "../../api/types/questions";
import { formatDate } from "../../lib/date-format";
import { ProfileQuestion } from "./ProfileQuestion";

interface Props {
  answer: GivenAnswer;
  country: string;
}

/** One of the reviewer's answers: the question it answers and its product, then the answer. */
export function GivenAnswerItem({ answer, country }: Props) {
  return (
    <ProfileQuestion question={answer.question}>
      <div className="rv-answer">
        <p className="rv-answer__author">Your answer</p>
        <p className="rv-answer__body">{answer.body}</p>
        <p className="rv-answer__meta">
          <time dateTime={answer.created_at}>{formatDate(answer.created_at, country)}</time>
          {answer.helpful_count > 0 &&
            ` · ${answer.helpful_count} ${answer.helpful_count === 1 ? "person" : "people"} found it helpful`}
        </p>
      </div>
    </ProfileQuestion>
  );
}
