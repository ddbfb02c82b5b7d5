// What a score and its medal mean, in words for the tooltip beside a medal. Framework-free; kept
// apart from medals.ts so the words load with the tooltip, not with every medal badge.
import { activeLanguage, t } from "./i18n/translate";
import { MEDAL_LABELS, MEDAL_TIERS, medalTier, scorePoints } from "./medals";

/**
 * What a score and its medal mean, for the tooltip beside it, in the active language:
 * 'Transparency 96%: how openly reviews are shown… Gold medal (95% and up). Medals: Bronze 80%,
 * Silver 90%, Gold 95%, Platinum 99%, Diamond 100%.'
 */
export function explainMedal(kind: "transparency" | "authenticity", score: number): string {
  const points = scorePoints(score) ?? 0;
  const tier = medalTier(score);
  const earned = MEDAL_TIERS.find((t) => t.tier === tier);
  const meaning =
    kind === "transparency"
      ? t("Transparency {points}%: how openly reviews are shown: every review published, none held back.", {
          points,
        })
      : t("Authenticity {points}%: the share of reviews written by verified buyers.", { points });
  const medal = earned
    ? t("{medal} medal ({minimum}% and up).", {
        medal: t(MEDAL_LABELS[earned.tier]),
        minimum: earned.minimum,
      })
    : t("No medal (below {minimum}%).", { minimum: MEDAL_TIERS.at(-1)?.minimum ?? 0 });
  const scale = new Intl.ListFormat(activeLanguage(), { type: "unit", style: "short" }).format(
    [...MEDAL_TIERS]
      .reverse()
      .map((each) => t("{medal} {minimum}%", { medal: t(MEDAL_LABELS[each.tier]), minimum: each.minimum })),
  );
  return `${meaning} ${medal} ${t("Medals: {scale}.", { scale })}`;
}
