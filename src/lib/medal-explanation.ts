// What a score and its medal mean, in words for the tooltip beside a medal. Framework-free; kept
// apart from medals.ts so the words load with the tooltip, not with every medal badge.
import { MEDAL_LABELS, MEDAL_TIERS, medalTier, scorePoints } from "./medals";

const MEANINGS = {
  transparency: "how openly reviews are shown: every review published, none held back",
  authenticity: "the share of reviews written by verified buyers",
} as const;

/**
 * What a score and its medal mean, for the tooltip beside it: 'Transparency 96%: how openly
 * reviews are shown… Gold medal (95% and up). Medals: Bronze 80%, Silver 90%, Gold 95%,
 * Platinum 99%, Diamond 100%.'
 */
export function explainMedal(kind: "transparency" | "authenticity", score: number): string {
  const points = scorePoints(score) ?? 0;
  const tier = medalTier(score);
  const earned = MEDAL_TIERS.find((t) => t.tier === tier);
  const medal = earned
    ? `${MEDAL_LABELS[earned.tier]} medal (${earned.minimum}% and up).`
    : "No medal (below 80%).";
  const scale = [...MEDAL_TIERS]
    .reverse()
    .map((t) => `${MEDAL_LABELS[t.tier]} ${t.minimum}%`)
    .join(", ");
  const name = kind === "transparency" ? "Transparency" : "Authenticity";
  return `${name} ${points}%: ${MEANINGS[kind]}. ${medal} Medals: ${scale}.`;
}
