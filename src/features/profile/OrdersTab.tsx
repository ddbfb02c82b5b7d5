import type { ReactNode } from "react";
import { Link } from "wouter";
import type { OrderLineItem } from "../../api/contract/order";
import { formatDate } from "../../lib/date-format";
import { t, tr } from "../../lib/i18n/translate";
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
        <Link href={item.product_internal_path} dir="auto">
          {item.product_title}
        </Link>
        <span className="rv-profile-row__sub" dir="auto">
          {item.shop_name}
        </span>
      </span>
      <span>
        {
          tr("Ordered {date}", {
            date: (
              <time key="date" dateTime={item.placed_at}>
                {formatDate(item.placed_at, country)}
              </time>
            ),
          }) as ReactNode[]
        }
      </span>
      {item.review_public_id ? (
        <Link
          href={`${item.product_internal_path}#reviews`}
          aria-label={t("See your review of {product}", { product: item.product_title })}
        >
          {t("See your review")}
        </Link>
      ) : item.product_reviewable && item.write_review_path ? (
        <Link
          className="rv-button rv-button--small"
          href={item.write_review_path}
          aria-label={t("Write a review of {product}", { product: item.product_title })}
        >
          {t("Write a review")}
        </Link>
      ) : (
        <span className="rv-profile-row__sub">{t("Can no longer be reviewed")}</span>
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
      <h2 id="orders-heading">{t("Orders")}</h2>
      {list.loading && <p>{t("Loading orders…")}</p>}
      {group(t("Waiting for a review"), waiting, t("Nothing is waiting for a review."))}
      {group(
        t("Reviewed"),
        reviewed,
        list.hasMore ? t("Load more to see reviewed orders.") : t("No reviewed orders yet."),
      )}
      <LoadMore
        list={list}
        failed={t("We couldn’t load your orders just now.")}
        more={t("Load more orders")}
      />
    </section>
  );
}
