// Medals: what the transparency and authenticity scores are, the five tiers with the badge the
// product shows for each (from the one table of lib/medals), shop medals, and live examples of
// products and stores holding each tier.

import type { PageDataOf } from "../../api/contract/page-data";
import { t } from "../../lib/i18n/translate";
import { MEDAL_LABELS, MEDAL_TIERS } from "../../lib/medals";
import { Loading } from "../../ui/Loading";
import { MedalBadge } from "../../ui/MedalBadge";
import { usePageData } from "../../widgets/use-page-data";
import { InfoPage, InfoSection } from "./InfoPage";
import { MedalExamples } from "./MedalExamples";

export default function MedalsScreen() {
  const page = usePageData<PageDataOf<"medals">>();
  const examples = page.status === "ready" ? page.data.examples : null;
  return (
    <InfoPage
      title={t("Medals")}
      lead={t(
        "Two scores tell you how far you can trust a product's or a store's reviews; a medal sums each up.",
      )}
    >
      <InfoSection id="transparency" title={t("Transparency score")}>
        <p>
          {t(
            "How openly a store shows what its buyers say: the share of its reviews that are published as written, low ratings included, without being hidden, delayed or edited. A store that shows every review scores 100.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="authenticity" title={t("Authenticity score")}>
        <p>
          {t(
            "How many of the reviews come from buyers we could match to a real order, and how many passed our checks for copied, bought or automated reviews. Imported reviews and reviews from sources we cannot check count less.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="tiers" title={t("The five tiers")}>
        <p>
          {t(
            "Each score runs from 0 to 100 (the share times 100, rounded down). A score earns the highest tier whose minimum it reaches; below {minimum} there is no medal.",
            { minimum: MEDAL_TIERS.at(-1)?.minimum ?? 0 },
          )}
        </p>
        <ol className="rv-medal-tiers">
          {MEDAL_TIERS.map(({ tier, minimum }) => (
            <li key={tier} className="rv-medal-tier">
              <h3>{t(MEDAL_LABELS[tier])}</h3>
              <MedalBadge kind="transparency" score={minimum / 100} />
              <p>
                {minimum === 100
                  ? t("A perfect score of 100.")
                  : t("A score of {minimum} or more.", { minimum })}
              </p>
              {page.status === "error" ? null : examples ? (
                <MedalExamples
                  label={t(MEDAL_LABELS[tier])}
                  example={examples.find((e) => e.tier === tier)}
                />
              ) : (
                <Loading label={t("Loading examples...")} />
              )}
            </li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection id="shop-medals" title={t("Shop medals")}>
        <p>
          {t(
            "A store carries the same two medals as its products, worked out over all of its reviews, store reviews included. You find them on the store's page and beside its name in the search results, and you can filter a search by the minimum transparency or authenticity you accept.",
          )}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
