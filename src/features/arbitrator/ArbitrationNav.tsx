import { Link } from "wouter";
import { PATHS } from "../../lib/routes";

/** The arbitrator's two lists side by side: disputes and reports (of reviews, questions and answers). */
export function ArbitrationNav({ current }: { current: "disputes" | "reports" }) {
  return (
    <nav aria-label="Arbitration" className="rv-arbitration-nav">
      <Link href={PATHS.arbitrator} aria-current={current === "disputes" ? "page" : undefined}>
        Disputes
      </Link>
      <Link href={PATHS.arbitratorReports} aria-current={current === "reports" ? "page" : undefined}>
        Reports
      </Link>
    </nav>
  );
}
