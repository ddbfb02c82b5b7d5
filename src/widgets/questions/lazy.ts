// The answer form loads when used: fetched on hover or focus of what opens them, shown on the
// press. The answer form is the one every list of questions offers (a product's, a store's, the
// reviewer's questions to answer).
import { lazy } from "react";

const loadAnswerForm = () => import("./AnswerForm");
export const AnswerForm = lazy(loadAnswerForm);
/** Handlers that fetch the answer form's code before the press. */
export const prefetchAnswerForm = {
  onPointerEnter: () => void loadAnswerForm(),
  onFocus: () => void loadAnswerForm(),
};
