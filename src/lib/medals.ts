// §9 medal tiers for transparency and authenticity scores (0..1): the score times 100, floored.
import type { MedalTier } from "../api/types/shop";

const TIERS: [number, MedalTier][] = [
  [100, "diamond"],
  [99, "platinum"],
  [95, "gold"],
  [90, "silver"],
  [80, "bronze"],
];

/** The tier a score earns, or null below Bronze (80). */
export function medalTier(score: number | null | undefined): MedalTier | null {
  if (typeof score !== "number" || !Number.isFinite(score)) return null;
  const points = Math.floor(Math.round(score * 1e6) / 1e4); // 0.95 * 100 is 94.999…: round first
  for (const [minimum, tier] of TIERS) if (points >= minimum) return tier;
  return null;
}

export const MEDAL_LABELS: Record<MedalTier, string> = {
  diamond: "Diamond",
  platinum: "Platinum",
  gold: "Gold",
  silver: "Silver",
  bronze: "Bronze",
};
