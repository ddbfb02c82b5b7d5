import { Link } from "wouter";
import { t } from "../../lib/i18n/translate";
import { PATHS } from "../../lib/routes";

/** The arbitrator's two lists side by side: disputes and reports (of reviews, questions and answers). */
export function ArbitrationNav({ current }: { current: "disputes" | "reports" }) {
  return (
    <nav aria-label={t("Arbitration")} className="rv-arbitration-nav">
      <Link href={PATHS.arbitrator} aria-current={current === "disputes" ? "page" : undefined}>
        {t("Disputes")}
      </Link>
      <Link href={PATHS.arbitratorReports} aria-current={current === "reports" ? "page" : undefined}>
        {t("Reports")}
      </Link>
    </nav>
  );
}
