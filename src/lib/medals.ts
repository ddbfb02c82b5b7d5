// Medal tiers for transparency and authenticity scores (0..1): the score times 100, floored.
import type { MedalTier } from "../api/contract/shop";
import { type Message, msg, t } from "./i18n/translate";

/** Highest first: the first tier whose minimum a score reaches is the one it earns. */
export const MEDAL_TIERS: readonly { tier: MedalTier; minimum: number }[] = [
  { tier: "diamond", minimum: 100 },
  { tier: "platinum", minimum: 99 },
  { tier: "gold", minimum: 95 },
  { tier: "silver", minimum: 90 },
  { tier: "bronze", minimum: 80 },
];

/**
 * A score of 0..1 as whole points 0..100, floored. 0.95 * 100 is 94.999… in floating point,
 * so the product is rounded to 6 places before flooring. null for a missing or non-finite score.
 */
export function scorePoints(score: number | null | undefined): number | null {
  if (typeof score !== "number" || !Number.isFinite(score)) return null;
  const points = Math.floor(Math.round(score * 1e6) / 1e4);
  return Math.max(0, Math.min(100, points));
}

/** The tier a score earns, or null below Bronze (80). */
export function medalTier(score: number | null | undefined): MedalTier | null {
  const points = scorePoints(score);
  if (points === null) return null;
  return MEDAL_TIERS.find(({ minimum }) => points >= minimum)?.tier ?? null;
}

/** Each tier's name (a message: t(label) shows it). */
export const MEDAL_LABELS: Record<MedalTier, Message> = {
  diamond: msg("Diamond"),
  platinum: msg("Platinum"),
  gold: msg("Gold"),
  silver: msg("Silver"),
  bronze: msg("Bronze"),
};

/** 'Gold medal: transparency 96 out of 100', for a screen reader or a tooltip, in the active language. */
export function describeMedal(kind: "transparency" | "authenticity", score: number): string {
  const points = scorePoints(score) ?? 0;
  const tier = medalTier(score);
  if (!tier)
    return kind === "transparency"
      ? t("No medal: transparency {points} out of 100", { points })
      : t("No medal: authenticity {points} out of 100", { points });
  const medal = t(MEDAL_LABELS[tier]);
  return kind === "transparency"
    ? t("{medal} medal: transparency {points} out of 100", { medal, points })
    : t("{medal} medal: authenticity {points} out of 100", { medal, points });
}
