import type { ShopMedal } from "../api/types/shop";
import { MEDAL_LABELS, medalTier } from "../lib/medals";

const KIND_LABELS = { transparency: "Transparency", authenticity: "Authenticity" } as const;

/** A transparency or authenticity score and its medal tier (Bronze..Diamond), e.g. 'Gold · Transparency 96%'. */
export function MedalBadge({ kind, score }: Pick<ShopMedal, "kind" | "score">) {
  const tier = medalTier(score);
  const percent = Math.floor(Math.round(score * 1e6) / 1e4);
  return (
    <span className={`rv-medal rv-medal--${tier ?? "none"}`}>
      {tier && <span className="rv-medal__tier">{MEDAL_LABELS[tier]}</span>}
      <span>
        {KIND_LABELS[kind]} {percent}%
      </span>
    </span>
  );
}
