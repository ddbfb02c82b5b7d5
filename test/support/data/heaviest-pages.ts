// The heaviest page of each kind in the seed, by the rule the budgets are measured on (docs: the
// guide's budget table): the product with the most reviews with pictures or videos, questions and
// reviews; the store with the most reviews. A lighter page cannot stand in for a budget.
import type { Db } from "../../../fixtures/host/db/database";
import { GRID_PATH } from "../../../fixtures/host/integrator/shop-pages";
import { EXAMPLE_SHOP } from "../../../fixtures/host/seed/catalogue-shop";

/** The order of the heaviest product first: the most media reviews and questions, then the most reviews. */
const HEAVIEST_PRODUCT_FIRST = `WITH media AS (SELECT product_id, count(*) AS n FROM reviews
                      WHERE product_id IS NOT NULL AND has_media = 1 AND published = 1 AND deleted = 0
                        AND hidden_at IS NULL GROUP BY product_id),
            asked AS (SELECT product_id, count(*) AS n FROM questions WHERE hidden_at IS NULL GROUP BY product_id)
       SELECT s.slug, p.handle, p.external_id FROM products p JOIN shops s ON s.id = p.shop_id
         LEFT JOIN media ON media.product_id = p.id LEFT JOIN asked ON asked.product_id = p.id
       WHERE ? IS NULL OR s.slug = ?
       ORDER BY coalesce(media.n, 0) + coalesce(asked.n, 0) DESC, p.reviews_count DESC, p.id
       LIMIT 1`;

/** The product page with the most media reviews and questions, then the most reviews. */
export function heaviestProductPath(db: Db): string {
  const row = db.prepare(HEAVIEST_PRODUCT_FIRST).get(null, null) as { slug: string; handle: string };
  return `/reviews/stores/${encodeURIComponent(row.slug)}/products/${encodeURIComponent(row.handle)}`;
}

/** The example shop's own product page (its grid's) of its heaviest product, by the same rule. */
export function heaviestShopProductPath(db: Db): string {
  const row = db.prepare(HEAVIEST_PRODUCT_FIRST).get(EXAMPLE_SHOP.slug, EXAMPLE_SHOP.slug) as {
    external_id: string;
  };
  return `${GRID_PATH}/${encodeURIComponent(row.external_id)}`;
}

/** The store page with the most reviews, then the most products. */
export function heaviestStorePath(db: Db): string {
  const slug = db
    .prepare("SELECT slug FROM shops ORDER BY reviews_count DESC, products_count DESC, id LIMIT 1")
    .pluck()
    .get() as string;
  return `/reviews/stores/${encodeURIComponent(slug)}`;
}
