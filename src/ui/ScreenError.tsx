import { ScreenMessage } from "./ScreenMessage";

/** What a crashed screen shows: a short message and ways on. */
export function ScreenError({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenMessage
      role="alert"
      title="This page could not be shown"
      text="Something went wrong while showing this page. The rest of the site still works."
    >
      <button type="button" className="rv-button" onClick={onRetry}>
        Try again
      </button>
    </ScreenMessage>
  );
}
