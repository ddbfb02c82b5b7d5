import { Link } from "wouter";
import type { ArbitratorListItem } from "../../api/contract/dispute";
import { t } from "../../lib/i18n/translate";
import { STATUS_LABELS } from "../../widgets/disputes/dispute-labels";
import { ageText } from "./list-query";

/** Every dispute of the page: reviewer, shop (and product), type, status and age. */
export function ArbitratorTable({ disputes }: { disputes: ArbitratorListItem[] }) {
  return (
    <table className="rv-dispute-table">
      <caption className="rv-visually-hidden">{t("Disputes")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("Dispute")}</th>
          <th scope="col">{t("Reviewer")}</th>
          <th scope="col">{t("Type")}</th>
          <th scope="col">{t("Status")}</th>
          <th scope="col">{t("Age")}</th>
        </tr>
      </thead>
      <tbody>
        {disputes.map((dispute) => (
          <tr key={dispute.id}>
            <td>
              <Link href={dispute.internal_path} dir="auto">
                {dispute.shop.name}
                {dispute.product && ` · ${dispute.product.title}`}
              </Link>
            </td>
            <td data-label={t("Reviewer")}>{dispute.reviewer.name}</td>
            <td data-label={t("Type")}>{dispute.dispute_type_label}</td>
            <td data-label={t("Status")}>
              <span className={`rv-dispute-status rv-dispute-status--${dispute.status}`}>
                {t(STATUS_LABELS[dispute.status])}
              </span>
            </td>
            <td data-label={t("Age")}>
              <time dateTime={dispute.created_at} suppressHydrationWarning>
                {ageText(dispute.created_at)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
