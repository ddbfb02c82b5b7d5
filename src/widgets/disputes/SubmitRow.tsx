interface Props {
  /** The button's text. */
  label: string;
  sending: boolean;
  /** Said at once (role=alert) when the send failed; null otherwise. */
  failure: string | null;
  /** Said politely (role=status) while sending or once sent; none when the form has nothing to say. */
  status?: string;
}

/** A dispute form's send button with its failure and progress messages, for screen readers too. */
export function SubmitRow({ label, sending, failure, status }: Props) {
  return (
    <>
      <p>
        <button type="submit" className="rv-button" disabled={sending}>
          {label}
        </button>
      </p>
      <div role="alert">{failure && <p className="rv-dispute-error">{failure}</p>}</div>
      {status !== undefined && (
        <p role="status" className="rv-dispute-muted">
          {status}
        </p>
      )}
    </>
  );
}
