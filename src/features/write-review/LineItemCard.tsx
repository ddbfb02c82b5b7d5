import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { OrderLineItem } from "../../api/contract/order";
import { formatDate } from "../../lib/date-format";
import { t, tr } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { Image } from "../../ui/Image";
import { newReviewHref, notReviewableReason } from "./line-items";

interface Props {
  item: OrderLineItem;
}

/** One ordered product: what it is, where and when it was bought, and what can be done with it. */
export function LineItemCard({ item }: Props) {
  const [listPath] = useLocation();
  const country = useAtomValue(countryAtom);
  const reason = item.review_public_id ? null : notReviewableReason(item);
  return (
    <li className="rv-line-item">
      <Image
        className="rv-line-item__image"
        src={item.product_image_url}
        alt=""
        width={72}
        height={72}
        fallback="product"
      />
      <div className="rv-line-item__text">
        <Link className="rv-line-item__title" href={item.product_internal_path} dir="auto">
          {item.product_title}
        </Link>
        <p className="rv-line-item__meta">
          {item.shop_name} ·{" "}
          {
            tr("Ordered {date}", {
              date: (
                <time key="date" dateTime={item.placed_at}>
                  {formatDate(item.placed_at, country)}
                </time>
              ),
            }) as ReactNode[]
          }
        </p>
        {reason && <p className="rv-line-item__reason">{reason}</p>}
      </div>
      <div className="rv-line-item__action">
        {item.review_public_id ? (
          <span className="rv-line-item__done">
            <span aria-hidden="true">✓ </span>
            {t("Reviewed")}
          </span>
        ) : (
          !reason && (
            <Link
              className="rv-button rv-button--small"
              href={newReviewHref(listPath, item.public_id)}
              aria-label={t("Write a review of {product}", { product: item.product_title })}
            >
              {t("Write a review")}
            </Link>
          )
        )}
      </div>
    </li>
  );
}
