// The questions' forms load when used: fetched on hover or focus of what opens them, shown on the
// press. The answer form is the one every list of questions offers (a product's, a store's, the
// reviewer's questions to answer).
import { lazy } from "react";

const loadAskQuestionForm = () => import("./AskQuestionForm");
export const AskQuestionForm = lazy(loadAskQuestionForm);
/** Handlers that fetch the ask form's code before the press. */
export const prefetchAskQuestionForm = {
  onPointerEnter: () => void loadAskQuestionForm(),
  onFocus: () => void loadAskQuestionForm(),
};

const loadAnswerForm = () => import("./AnswerForm");
export const AnswerForm = lazy(loadAnswerForm);
/** Handlers that fetch the answer form's code before the press. */
export const prefetchAnswerForm = {
  onPointerEnter: () => void loadAnswerForm(),
  onFocus: () => void loadAnswerForm(),
};
