// Trust: how we keep reviews honest, what we never do, how to report a review, and the
// marketplace's live numbers.
import { t } from "../../lib/i18n/translate";
import { MarketplaceMetrics } from "../../widgets/metrics/MarketplaceMetrics";
import { usePageData } from "../../widgets/use-page-data";
import { InfoPage, InfoSection } from "./InfoPage";

export default function TrustScreen() {
  usePageData(); // the document head follows a visit that arrives from another page
  return (
    <InfoPage title={t("Trust")} lead={t("How we keep reviews honest, and what we do when one is not.")}>
      <MarketplaceMetrics title={t("Our numbers, live")} />
      <InfoSection id="verified-buyers" title={t("Verified buyers")}>
        <p>
          {t(
            "A review carries the 'Verified buyer' mark only when we can match it to a real, delivered order from the store: the same buyer and the same product. A product's or a store's reviews can be narrowed to verified buyers only.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="moderation" title={t("Moderation")}>
        <p>
          {t(
            "Every review passes automatic checks for copied text, bought reviews and bursts from one source. Flagged reviews are read by a person before they are published. We hide a review only when an arbitrator finds that it breaks the content policy, never because it is negative.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="disputes" title={t("Disputes and arbitration")}>
        <p>
          {t(
            "When an order goes wrong, a reviewer can open a dispute against the store or the product. The store has a set time to answer. If the two do not agree, an independent arbitrator reads both sides and decides; the decision is recorded with the dispute.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="never" title={t("What we never do")}>
        <ul>
          <li>{t("We never pay for reviews, and we never let a store pay to remove one.")}</li>
          <li>{t("We never hide, delay or reorder reviews because of their rating.")}</li>
          <li>
            {t(
              "We never edit what a reviewer wrote: only its author can correct a review, which then shows 'Edited' with the date. A store can only reply.",
            )}
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="report" title={t("How to report a review")}>
        <p>
          {t(
            "If a review looks fake, offensive, shares someone's private information or is not about its product or store, press Report under the review (signed in), choose the reason and add a note if you like. You can have one open report per review. An arbitrator reads every report and decides to keep the review or hide it. A hidden review leaves the product and store pages and their ratings; its author sees why in their profile. We never show anyone who reported a review.",
          )}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
