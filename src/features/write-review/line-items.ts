// The orders list's rules, apart from React so they are tested directly.
import type { OrderLineItem } from "../../api/contract/order";
import { t } from "../../lib/i18n/translate";

/** Reviewed line items carry their review's id; the others wait for one. */
export function splitLineItems(items: OrderLineItem[]): {
  waiting: OrderLineItem[];
  reviewed: OrderLineItem[];
} {
  return {
    waiting: items.filter((item) => !item.review_public_id),
    reviewed: items.filter((item) => !!item.review_public_id),
  };
}

/** Why a waiting line item cannot be reviewed, or null when it can. */
export function notReviewableReason(item: OrderLineItem): string | null {
  if (!item.product_in_store)
    return t("{shop} no longer sells this product, so it can't be reviewed.", { shop: item.shop_name });
  if (item.web_reviews_disabled)
    return t("{shop} collects its reviews itself, not on this site.", { shop: item.shop_name });
  if (!item.product_reviewable) return t("This order can't be reviewed.");
  return null;
}

// The form is the list's child route 'new', so both addresses follow from the path on screen. (The
// route table stays out of this screen's chunk: importing it would move it out of the entry and
// add its bytes to every page's JS at idle.)

/** The review form of one line item, from the orders list's path. */
export const newReviewHref = (listPath: string, lineItemPublicId: string) =>
  `${listPath.replace(/\/+$/, "")}/new?${new URLSearchParams({ line_item_public_id: lineItemPublicId })}`;

/** The orders list, from the form's path. */
export const ordersListHref = (formPath: string) => formPath.replace(/\/new\/?$/, "");
