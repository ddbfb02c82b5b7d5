import { Link } from "wouter";
import type { ReportedKind, ReportListItem } from "../../api/contract/report";
import { formatNumber } from "../../lib/i18n/message-format";
import { activeLanguage, type Message, msg, t } from "../../lib/i18n/translate";
import { labelOf, REPORT_REASONS, REPORT_STATUSES } from "../../lib/review-reports";
import { ageText } from "./list-query";
import "./reports.css";

const KIND_LABELS: Record<ReportedKind, Message> = {
  review: msg("Review"),
  question: msg("Question"),
  answer: msg("The kind of a reported item: an answer to a question\u0004Answer"),
};

/** What the row's link says: a review's title (or its stars), a question's or an answer's text. */
const linkText = (report: ReportListItem) =>
  report.review
    ? report.review.title ||
      t("{rating, plural, one {#-star review} other {#-star review}}", { rating: report.review.rating })
    : (report.post?.body ?? "");

/**
 * Every reported review, question and answer of the page: what kind it is, its title or text, who
 * wrote it and what it is about, reasons, count, status and age.
 */
export function ReportsTable({ reports }: { reports: ReportListItem[] }) {
  return (
    <table className="rv-dispute-table">
      <caption className="rv-visually-hidden">{t("Reported reviews, questions and answers")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("Reported")}</th>
          <th scope="col">{t("Reasons")}</th>
          <th scope="col">{t("Reports")}</th>
          <th scope="col">{t("Status")}</th>
          <th scope="col">{t("Last report")}</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={report.id}>
            <td className="rv-reported">
              <span className={`rv-reported__kind rv-reported__kind--${report.kind}`}>
                {t(KIND_LABELS[report.kind])}
              </span>{" "}
              <Link href={report.internal_path} className="rv-reported__text" dir="auto">
                {linkText(report)}
              </Link>
              <span className="rv-reported__about">
                {report.review?.reviewer_name ?? report.post?.author_name} · {report.subject}
              </span>
            </td>
            <td data-label={t("Reasons")}>
              {new Intl.ListFormat(activeLanguage(), { type: "unit", style: "short" }).format(
                report.reasons.map((reason) => t(labelOf(REPORT_REASONS, reason))),
              )}
            </td>
            <td data-label={t("Reports")}>{formatNumber(report.reports_count, activeLanguage())}</td>
            <td data-label={t("Status")}>{t(labelOf(REPORT_STATUSES, report.status))}</td>
            <td data-label={t("Last report")}>
              <time dateTime={report.last_reported_at} suppressHydrationWarning>
                {ageText(report.last_reported_at)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
