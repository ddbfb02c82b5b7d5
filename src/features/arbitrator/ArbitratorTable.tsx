import { Link } from "wouter";
import type { ArbitratorListItem } from "../../api/types/dispute";
import { STATUS_LABELS } from "../../widgets/disputes/dispute-labels";
import { ageText } from "./list-query";

/** Every dispute of the page: reviewer, shop (and product), type, status and age. */
export function ArbitratorTable({ disputes }: { disputes: ArbitratorListItem[] }) {
  return (
    <table className="rv-dispute-table">
      <caption className="rv-visually-hidden">Disputes</caption>
      <thead>
        <tr>
          <th scope="col">Dispute</th>
          <th scope="col">Reviewer</th>
          <th scope="col">Type</th>
          <th scope="col">Status</th>
          <th scope="col">Age</th>
        </tr>
      </thead>
      <tbody>
        {disputes.map((dispute) => (
          <tr key={dispute.id}>
            <td>
              <Link href={dispute.internal_path}>
                {dispute.shop.name}
                {dispute.product && ` · ${dispute.product.title}`}
              </Link>
            </td>
            <td data-label="Reviewer">{dispute.reviewer.name}</td>
            <td data-label="Type">{dispute.dispute_type_label}</td>
            <td data-label="Status">
              <span className={`rv-dispute-status rv-dispute-status--${dispute.status}`}>
                {STATUS_LABELS[dispute.status]}
              </span>
            </td>
            <td data-label="Age">
              <time dateTime={dispute.created_at}>{ageText(dispute.created_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
