import { Link } from "wouter";
import type { Answer } from "../../api/contract/questions";
import { formatDate } from "../../lib/date-format";
import { t } from "../../lib/i18n/translate";
import { AccountAction } from "../../ui/AccountAction";
import { useHelpful } from "../helpful/use-helpful";
import { ReportButton } from "./ReportButton";

interface Props {
  answer: Answer;
  /** The shopper's country, for the date format. */
  country: string;
}

/**
 * One answer: the store's, marked as such, or a buyer's, marked 'Verified buyer' and linked to their
 * profile; 'Helpful (n)' and 'Report' unless it is the viewer's own. Text only, never HTML.
 */
export function AnswerItem({ answer, country }: Props) {
  // A guest's vote is a link to sign in that comes back to the questions.
  const helpful = useHelpful({ ...answer, kind: "answer" }, "questions");
  const store = answer.author_kind === "store";
  return (
    <li className={`rv-answer${store ? " rv-answer--store" : ""}`} id={`answer-${answer.id}`}>
      <p className="rv-answer__author">
        {answer.author_path ? (
          <Link href={answer.author_path} dir="auto">
            {answer.author_name}
          </Link>
        ) : (
          <span dir="auto">{answer.author_name}</span>
        )}
        <span className="rv-answer__mark">
          {store ? (
            t("Store’s answer")
          ) : (
            <>
              <span aria-hidden>✓ </span>
              {t("Verified buyer")}
            </>
          )}
        </span>{" "}
        <span className="rv-answer__date">
          {"· "}
          <time dateTime={answer.created_at}>{formatDate(answer.created_at, country)}</time>
        </span>
      </p>
      <p className="rv-answer__body" dir="auto">
        {answer.body}
      </p>
      {!answer.mine && (
        <div className="rv-answer__actions">
          <AccountAction signIn={helpful.signIn} aria-pressed={helpful.voted} onClick={helpful.press}>
            {t("Helpful ({count})", { count: helpful.count })}
          </AccountAction>
          <ReportButton target={{ kind: "answer", answer }} />
          <span role="status">{helpful.error}</span>
        </div>
      )}
    </li>
  );
}
