import { Link } from "wouter";
import type { OrderLineItem } from "../../api/types/order";
import { formatDate } from "../../lib/date-format";
import { Image } from "../../ui/Image";
import { LoadMore } from "./LoadMore";
import { useProfileList } from "./use-profile-list";

interface Props {
  listUrl: string;
  country: string;
}

function OrderItem({ item, country }: { item: OrderLineItem; country: string }) {
  return (
    <li className="rv-profile-row rv-profile-row--order">
      <Image
        src={item.product_image_url}
        alt=""
        width={56}
        height={56}
        className="rv-profile-row__image"
        fallback="product"
      />
      <span className="rv-profile-row__main">
        <Link href={item.product_internal_path}>{item.product_title}</Link>
        <span className="rv-profile-row__sub">{item.shop_name}</span>
      </span>
      <span>
        Ordered <time dateTime={item.placed_at}>{formatDate(item.placed_at, country)}</time>
      </span>
      {item.review_public_id ? (
        <Link
          href={`${item.product_internal_path}#reviews`}
          aria-label={`See your review of ${item.product_title}`}
        >
          See your review
        </Link>
      ) : item.product_reviewable && item.write_review_path ? (
        <Link
          className="rv-button rv-button--small"
          href={item.write_review_path}
          aria-label={`Write a review of ${item.product_title}`}
        >
          Write a review
        </Link>
      ) : (
        <span className="rv-profile-row__sub">Can no longer be reviewed</span>
      )}
    </li>
  );
}

/** Order line items, split: those waiting for a review (no review yet) and those reviewed. */
export function OrdersTab({ listUrl, country }: Props) {
  const list = useProfileList<OrderLineItem>(listUrl, (data) => data.orders);
  const waiting = list.items.filter((item) => !item.review_public_id);
  const reviewed = list.items.filter((item) => item.review_public_id);
  const group = (title: string, items: OrderLineItem[], empty: string) => (
    <section className="rv-profile-subsection" aria-label={title}>
      <h3>{title}</h3>
      {items.length > 0 ? (
        <ul className="rv-profile-rows">
          {items.map((item) => (
            <OrderItem key={item.public_id} item={item} country={country} />
          ))}
        </ul>
      ) : (
        !list.loading && <p>{empty}</p>
      )}
    </section>
  );
  return (
    <section aria-labelledby="orders-heading" className="rv-profile-section">
      <h2 id="orders-heading">Orders</h2>
      {list.loading && <p>Loading orders…</p>}
      {group("Waiting for a review", waiting, "Nothing is waiting for a review.")}
      {group(
        "Reviewed",
        reviewed,
        list.hasMore ? "Load more to see reviewed orders." : "No reviewed orders yet.",
      )}
      <LoadMore list={list} what="orders" />
    </section>
  );
}
