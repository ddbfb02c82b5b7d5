import type { RecommendationsData } from "../../api/contract/profile";
import { ProductCard } from "../../ui/ProductCard";

/** Products the reviewer may like (20 on the private profile, 5 on the public one). */
export function Recommendations({
  data,
  title,
}: {
  data: RecommendationsData /** The heading. */;
  title: string;
}) {
  if (data.items.length === 0) return null;
  return (
    <section className="rv-profile-recommendations" aria-labelledby="recommendations-heading">
      <h2 id="recommendations-heading">{title}</h2>
      <ul className="rv-profile-recommendations__list">
        {data.items.map((product) => (
          <li key={product.encoded_product_id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
