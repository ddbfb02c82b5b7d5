// One map from route to its page data (src/api/contract/page-data.ts) types the host's page routes:
// the typecheck of `npm test` refuses a handler whose answer is not its route's page data.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { PageRoutes } from "../../fixtures/host/http/page-handlers";
import type { PageDataOf } from "../../src/api/contract/page-data";

const meta_data = { title: "t", description: "d", robots: "index, follow", canonical: "/reviews" };

test("a route's handler answers that route's page data, checked by the typecheck", () => {
  const pages: PageRoutes = {
    trust: { handler: () => ({ meta_data }) },
    categoryIndex: { handler: () => ({ meta_data, product_categories: [] }) },
    // @ts-expect-error a product page answers its product, store and reviews, not only its metadata
    product: { handler: () => ({ meta_data }) },
    // @ts-expect-error the reports list answers its reports and paging (regression: not in the map)
    arbitratorReports: { handler: () => ({ meta_data }) },
    // @ts-expect-error a reported review's page answers the report (regression: not in the map)
    arbitratorReport: { handler: () => ({ meta_data }) },
  };
  const index: PageDataOf<"categoryIndex"> | undefined = pages.categoryIndex?.handler(
    {} as Parameters<NonNullable<PageRoutes["categoryIndex"]>["handler"]>[0],
  );
  assert.equal(index?.product_categories, []);
});

test.run();
