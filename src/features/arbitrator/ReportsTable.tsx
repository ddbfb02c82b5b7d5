import { Link } from "wouter";
import type { ReportListItem } from "../../api/types/report";
import { labelOf, REPORT_REASONS, REPORT_STATUSES } from "../../lib/review-reports";
import { ageText } from "./list-query";

/** Every reported review of the page: the review, what it is about, reasons, count, status and age. */
export function ReportsTable({ reports }: { reports: ReportListItem[] }) {
  return (
    <table className="dispute-table">
      <caption className="visually-hidden">Reported reviews</caption>
      <thead>
        <tr>
          <th scope="col">Review</th>
          <th scope="col">Reasons</th>
          <th scope="col">Reports</th>
          <th scope="col">Status</th>
          <th scope="col">Last report</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={report.id}>
            <td>
              <Link href={report.internal_path}>
                {report.review
                  ? report.review.title || `${report.review.rating}-star review`
                  : report.post?.body}
              </Link>
              <br />
              {report.review?.reviewer_name ?? report.post?.author_name} · {report.subject}
            </td>
            <td>{report.reasons.map((reason) => labelOf(REPORT_REASONS, reason)).join(", ")}</td>
            <td>{report.reports_count}</td>
            <td>{labelOf(REPORT_STATUSES, report.status)}</td>
            <td>
              <time dateTime={report.last_reported_at}>{ageText(report.last_reported_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
