import { memo } from "react";
import { Link } from "wouter";
import type { ProductCard as Product } from "../api/contract/shop";
import { t } from "../lib/i18n/translate";
import { Image } from "./Image";
import { MedalBadge } from "./MedalBadge";
import { Price } from "./Price";
import { Stars } from "./Stars";

/**
 * A product in a list: picture, title, store, price in the chosen currency, rating and scores.
 * Rendered again only when its product is another: a list re-rendered keeps its unchanged rows.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager,
}: {
  product: Product;
  /** Default false. */
  eager?: boolean;
}) {
  return (
    <article className="rv-product-card">
      <Image
        className="rv-product-card__image"
        src={product.image_url}
        retinaSrc={product.retina_image_url}
        alt=""
        width={200}
        height={200}
        eager={eager}
        fallback="product"
      />
      <h3 className="rv-product-card__title">
        <Link href={product.internal_path} dir="auto">
          {product.title}
        </Link>
      </h3>
      <p className="rv-product-card__shop" dir="auto">
        {product.shop.name}
      </p>
      <p className="rv-product-card__price">
        <Price amount={product.price} currency={product.currency} />
      </p>
      <p className="rv-product-card__rating">
        <Stars rating={product.average_rating} size="sm" />{" "}
        <span>
          {t("{count, plural, one {# review} other {# reviews}}", { count: product.reviews_count })}
        </span>
      </p>
      <p className="rv-product-card__medals">
        <MedalBadge kind="transparency" score={product.transparency_score} />
        <MedalBadge kind="authenticity" score={product.authenticity_score} />
      </p>
    </article>
  );
});
