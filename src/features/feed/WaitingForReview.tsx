import { Link } from "wouter";
import type { OrderLineItem } from "../../api/types/order";
import { PATHS } from "../../lib/routes";

/** The signed-in reviewer's products waiting for a review, each with the way to write it. */
export function WaitingForReview({ items }: { items: OrderLineItem[] }) {
  return (
    <section aria-labelledby="feed-waiting">
      <h2 id="feed-waiting">Waiting for your review</h2>
      <ul>
        {items.map((item) => (
          <li key={item.public_id}>
            <Link href={item.product_internal_path}>{item.product_title}</Link> from {item.shop_name} ·{" "}
            <Link href={`${PATHS.new}?line_item_public_id=${encodeURIComponent(item.public_id)}`}>
              Write a review<span className="rv-visually-hidden"> of {item.product_title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
