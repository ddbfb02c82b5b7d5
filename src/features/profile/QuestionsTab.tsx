// What the Questions tab shows, loaded when the tab is first opened: the reviewer's questions with
// their answers (new ones marked) and the answers they gave.
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "wouter";
import { markQuestionsSeen } from "../../api/questions";
import { t, tr } from "../../lib/i18n/translate";
import { PATHS } from "../../lib/routes";
import { AskedQuestionItem } from "./AskedQuestionItem";
import { GivenAnswerItem } from "./GivenAnswerItem";
import type { QuestionsEntry } from "./questions-entries";
import type { ProfileList } from "./use-profile-list";

interface Props {
  list: ProfileList<QuestionsEntry>;
  /** The tab is on screen (it stays rendered, hidden, once opened). */
  shown: boolean;
  /** How many answers the profile says are new (some may be on a later page of questions). */
  newAnswers: number;
  /** Called once the new answers were shown and the host has marked them seen. */
  onSeen: () => void;
  country: string;
}

/**
 * My questions and the answers I gave, a page of each at a time. New answers keep their mark
 * while the profile is open; once shown, the host is told they are seen (once), so they are not
 * new the next time.
 */
export default function QuestionsTab({ list, shown, newAnswers, onSeen, country }: Props) {
  const asked = list.items.flatMap((entry) => ("asked" in entry ? [entry.asked] : []));
  const given = list.items.flatMap((entry) => ("given" in entry ? [entry.given] : []));
  // Told once the list is on screen, when anything is new: the profile's count or a question's.
  const fresh =
    shown &&
    !list.loading &&
    !list.error &&
    (newAnswers > 0 || asked.some((question) => question.new_answers > 0));
  const told = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `onSeen` is the profile's, told once
  useEffect(() => {
    if (!fresh || told.current) return;
    told.current = true;
    markQuestionsSeen().then(onSeen, () => {
      // Not marked: they are new again the next time the profile is opened.
    });
  }, [fresh]);

  if (list.loading) return <p>{t("Loading questions…")}</p>;
  return (
    <>
      <section className="rv-profile-subsection" aria-labelledby="asked-heading">
        <h3 id="asked-heading">{t("Questions you asked")}</h3>
        {asked.length > 0 ? (
          <ul className="rv-profile-questions">
            {asked.map((question) => (
              <AskedQuestionItem key={question.id} question={question} country={country} />
            ))}
          </ul>
        ) : (
          <p className="rv-profile-section__empty">
            {list.hasMore
              ? t("Load more to see older questions.")
              : t("You have not asked a question yet. Ask one in the questions of any product’s page.")}
          </p>
        )}
      </section>
      <section className="rv-profile-subsection" aria-labelledby="given-heading">
        <h3 id="given-heading">{t("Your answers")}</h3>
        {given.length > 0 ? (
          <ul className="rv-profile-questions">
            {given.map((answer) => (
              <GivenAnswerItem key={answer.id} answer={answer} country={country} />
            ))}
          </ul>
        ) : (
          <p className="rv-profile-section__empty">
            {list.hasMore
              ? t("Load more to see older answers.")
              : (tr(
                  "You have not answered a question yet. Shoppers’ questions about what you bought are on <a>Write a review</a>.",
                  {
                    a: (text: ReactNode) => (
                      <Link key="a" href={`${PATHS.writeReview}#shopper-questions`}>
                        {text}
                      </Link>
                    ),
                  },
                ) as ReactNode[])}
          </p>
        )}
      </section>
    </>
  );
}
