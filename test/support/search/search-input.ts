// The input of the host's product search for a search page's query: its parameters, the rate of
// its currency, its category with the categories under it, and its store ('This store only').
import { categoryTree } from "../../../fixtures/host/catalog/category";
import type { Db } from "../../../fixtures/host/db/database";
import type { ProductSearchInput } from "../../../fixtures/host/search/text/search-params";
import { descendantIds } from "../../../fixtures/host/search/text/search-params";
import { normalizeSearchParams } from "../../../src/lib/search-params";

/** The product search's input for `query` (a search page's parameters: q, filters, sort, page, shop). */
export function searchInput(db: Db, query: Record<string, string>): ProductSearchInput {
  const params = normalizeSearchParams(new URLSearchParams(query));
  const tree = categoryTree(db);
  const category = params.category_id === null ? undefined : tree.get(params.category_id);
  const shop = query.shop
    ? (db.prepare("SELECT id, products_count FROM shops WHERE id = ?").get(Number(query.shop)) as {
        id: number;
        products_count: number;
      })
    : null;
  const rate = params.currency
    ? (db.prepare("SELECT rate FROM exchange_rates WHERE code = ?").pluck().get(params.currency) as number)
    : null;
  return {
    params,
    currency: params.currency ?? "*",
    rate,
    category: category
      ? { ids: descendantIds(category.id, (id) => tree.get(id)?.children ?? []), items: category.items }
      : null,
    shop: shop ? { id: shop.id, products: shop.products_count } : null,
  };
}
