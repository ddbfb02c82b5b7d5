// The transparency carousel's products. Prices go through ui/Price, so they follow
// 'Show prices in'.
import type { ProductCard as Product } from "../../api/types/shop";
import { Carousel } from "../../ui/Carousel";
import { ProductCard } from "../../ui/ProductCard";

// Not lib/region-name: the product and shop pages share that module, so importing it here would
// cost home one more script at load for a few lines.
let regionNames: Intl.DisplayNames | undefined;
function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

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
      <p className="home-section__lead">
        The highest transparency scores among stores in {countryName(country)}.
      </p>
      <Carousel labelledBy={labelledBy} listClassName="home-cards">
        {products.map((product, i) => (
          <li key={product.encoded_product_id}>
            <ProductCard product={product} eager={i < 2} />
          </li>
        ))}
      </Carousel>
    </>
  );
}
