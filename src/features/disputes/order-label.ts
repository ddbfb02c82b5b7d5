// How the dispute pages name one of the reviewer's orders.
import type { OrderLineItem } from "../../api/contract/order";
import { formatDate } from "../../lib/date-format";
import { t } from "../../lib/i18n/translate";

/** The product and when it was ordered, the date in the shopper's country format. */
export const orderLabel = (order: OrderLineItem, country: string) =>
  t("{product}, placed {date}", { product: order.product_title, date: formatDate(order.placed_at, country) });
