// What a question and an answer may be, the same rules in the forms and on the host.

/** A question of 10 to 500 characters, once trimmed. */
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 500;

/** An answer of 2 to 1000 characters, once trimmed. */
export const ANSWER_MIN = 2;
export const ANSWER_MAX = 1000;
