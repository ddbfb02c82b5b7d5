// The Questions tab's panel as the profile mounts it: the list's pages and 'Load more'. What it
// shows loads when the tab is first opened (QuestionsTab), so the profile's other tabs stay within
// the route's budget.

import { Suspense } from "react";
import { t } from "../../lib/i18n/translate";
import { lazyPart } from "../../ui/lazy-part";
import { LoadMore } from "./LoadMore";
import { type QuestionsEntry, questionsEntries } from "./questions-entries";
import { useProfileList } from "./use-profile-list";

const QuestionsTab = lazyPart("profile-questions-tab", () => import("./QuestionsTab"));

interface Props {
  /** The tab's address without its page: the profile path with tab=questions. */
  listUrl: string;
  /** The tab is on screen (it stays rendered, hidden, once opened). */
  shown: boolean;
  /** How many answers the profile says are new (some may be on a later page of questions). */
  newAnswers: number;
  /** Called once the new answers were shown and the host has marked them seen. */
  onSeen: () => void;
  country: string;
}

export function QuestionsPanel({ listUrl, ...shown }: Props) {
  const list = useProfileList<QuestionsEntry>(listUrl, (data) =>
    questionsEntries(data.asked_questions, data.given_answers),
  );
  return (
    <section aria-labelledby="questions-heading" className="rv-profile-section">
      <h2 id="questions-heading">{t("Questions")}</h2>
      <Suspense fallback={<p>{t("Loading questions…")}</p>}>
        <QuestionsTab list={list} {...shown} />
      </Suspense>
      <LoadMore
        list={list}
        failed={t("We couldn’t load your questions and answers just now.")}
        more={t("Load more questions and answers")}
      />
    </section>
  );
}
