import { t } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { sessionAtom } from "../../state/session";
import { ExternalLink } from "../../ui/ExternalLink";

/** 'For Businesses': the separate business site, as an external link. */
export function BusinessLink({ className }: { /** Classes of the button look. */ className: string }) {
  const businessUrl = useAtomValue(sessionAtom).meta.business_url;
  return (
    <ExternalLink href={businessUrl} className={className}>
      {t("For Businesses")}
    </ExternalLink>
  );
}
