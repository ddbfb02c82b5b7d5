import type { ShopMedal } from "../api/contract/shop";
import { t } from "../lib/i18n/translate";
import { MEDAL_LABELS, medalTier } from "../lib/medals";

/** A transparency or authenticity score and its medal tier (Bronze..Diamond), e.g. 'Gold · Transparency 96%'. */
export function MedalBadge({ kind, score }: Pick<ShopMedal, "kind" | "score">) {
  const tier = medalTier(score);
  const percent = Math.floor(Math.round(score * 1e6) / 1e4);
  return (
    <span className={`rv-medal rv-medal--${tier ?? "none"}`}>
      {tier && <span className="rv-medal__tier">{t(MEDAL_LABELS[tier])}</span>}
      <span>
        {kind === "transparency"
          ? t("Transparency {percent}%", { percent })
          : t("Authenticity {percent}%", { percent })}
      </span>
    </span>
  );
}
