// One dispute as the arbitrator sees it: both parties' statements, the order, the files, the
// timeline, and the decision form while it is open.
import { useState } from "react";
import type { ArbitratorDisputeDetail } from "../../api/contract/dispute";
import { t } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { DisputeFacts } from "../../widgets/disputes/DisputeFacts";
import { DisputeTimeline } from "../../widgets/disputes/DisputeTimeline";
import { DecisionForm } from "./DecisionForm";

export function ArbitratorDisputeView({ loaded }: { loaded: ArbitratorDisputeDetail }) {
  const country = useAtomValue(countryAtom);
  const [decided, setDecided] = useState<ArbitratorDisputeDetail | null>(null);
  const dispute = decided?.id === loaded.id ? decided : loaded;
  return (
    <article className="rv-dispute-page">
      <DisputeFacts
        dispute={dispute}
        country={country}
        extra={
          <div>
            <dt>{t("Reviewer")}</dt>
            <dd dir="auto">{dispute.reviewer.name}</dd>
          </div>
        }
      />
      <DisputeTimeline entries={dispute.timeline} country={country} />
      {dispute.open && <DecisionForm disputeId={dispute.id} onDecided={setDecided} />}
    </article>
  );
}
