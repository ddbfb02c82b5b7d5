// One reported review, question or answer for the arbitrator: what was reported (an answer under its
// question), its reasons with counts and the readers' notes (never who wrote them), and the
// decision while reports are open.
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import type { PageDataOf } from "../../api/contract/page-data";
import type { ReportDetail } from "../../api/contract/report";
import { formatDate } from "../../lib/date-format";
import { msg, t, tr } from "../../lib/i18n/translate";
import { labelOf, REPORT_REASONS, REPORT_STATUSES } from "../../lib/review-reports";
import { PATHS } from "../../lib/routes";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { Stars } from "../../ui/Stars";
import { LoadFailed, refusal } from "../../widgets/LoadFailed";
import { usePageData } from "../../widgets/use-page-data";
import { ArbitrationNav } from "./ArbitrationNav";
import { ReportDecisionForm } from "./ReportDecisionForm";
import { ReportedPost } from "./ReportedPost";
import { useSignInWhenGuest } from "./use-arbitrator-access";
import "../../widgets/disputes/disputes.css";

function ReportView({ loaded }: { loaded: ReportDetail }) {
  const country = useAtomValue(countryAtom);
  const [decided, setDecided] = useState<ReportDetail | null>(null);
  const report = decided?.id === loaded.id ? decided : loaded;
  const { review, post } = report;
  const about = review ? (review.product ?? review.shop) : null;
  const date = report.decision ? formatDate(report.decision.decided_at, country) : "";
  return (
    <article className="rv-dispute-page">
      <ArbitrationNav current="reports" />
      <p>
        <Link href={PATHS.arbitratorReports}>{t("All reports")}</Link>
      </p>
      <h1>
        {review
          ? review.title
            ? t("Reports about “{title}”", { title: review.title })
            : t("Reports about “{rating, plural, one {#-star review} other {#-star review}}”", {
                rating: review.rating,
              })
          : report.kind === "answer"
            ? t("Reports about an answer")
            : t("Reports about a question")}
      </h1>
      <p role="status">{t("Status: {status}", { status: t(labelOf(REPORT_STATUSES, report.status)) })}</p>
      {review && about && (
        <section aria-labelledby="reported-review-heading" className="rv-dispute-section">
          <h2 id="reported-review-heading">{t("The review")}</h2>
          <p>
            {
              tr("By {name} · {date} · about {product}", {
                name: review.reviewer.name,
                date: (
                  <time key="date" dateTime={review.created_at}>
                    {formatDate(review.created_at, country)}
                  </time>
                ),
                product: (
                  <Link key="product" href={about.internal_path} dir="auto">
                    {"title" in about ? about.title : about.name}
                  </Link>
                ),
              }) as ReactNode[]
            }
          </p>
          <Stars rating={review.rating} size="sm" />
          <p className="rv-review__body" dir="auto">
            {review.body}
          </p>
        </section>
      )}
      {post && <ReportedPost post={post} country={country} />}
      <section aria-labelledby="report-reasons-heading" className="rv-dispute-section">
        <h2 id="report-reasons-heading">{t("Reasons")}</h2>
        <ul>
          {report.reasons.map(({ reason, count }) => (
            <li key={reason}>
              {t("{reason}: {count, plural, one {# report} other {# reports}}", {
                reason: t(labelOf(REPORT_REASONS, reason)),
                count,
              })}
            </li>
          ))}
        </ul>
        {report.notes.length > 0 && (
          <>
            <h3>{t("Notes from readers")}</h3>
            <ul>
              {report.notes.map((note) => (
                <li key={`${note.created_at}${note.note}`}>
                  {t("{reason}: {note}", {
                    reason: t(labelOf(REPORT_REASONS, note.reason)),
                    note: note.note,
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {report.decision && report.status !== "open" && (
        <p>
          {report.decision.note
            ? report.decision.decision === "hide"
              ? t("Hidden on {date}: {note}", { date, note: report.decision.note })
              : t("Kept on {date}: {note}", { date, note: report.decision.note })
            : report.decision.decision === "hide"
              ? t("Hidden on {date}", { date })
              : t("Kept on {date}", { date })}
        </p>
      )}
      {report.status === "open" && (
        <ReportDecisionForm publicId={report.id} kind={report.kind} onDecided={setDecided} />
      )}
    </article>
  );
}

export function ReportScreen() {
  const state = usePageData<PageDataOf<"arbitratorReport">>({ tags: ["reports"] });
  const toSignIn = useSignInWhenGuest(state);
  if (state.status === "loading" || toSignIn) return <Loading />;
  if (state.status === "error") {
    if (state.error.status === 403) return <LoadFailed status={403} reason={refusal(state.error.data)} />;
    return state.error.status === 404 ? (
      <NotFound title={msg("We couldn’t find that report")} />
    ) : (
      <LoadFailed status={state.error.status} retryAfter={state.error.retryAfter} />
    );
  }
  return <ReportView loaded={state.data.report} />;
}
