// The shop's most reviewed products, below the reviews: loaded after the first paint.
import type { ProductCard as Product } from "../../api/contract/shop";
import { t } from "../../lib/i18n/translate";
import { ProductCard } from "../../ui/ProductCard";

export default function TopProducts({ products }: { products: Product[] }) {
  return (
    <section className="rv-top-products" aria-labelledby="top-products-heading">
      <h2 id="top-products-heading">{t("Most reviewed products")}</h2>
      <ul className="rv-top-products__grid">
        {products.map((product) => (
          <li key={product.encoded_product_id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
