import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { markQuestionsSeen } from "../../api/questions";
import type { AskedQuestion, GivenAnswer } from "../../api/types/questions";
import { PATHS } from "../../lib/routes";
import { AskedQuestionItem } from "./AskedQuestionItem";
import { GivenAnswerItem } from "./GivenAnswerItem";
import { LoadMore } from "./LoadMore";
import { useProfileList } from "./use-profile-list";

/** A page holds both lists: the questions asked and the answers given, 10 of each. */
type Entry = { asked: AskedQuestion } | { given: GivenAnswer };

const entries = (asked: AskedQuestion[] = [], given: GivenAnswer[] = []): Entry[] => [
  ...asked.map((question) => ({ asked: question })),
  ...given.map((answer) => ({ given: answer })),
];

interface Props {
  /** The tab's address without its page: the profile path with tab=questions. */
  listUrl: string;
  /** The tab is on screen (it stays rendered, hidden, once opened). */
  shown: boolean;
  /** Called once the new answers were shown and the host has marked them seen. */
  onSeen: () => void;
  country: string;
}

/**
 * My questions and the answers I gave, a page of each at a time. New answers keep their mark
 * while the profile is open; once shown, the host is told they are seen, so they are not new the
 * next time.
 */
export function QuestionsTab({ listUrl, shown, onSeen, country }: Props) {
  const list = useProfileList<Entry>(listUrl, (data) => entries(data.asked_questions, data.given_answers));
  const asked = list.items.flatMap((entry) => ("asked" in entry ? [entry.asked] : []));
  const given = list.items.flatMap((entry) => ("given" in entry ? [entry.given] : []));
  const fresh = shown && asked.some((question) => question.new_answers > 0);
  const told = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `onSeen` is the profile's, told once
  useEffect(() => {
    if (!fresh || told.current) return;
    told.current = true;
    markQuestionsSeen().then(onSeen, () => {
      // Not marked: they are new again the next time the tab is shown.
      told.current = false;
    });
  }, [fresh]);

  return (
    <section aria-labelledby="questions-heading" className="profile-section">
      <h2 id="questions-heading">Questions</h2>
      {list.loading && <p>Loading questions…</p>}
      <section className="profile-subsection" aria-labelledby="asked-heading">
        <h3 id="asked-heading">Questions you asked</h3>
        {asked.length > 0 ? (
          <ul className="profile-questions">
            {asked.map((question) => (
              <AskedQuestionItem key={question.id} question={question} country={country} />
            ))}
          </ul>
        ) : (
          !list.loading && (
            <p className="profile-section__empty">
              {list.hasMore
                ? "Load more to see older questions."
                : "You have not asked a question yet. Ask one in the questions of any product’s page."}
            </p>
          )
        )}
      </section>
      <section className="profile-subsection" aria-labelledby="given-heading">
        <h3 id="given-heading">Your answers</h3>
        {given.length > 0 ? (
          <ul className="profile-questions">
            {given.map((answer) => (
              <GivenAnswerItem key={answer.id} answer={answer} country={country} />
            ))}
          </ul>
        ) : (
          !list.loading && (
            <p className="profile-section__empty">
              {list.hasMore ? (
                "Load more to see older answers."
              ) : (
                <>
                  You have not answered a question yet. Shoppers’ questions about what you bought are on{" "}
                  <Link href={`${PATHS.writeReview}#shopper-questions`}>Write a review</Link>.
                </>
              )}
            </p>
          )
        )}
      </section>
      <LoadMore list={list} what="questions and answers" />
    </section>
  );
}
