import { Link } from "wouter";
import type { ReportedKind, ReportListItem } from "../../api/types/report";
import { labelOf, REPORT_REASONS, REPORT_STATUSES } from "../../lib/review-reports";
import { ageText } from "./list-query";
import "./reports.css";

const KIND_LABELS: Record<ReportedKind, string> = {
  review: "Review",
  question: "Question",
  answer: "Answer",
};

/** What the row's link says: a review's title (or its stars), a question's or an answer's text. */
const linkText = (report: ReportListItem) =>
  report.review ? report.review.title || `${report.review.rating}-star review` : (report.post?.body ?? "");

/**
 * Every reported review, question and answer of the page: what kind it is, its title or text, who
 * wrote it and what it is about, reasons, count, status and age.
 */
export function ReportsTable({ reports }: { reports: ReportListItem[] }) {
  return (
    <table className="rv-dispute-table">
      <caption className="rv-visually-hidden">Reported reviews, questions and answers</caption>
      <thead>
        <tr>
          <th scope="col">Reported</th>
          <th scope="col">Reasons</th>
          <th scope="col">Reports</th>
          <th scope="col">Status</th>
          <th scope="col">Last report</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={report.id}>
            <td className="rv-reported">
              <span className={`rv-reported__kind rv-reported__kind--${report.kind}`}>
                {KIND_LABELS[report.kind]}
              </span>{" "}
              <Link href={report.internal_path} className="rv-reported__text">
                {linkText(report)}
              </Link>
              <span className="rv-reported__about">
                {report.review?.reviewer_name ?? report.post?.author_name} · {report.subject}
              </span>
            </td>
            <td data-label="Reasons">
              {report.reasons.map((reason) => labelOf(REPORT_REASONS, reason)).join(", ")}
            </td>
            <td data-label="Reports">{report.reports_count}</td>
            <td data-label="Status">{labelOf(REPORT_STATUSES, report.status)}</td>
            <td data-label="Last report">
              <time dateTime={report.last_reported_at}>{ageText(report.last_reported_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
