import { lazy, Suspense, useState } from "react";
import type { ShopMedal } from "../api/contract/shop";
import { t } from "../lib/i18n/translate";
import { MedalBadge } from "./MedalBadge";
import type { Opener } from "./use-popover";

// The tooltip's code and words load on the reader's first hover, focus or press of its button:
// a page loads nothing without interaction beyond what it shows. A stand-in button with the same
// look and name holds the place until then, and the tooltip arrives open.
const loadTip = () => import("./MedalTip");
const MedalTip = lazy(loadTip);

type Kind = ShopMedal["kind"];

/** A medal badge with an info tooltip saying what its score and medal mean. */
export function ExplainedMedal({ kind, score }: Pick<ShopMedal, "kind" | "score">) {
  const [openedBy, setOpenedBy] = useState<Opener | null>(null);
  const reach = (by: Opener) => {
    void loadTip();
    setOpenedBy((current) => current ?? by);
  };
  const standIn = <TipStandIn kind={kind} onReach={reach} />;
  return (
    <span className="rv-explained-medal">
      <MedalBadge kind={kind} score={score} />
      {openedBy ? (
        <Suspense fallback={standIn}>
          <MedalTip kind={kind} score={score} openedBy={openedBy} />
        </Suspense>
      ) : (
        standIn
      )}
    </span>
  );
}

/** The tooltip's button before its code arrives: the same markup as ui/Popover's trigger. */
function TipStandIn({ kind, onReach }: { kind: Kind; onReach: (by: Opener) => void }) {
  return (
    <span className="rv-popover rv-tooltip">
      <button
        type="button"
        className="rv-popover__trigger"
        // The same name as the tooltip's button in MedalTip.tsx, which replaces this one.
        aria-label={
          kind === "transparency" ? t("About the transparency score") : t("About the authenticity score")
        }
        onPointerEnter={(event) => event.pointerType !== "touch" && onReach("hover")}
        onFocus={() => onReach("focus")}
        onClick={() => onReach("click")}
      >
        <span aria-hidden className="rv-popover__icon">
          i
        </span>
      </button>
    </span>
  );
}
