import type { TimelineEntry } from "../../api/types/dispute";
import { formatDate } from "../../lib/date-format";
import { DisputeFiles } from "./DisputeFiles";

const AUTHOR_LABELS: Record<TimelineEntry["author"], string> = {
  reviewer: "Reviewer",
  shop: "Shop",
  arbitrator: "Arbitrator",
};

/** Messages of the reviewer, the shop and the arbitrator, oldest first; the decision is marked. */
export function DisputeTimeline({ entries, country }: { entries: TimelineEntry[]; country: string }) {
  return (
    <section aria-labelledby="dispute-timeline" className="rv-dispute-section">
      <h2 id="dispute-timeline">Timeline</h2>
      {entries.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ol className="rv-dispute-timeline">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={`rv-dispute-timeline__entry rv-dispute-timeline__entry--${entry.author}`}
            >
              <p className="rv-dispute-timeline__meta">
                <strong>{AUTHOR_LABELS[entry.author]}</strong>
                {entry.kind === "decision" && " · Decision"} ·{" "}
                <time dateTime={entry.created_at}>{formatDate(entry.created_at, country)}</time>
              </p>
              {entry.body && <p className="rv-dispute-text">{entry.body}</p>}
              <DisputeFiles
                files={entry.files}
                label={`Files of this ${AUTHOR_LABELS[entry.author].toLowerCase()} message`}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
