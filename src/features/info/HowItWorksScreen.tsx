// How it works: how reviews are collected and verified, what the review sources mean, how shoppers
// and reviewers use the site. The text comes from the host (how-it-works.json), under headings.
import { Link } from "wouter";
import { getHowItWorks, howItWorksUrl } from "../../api/how-it-works";
import { t } from "../../lib/i18n/translate";
import { LONG_LIFETIME } from "../../lib/request-cache";
import { Loading } from "../../ui/Loading";
import { LoadFailed } from "../../widgets/LoadFailed";
import { useCachedRequest } from "../../widgets/use-cached-request";
import { usePageData } from "../../widgets/use-page-data";
import { InfoPage, InfoSection } from "./InfoPage";
import { InfoSectionText } from "./InfoSectionText";

export default function HowItWorksScreen() {
  usePageData(); // the document head follows a visit that arrives from another page
  // The page changes with a release only: kept 120 s.
  const { data, error } = useCachedRequest(howItWorksUrl(), getHowItWorks, LONG_LIFETIME);
  return (
    <InfoPage
      title={t("How it works")}
      lead={data?.intro ?? t("Where reviews come from, how we check them and how to use the site.")}
    >
      {error ? (
        <LoadFailed status={error.status} retryAfter={error.retryAfter} />
      ) : !data ? (
        <Loading />
      ) : (
        data.sections.map((section) => (
          <InfoSection key={section.id} id={section.id} title={section.title}>
            <InfoSectionText section={section} />
            {section.id === "sources" && (
              <dl>
                {data.review_sources.map((source) => (
                  <div key={source.value}>
                    <dt>{source.label}</dt>
                    <dd>{source.description}</dd>
                  </div>
                ))}
              </dl>
            )}
          </InfoSection>
        ))
      )}
      {data && (
        <InfoSection id="next" title={t("Where to go next")}>
          <ul className="rv-info-page__links">
            {data.links.map((link, i) => (
              <li key={link.path}>
                <Link className={i === 0 ? "rv-button" : "rv-button rv-button--secondary"} href={link.path}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </InfoSection>
      )}
    </InfoPage>
  );
}
