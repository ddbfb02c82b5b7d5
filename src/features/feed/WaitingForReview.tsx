import type { ReactNode } from "react";
import { Link } from "wouter";
import type { OrderLineItem } from "../../api/contract/order";
import { t, tr } from "../../lib/i18n/translate";
import { PATHS } from "../../lib/routes";
import { heardOnly } from "../../ui/heard-only";

/** The signed-in reviewer's products waiting for a review, each with the way to write it. */
export function WaitingForReview({ items }: { items: OrderLineItem[] }) {
  return (
    <section aria-labelledby="feed-waiting">
      <h2 id="feed-waiting">{t("Waiting for your review")}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.public_id}>
            {
              tr("{product} from {shop}", {
                product: (
                  <Link key="product" href={item.product_internal_path} dir="auto">
                    {item.product_title}
                  </Link>
                ),
                shop: item.shop_name,
              }) as ReactNode[]
            }{" "}
            ·{" "}
            <Link href={`${PATHS.new}?line_item_public_id=${encodeURIComponent(item.public_id)}`}>
              {
                tr("Write a review<hidden> of {product}</hidden>", {
                  product: item.product_title,
                  hidden: heardOnly,
                }) as ReactNode[]
              }
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
