import { explainMedal } from "../lib/medal-explanation";
import { Tooltip } from "./Tooltip";

/** The info tooltip of a medal: what its score and medal mean. */
export default function MedalTip({ kind, score }: { kind: "transparency" | "authenticity"; score: number }) {
  return <Tooltip label={`About the ${kind} score`}>{explainMedal(kind, score)}</Tooltip>;
}
