// Home: the transparency carousel's products, in a row that scrolls sideways. Prices go through
// ui/Price, so they follow 'Show prices in'. The country is named in the shopper's language
// (lib/country-names).
import type { ProductCard as Product } from "../../api/contract/shop";
import { countryName } from "../../lib/country-names";
import { t } from "../../lib/i18n/translate";
import { Carousel } from "../../ui/Carousel";
import { ProductCard } from "../../ui/ProductCard";

interface Props {
  products: Product[];
  /** The country the products' stores are in. */
  country: string;
  /** The id of the heading that names the carousel. */
  labelledBy: string;
}

export default function ProductStrip({ products, country, labelledBy }: Props) {
  return (
    <>
      <p className="rv-home-section__lead" suppressHydrationWarning>
        {t("The highest transparency scores among stores in {country}.", { country: countryName(country) })}
      </p>
      <Carousel labelledBy={labelledBy} listClassName="rv-home-cards">
        {products.map((product, i) => (
          <li key={product.encoded_product_id}>
            <ProductCard product={product} eager={i < 2} />
          </li>
        ))}
      </Carousel>
    </>
  );
}
