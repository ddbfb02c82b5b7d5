import type { GivenAnswer } from "../../api/contract/questions";
import { formatDate } from "../../lib/date-format";
import { t } from "../../lib/i18n/translate";
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
        <p className="rv-answer__author">{t("Your answer")}</p>
        <p className="rv-answer__body" dir="auto">
          {answer.body}
        </p>
        <p className="rv-answer__meta">
          <time dateTime={answer.created_at}>{formatDate(answer.created_at, country)}</time>
          {answer.helpful_count > 0 &&
            ` · ${t("{count, plural, one {# person found it helpful} other {# people found it helpful}}", {
              count: answer.helpful_count,
            })}`}
        </p>
      </div>
    </ProfileQuestion>
  );
}
