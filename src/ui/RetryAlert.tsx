import type { ApiError } from "../api/client";
import { t } from "../lib/i18n/translate";
import { loadFailureText } from "./load-failure";

interface Props {
  /** What did not load, e.g. 'The feed didn’t load.' */
  text: string;
  /** The failure: a refusal for too many requests says so, with its wait, instead of `text`. Default none. */
  error?: ApiError | null;
  onRetry: () => void;
  className: string;
  /** The element: a list item when it stands in a list. Default: a paragraph. */
  as?: "p" | "li";
}

/** A list that did not load, said at once (role=alert), with a button to try again. */
export function RetryAlert({ text, error, onRetry, className, as: Tag = "p" }: Props) {
  return (
    <Tag className={className} role="alert">
      {loadFailureText(error, text)}{" "}
      <button type="button" className="rv-button rv-button--small" onClick={onRetry}>
        {t("Try again")}
      </button>
    </Tag>
  );
}
