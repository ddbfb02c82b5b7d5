import { Link } from "wouter";
import type { Dispute } from "../../api/contract/dispute";
import { formatDate } from "../../lib/date-format";
import { type Message, msg, t } from "../../lib/i18n/translate";
import { LoadMore } from "./LoadMore";
import { useProfileList } from "./use-profile-list";

const STATUS_LABELS: Record<Dispute["status"], Message> = {
  open: msg("Open"),
  in_review: msg("In review"),
  resolved: msg("Resolved"),
  rejected: msg("Rejected"),
};

const disputeSubject = (dispute: Dispute) => (dispute.product ? dispute.product.title : dispute.shop.name);

/** My disputes: shop or product, type, status and date, each opening its own page. */
export function DisputesTab({ listUrl, country }: { listUrl: string; country: string }) {
  const list = useProfileList<Dispute>(listUrl, (data) => data.disputes);
  return (
    <section aria-labelledby="disputes-heading" className="rv-profile-section">
      <h2 id="disputes-heading">{t("Disputes")}</h2>
      {list.loading && <p>{t("Loading disputes…")}</p>}
      {list.items.length > 0 && (
        <ul className="rv-profile-rows">
          {list.items.map((dispute) => (
            <li key={dispute.id} className="rv-profile-row">
              <span className="rv-profile-row__main">
                {dispute.internal_path ? (
                  <Link href={dispute.internal_path} dir="auto">
                    {disputeSubject(dispute)}
                  </Link>
                ) : (
                  disputeSubject(dispute)
                )}
                {dispute.product ? (
                  <span className="rv-profile-row__sub" dir="auto">
                    {dispute.shop.name}
                  </span>
                ) : (
                  <span className="rv-profile-row__sub">{t("Store")}</span>
                )}
              </span>
              <span>{dispute.dispute_type_label}</span>
              <span className={`rv-state-badge rv-state-badge--${dispute.status}`}>
                {t(STATUS_LABELS[dispute.status])}
              </span>
              <time dateTime={dispute.created_at}>{formatDate(dispute.created_at, country)}</time>
            </li>
          ))}
        </ul>
      )}
      {!list.loading && !list.error && list.items.length === 0 && <p>{t("No disputes.")}</p>}
      <LoadMore
        list={list}
        failed={t("We couldn’t load your disputes just now.")}
        more={t("Load more disputes")}
      />
    </section>
  );
}
