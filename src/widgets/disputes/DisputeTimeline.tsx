import type { TimelineEntry } from "../../api/contract/dispute";
import { formatDate } from "../../lib/date-format";
import { type Message, msg, t } from "../../lib/i18n/translate";
import { DisputeFiles } from "./DisputeFiles";

const AUTHOR_LABELS: Record<TimelineEntry["author"], Message> = {
  reviewer: msg("Reviewer"),
  shop: msg("Shop"),
  arbitrator: msg("Arbitrator"),
};

/** What names the list of an entry's files, by who wrote the entry. */
const FILES_LABELS: Record<TimelineEntry["author"], Message> = {
  reviewer: msg("Files of this reviewer message"),
  shop: msg("Files of this shop message"),
  arbitrator: msg("Files of this arbitrator message"),
};

/** Messages of the reviewer, the shop and the arbitrator, oldest first; the decision is marked. */
export function DisputeTimeline({ entries, country }: { entries: TimelineEntry[]; country: string }) {
  return (
    <section aria-labelledby="dispute-timeline" className="rv-dispute-section">
      <h2 id="dispute-timeline">{t("Timeline")}</h2>
      {entries.length === 0 ? (
        <p>{t("No messages yet.")}</p>
      ) : (
        <ol className="rv-dispute-timeline">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={`rv-dispute-timeline__entry rv-dispute-timeline__entry--${entry.author}`}
            >
              <p className="rv-dispute-timeline__meta">
                <strong>{t(AUTHOR_LABELS[entry.author])}</strong>
                {entry.kind === "decision" && ` · ${t("Decision")}`} ·{" "}
                <time dateTime={entry.created_at}>{formatDate(entry.created_at, country)}</time>
              </p>
              {entry.body && (
                <p className="rv-dispute-text" dir="auto">
                  {entry.body}
                </p>
              )}
              <DisputeFiles files={entry.files} label={t(FILES_LABELS[entry.author])} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
