// Which answers to the reviewer's question are new: the host counts those given since the asker
// last looked at the Questions tab, so they are that many of the latest. Framework-free.
import type { AskedQuestion } from "../../api/contract/questions";

/** The ids of the `new_answers` most recent answers of `question`. */
export function newAnswerIds(question: Pick<AskedQuestion, "answers" | "new_answers">): Set<string> {
  if (question.new_answers <= 0) return new Set();
  const latest = [...question.answers].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return new Set(latest.slice(0, question.new_answers).map((answer) => answer.id));
}
