// The reviewer's own dispute as loaded: what it is about, the files, the timeline, the decision,
// and the message form while it is open.
import { useState } from "react";
import type { DisputeDetail } from "../../api/contract/dispute";
import { t } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { DisputeFacts } from "../../widgets/disputes/DisputeFacts";
import { DisputeTimeline } from "../../widgets/disputes/DisputeTimeline";
import { MessageForm } from "./MessageForm";

export function DisputeView({ loaded }: { loaded: DisputeDetail }) {
  const country = useAtomValue(countryAtom);
  // A message sent here shows at once: the host's answer replaces what was loaded.
  const [updated, setUpdated] = useState<DisputeDetail | null>(null);
  const dispute = updated?.id === loaded.id ? updated : loaded;
  return (
    <article className="rv-dispute-page">
      <DisputeFacts dispute={dispute} country={country} />
      <DisputeTimeline entries={dispute.timeline} country={country} />
      {dispute.open ? (
        <MessageForm disputeId={dispute.id} onSent={setUpdated} />
      ) : (
        <p>{t("This dispute is closed: it takes no more messages.")}</p>
      )}
    </article>
  );
}
