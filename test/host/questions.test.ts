// questions_for_widget on the reference host: a product's questions, or without product_id every
// product's of the store, so a store page that counts "N questions" can list them all.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { QuestionsResponse } from "../../src/api/types/questions";
import type { WidgetData } from "../../src/api/types/review";
import { testHost } from "../support/host";

const test = suite("host questions");

async function get<T>(url: string): Promise<T> {
  const { app } = await testHost();
  const response = await app.inject({ method: "GET", url });
  assert.is(response.statusCode, 200, `${url}: ${response.body}`);
  return response.json() as T;
}

test("a store's questions: as many as its summary counts, newest first, each naming its product", async () => {
  const { db } = await testHost();
  const shop = db
    .prepare(
      `SELECT s.id, s.domain, s.platform, s.public_token, s.slug, count(*) n FROM shops s
       JOIN products p ON p.shop_id = s.id JOIN questions q ON q.product_id = p.id
       WHERE s.enable_question_anwser = 1 GROUP BY s.id HAVING count(DISTINCT p.id) > 1
       ORDER BY n DESC LIMIT 1`,
    )
    .get() as { domain: string; platform: string; public_token: string; slug: string; n: number };
  assert.ok(shop, "a store with questions on several products");
  const owner = `shop_domain=${shop.domain}&platform=${shop.platform}&api_token=${shop.public_token}`;
  const summary = await get<WidgetData>(`/api/v1/widgets/all_reviews_page?${owner}&json_request=true`);
  assert.is(summary.number_of_questions, shop.n);
  const first = await get<QuestionsResponse>(
    `/api/questions/questions_for_widget?${owner}&json_request=true&sort_by=created_at&sort_dir=desc&per_page=20&page=1`,
  );
  assert.is(first.total_count, shop.n);
  assert.ok(first.questions.length > 0);
  const dates = first.questions.map((q) => q.created_at);
  assert.equal(dates, [...dates].sort().reverse());
  for (const question of first.questions) {
    assert.match(question.product?.internal_path ?? "", `/reviews/stores/${shop.slug}/products/`);
    assert.ok(question.product?.title);
  }
  // One product's list stays as it was: no product named on each question.
  const { external_id } = db
    .prepare(
      `SELECT p.external_id FROM products p JOIN questions q ON q.product_id = p.id
       JOIN shops s ON s.id = p.shop_id WHERE s.domain = ? LIMIT 1`,
    )
    .get(shop.domain) as { external_id: string };
  const one = await get<QuestionsResponse>(
    `/api/questions/questions_for_widget?${owner}&product_id=${external_id}&json_request=true`,
  );
  assert.ok(one.questions.length > 0 && one.total_count < shop.n);
  assert.is(one.questions[0]?.product, undefined);
});

test.run();
