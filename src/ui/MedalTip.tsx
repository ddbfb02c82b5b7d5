import { t } from "../lib/i18n/translate";
import { explainMedal } from "../lib/medal-explanation";
import { Tooltip } from "./Tooltip";
import type { Opener } from "./use-popover";

interface Props {
  kind: "transparency" | "authenticity";
  score: number;
  /** How the reader opened it: it arrives open (its code loads on that gesture). */
  openedBy: Opener;
}

/** The info tooltip of a medal: what its score and medal mean. */
export default function MedalTip({ kind, score, openedBy }: Props) {
  return (
    <Tooltip
      label={kind === "transparency" ? t("About the transparency score") : t("About the authenticity score")}
      openedBy={openedBy}
    >
      {explainMedal(kind, score)}
    </Tooltip>
  );
}
