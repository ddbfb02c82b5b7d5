// 'Open a dispute' on the shop and product pages, for signed-in reviewers only. A guest who has
// the address anyway is sent to sign in by the host and comes back.
import { Link } from "wouter";
import { t } from "../lib/i18n/translate";
import { useAtomValue } from "../state/jotai";
import { signedInAtom } from "../state/session";

/** `href` is the page's new-dispute address, as the host gave it with the page. */
export function OpenDisputeLink({ href }: { href: string }) {
  const signedIn = useAtomValue(signedInAtom);
  if (!signedIn) return null;
  return (
    <Link href={href} className="rv-button rv-button--small rv-button--secondary">
      {t("Open a dispute")}
    </Link>
  );
}
