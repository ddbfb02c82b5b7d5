// The Questions tab's list: a page of it holds both the questions asked and the answers given, 10
// of each. Framework-free.
import type { AskedQuestion, GivenAnswer } from "../../api/contract/questions";

export type QuestionsEntry = { asked: AskedQuestion } | { given: GivenAnswer };

/** A page's questions and answers as one list's entries. */
export const questionsEntries = (
  asked: AskedQuestion[] = [],
  given: GivenAnswer[] = [],
): QuestionsEntry[] => [
  ...asked.map((question) => ({ asked: question })),
  ...given.map((answer) => ({ given: answer })),
];
