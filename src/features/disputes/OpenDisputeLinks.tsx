// The orders that already have a dispute taking messages, each with a link to that dispute: what
// more there is to say goes there, not into a second dispute the host would refuse.
import { useId } from "react";
import { Link } from "wouter";
import type { DisputableOrder } from "../../api/contract/dispute";
import { t } from "../../lib/i18n/translate";
import { orderLabel } from "./order-label";

interface Props {
  /** Orders with an open or in-review dispute (others are left out). */
  orders: DisputableOrder[];
  country: string;
}

/** Each order's name, and a link to its dispute described by that name. */
export function OpenDisputeLinks({ orders, country }: Props) {
  const id = useId();
  return (
    <ul className="rv-dispute-open-orders" aria-label={t("Open disputes")}>
      {orders.map((order, i) =>
        order.open_dispute ? (
          <li key={order.public_id}>
            <span id={`${id}-${i}`}>{orderLabel(order, country)}</span>
            <Link href={order.open_dispute.internal_path} aria-describedby={`${id}-${i}`}>
              {t("Open dispute: add a message to it")}
            </Link>
          </li>
        ) : null,
      )}
    </ul>
  );
}
