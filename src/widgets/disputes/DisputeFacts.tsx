import type { ReactNode } from "react";
import { Link } from "wouter";
import type { DisputeDetail } from "../../api/contract/dispute";
import { formatDate } from "../../lib/date-format";
import { t, tr } from "../../lib/i18n/translate";
import { DisputeFiles } from "./DisputeFiles";
import { DECISION_LABELS, STATUS_LABELS } from "./dispute-labels";
import "./disputes.css";

interface Props {
  dispute: DisputeDetail;
  country: string;
  /** Extra facts after the status, e.g. who opened it (the arbitrator's view). */
  extra?: ReactNode;
}

/** The dispute's heading and what it is about: subject, order, type, status, statement, outcome, files, decision. */
export function DisputeFacts({ dispute, country, extra }: Props) {
  const subject = dispute.product ?? { title: dispute.shop.name, internal_path: dispute.shop.internal_path };
  return (
    <>
      <h1>{t("Dispute about {subject}", { subject: subject.title })}</h1>
      <dl className="rv-dispute-facts">
        <div>
          <dt>{dispute.product ? t("Product") : t("Store")}</dt>
          <dd>
            <Link href={subject.internal_path} dir="auto">
              {subject.title}
            </Link>
            {dispute.product && <> · {dispute.shop.name}</>}
          </dd>
        </div>
        {dispute.order && (
          <div>
            <dt>{t("Order")}</dt>
            <dd>
              {
                tr("{product}, placed {date}", {
                  product: dispute.order.product_title,
                  date: (
                    <time key="date" dateTime={dispute.order.placed_at}>
                      {formatDate(dispute.order.placed_at, country)}
                    </time>
                  ),
                }) as ReactNode[]
              }
            </dd>
          </div>
        )}
        <div>
          <dt>{t("Type")}</dt>
          <dd>{dispute.dispute_type_label}</dd>
        </div>
        <div>
          <dt>{t("Status")}</dt>
          <dd>
            <span className={`rv-dispute-status rv-dispute-status--${dispute.status}`}>
              {t(STATUS_LABELS[dispute.status])}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t("Opened")}</dt>
          <dd>
            <time dateTime={dispute.created_at}>{formatDate(dispute.created_at, country)}</time>
          </dd>
        </div>
        {extra}
      </dl>
      {dispute.decision && (
        <section aria-labelledby="dispute-decision" className="rv-dispute-section rv-dispute-decision">
          <h2 id="dispute-decision">
            {t("Decision: {outcome}", { outcome: t(DECISION_LABELS[dispute.decision.outcome]) })}
          </h2>
          <p className="rv-dispute-text" dir="auto">
            {dispute.decision.note}
          </p>
        </section>
      )}
      <section aria-labelledby="dispute-statement" className="rv-dispute-section">
        <h2 id="dispute-statement">{t("Reviewer’s statement")}</h2>
        <p className="rv-dispute-text" dir="auto">
          {dispute.description}
        </p>
        <h3>{t("Desired outcome: {outcome}", { outcome: dispute.desired_outcome_label })}</h3>
        {dispute.desired_outcome_description && (
          <p className="rv-dispute-text" dir="auto">
            {dispute.desired_outcome_description}
          </p>
        )}
        <DisputeFiles files={dispute.files} label={t("Files sent with the dispute")} />
      </section>
    </>
  );
}
