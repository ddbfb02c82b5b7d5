// Medals: what the transparency and authenticity scores are, the five tiers with the badge the
// product shows for each (from the one table of lib/medals), shop medals, and live examples of
// products and stores holding each tier.

import type { PageDataOf } from "../../api/types/page-data";
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
      title="Medals"
      lead="Two scores tell you how far you can trust a product's or a store's reviews; a medal sums each up."
    >
      <InfoSection id="transparency" title="Transparency score">
        <p>
          How openly a store shows what its buyers say: the share of its reviews that are published as
          written, low ratings included, without being hidden, delayed or edited. A store that shows every
          review scores 100.
        </p>
      </InfoSection>
      <InfoSection id="authenticity" title="Authenticity score">
        <p>
          How many of the reviews come from buyers we could match to a real order, and how many passed our
          checks for copied, bought or automated reviews. Imported reviews and reviews from sources we cannot
          check count less.
        </p>
      </InfoSection>
      <InfoSection id="tiers" title="The five tiers">
        <p>
          Each score runs from 0 to 100 (the share times 100, rounded down). A score earns the highest tier
          whose minimum it reaches; below {MEDAL_TIERS.at(-1)?.minimum} there is no medal.
        </p>
        <ol className="rv-medal-tiers">
          {MEDAL_TIERS.map(({ tier, minimum }) => (
            <li key={tier} className="rv-medal-tier">
              <h3>{MEDAL_LABELS[tier]}</h3>
              <MedalBadge kind="transparency" score={minimum / 100} />
              <p>{minimum === 100 ? "A perfect score of 100." : `A score of ${minimum} or more.`}</p>
              {page.status === "error" ? null : examples ? (
                <MedalExamples label={MEDAL_LABELS[tier]} example={examples.find((e) => e.tier === tier)} />
              ) : (
                <Loading label="Loading examples..." />
              )}
            </li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection id="shop-medals" title="Shop medals">
        <p>
          A store carries the same two medals as its products, worked out over all of its reviews, store
          reviews included. You find them on the store's page and beside its name in the search results, and
          you can filter a search by the minimum transparency or authenticity you accept.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
