import type { ReactNode } from "react";
import { Link } from "wouter";
import type { ProductPageResponse } from "../../api/contract/shop";
import { countryName as regionName } from "../../lib/country-names";
import { t, tr } from "../../lib/i18n/translate";
import { ExplainedMedal } from "../../ui/ExplainedMedal";
import { ExternalLink } from "../../ui/ExternalLink";
import { heardOnly } from "../../ui/heard-only";
import { Image } from "../../ui/Image";
import { Price } from "../../ui/Price";
import { FollowToggle } from "../../widgets/follow/FollowToggle";
import { prefetchGallery, trackStoreClick } from "../../widgets/reviews/lazy";

interface Props {
  data: ProductPageResponse;
  /** Opens the gallery on the product's picture (its large address). */
  onOpenGallery: (url: string) => void;
}

/** The product: breadcrumb, picture, title, price in the chosen currency, its shop, the way out. */
export function ProductOverview({ data, onOpenGallery }: Props) {
  const { product_data: product, shop_data: shop, categories_data: categories } = data;
  const track = () => trackStoreClick(shop.encoded_id, product.encoded_id);
  const huge = product.retina_image_url ?? product.image_url;
  return (
    <article className="rv-product-overview">
      {categories.length > 0 && (
        <nav aria-label={t("Breadcrumb")} className="rv-breadcrumb">
          <ol>
            {categories.map((category) => (
              <li key={category.id}>
                <Link href={category.path} dir="auto">
                  {category.name}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="rv-product-overview__main">
        {huge ? (
          <button
            type="button"
            className="rv-product-overview__image"
            onClick={() => onOpenGallery(huge)}
            {...prefetchGallery}
            aria-label={t("Open the gallery: {title} and reviewers' photos", { title: product.title })}
          >
            <Image
              src={product.image_url}
              retinaSrc={product.retina_image_url}
              alt=""
              width={400}
              height={400}
              eager
              fallback="product"
            />
          </button>
        ) : (
          <Image className="rv-product-overview__image" src={null} alt="" fallback="product" />
        )}
        <div className="rv-product-overview__text">
          <h1 dir="auto">{product.title}</h1>
          <FollowToggle kind="Product" id={product.encoded_id} name={product.title} />
          <p className="rv-product-overview__price">
            <Price amount={product.price} currency={product.currency} />
          </p>
          <p className="rv-product-overview__shop">
            {
              tr("Sold by <a>{shop}</a>", {
                shop: shop.name,
                a: (text: ReactNode) => (
                  <Link key="a" href={shop.internal_path} dir="auto">
                    {text}
                  </Link>
                ),
              }) as ReactNode[]
            }
            <span suppressHydrationWarning> · {regionName(shop.country)}</span>
          </p>
          {/* The product's own scores, the figures search and the reviews summary show too (the
              store's medals are on the store's page). */}
          <ul className="rv-product-overview__medals" aria-label={t("How this product rates")}>
            <li>
              <ExplainedMedal kind="transparency" score={product.transparency_score} />
            </li>
            <li>
              <ExplainedMedal kind="authenticity" score={product.authenticity_score} />
            </li>
          </ul>
          <p className="rv-product-overview__visit">
            <ExternalLink
              href={product.external_url}
              className="rv-button"
              onClick={track}
              onAuxClick={track}
            >
              {
                tr("View in store<hidden> (opens {shop} in a new tab)</hidden>", {
                  shop: shop.name,
                  hidden: heardOnly,
                }) as ReactNode[]
              }
            </ExternalLink>
          </p>
          <p className="rv-product-overview__description" dir="auto">
            {product.description}
          </p>
        </div>
      </div>
    </article>
  );
}
