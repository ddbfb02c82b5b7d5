// The host's product search held to every FTS5 match sorted by SQLite (searchByFullText): the same
// page of products, total, cap and page number, and, counted alone (an empty page's ways out), the
// same total.
import * as assert from "uvu/assert";
import type { createProductSearch } from "../../../fixtures/host/search/answers/product-search";
import { COUNT_CAP } from "../../../fixtures/host/search/sql/paging";
import type { ProductSearchInput } from "../../../fixtures/host/search/text/search-params";

/** Asserts `asked` finds what every full-text match sorted finds; answers how many cards its page shows. */
export function assertSameAsFullText(
  search: ReturnType<typeof createProductSearch>,
  asked: ProductSearchInput,
  label: string,
): number {
  const found = search.searchProducts(asked);
  const expected = search.searchByFullText(asked);
  assert.equal(
    found.hits.map((h) => h.id),
    expected.hits.map((h) => h.id),
    label,
  );
  assert.is(found.total, expected.total, label);
  assert.is(found.capped, expected.capped, label);
  assert.is(found.page, expected.page, label);
  // A corrected text's count is not the text's as typed.
  if (expected.corrected === undefined) {
    const counted = search.countProducts(asked);
    assert.is(Math.min(counted, COUNT_CAP), expected.total, `${label}: counted`);
    assert.is(counted > COUNT_CAP, expected.capped, `${label}: counted past the cap`);
  }
  return found.hits.length;
}
