interface Props {
  /** What did not load, e.g. 'The feed didn’t load.' */
  text: string;
  onRetry: () => void;
  className: string;
  /** The element: a list item when it stands in a list. Default: a paragraph. */
  as?: "p" | "li";
}

/** A list that did not load, said at once (role=alert), with a button to try again. */
export function RetryAlert({ text, onRetry, className, as: Tag = "p" }: Props) {
  return (
    <Tag className={className} role="alert">
      {text}{" "}
      <button type="button" className="rv-button rv-button--small" onClick={onRetry}>
        Try again
      </button>
    </Tag>
  );
}
