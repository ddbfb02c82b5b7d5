// questions_for_widget on the reference host: a product's public questions, or without product_id
// every product's of the store, each with every public answer (the store's first, then the most
// helpful), searched in questions and answers, unanswered only, paged; and what each viewer may do.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Question, QuestionsResponse } from "../../src/api/contract/questions";
import type { WidgetData } from "../../src/api/contract/review";
import { getJson, testHost } from "../support/host";
import { hostSession } from "../support/http-client";
import { count, publicQuestions, questionsUrl, reviewersQuestions, storeOf } from "../support/questions";

const test = suite("host questions");

/** Every question of the store's list, page after page of `per_page`. */
async function wholeList(url: string): Promise<{ questions: Question[]; total: number }> {
  const questions: Question[] = [];
  let page = 1;
  let answer: QuestionsResponse;
  do {
    answer = await getJson<QuestionsResponse>(`${url}&per_page=20&page=${page++}`);
    questions.push(...answer.questions);
  } while (answer.current_page < answer.total_pages);
  return { questions, total: answer.total_count };
}

/** The store with the most public questions, over several products. */
async function busyStore() {
  const { db } = await testHost();
  const { shop_id } = db
    .prepare(
      `SELECT p.shop_id, count(*) n FROM questions q JOIN products p ON p.id = q.product_id
       JOIN shops s ON s.id = p.shop_id WHERE s.enable_question_anwser = 1
       GROUP BY p.shop_id HAVING count(DISTINCT p.id) > 1 ORDER BY n DESC, p.shop_id LIMIT 1`,
    )
    .get() as { shop_id: number };
  return storeOf(db, shop_id);
}

test("a store's questions: as many as its summary counts, newest first, each naming its product", async () => {
  const { db } = await testHost();
  const store = await busyStore();
  const n = count(
    db,
    `SELECT count(*) FROM questions q JOIN products p ON p.id = q.product_id WHERE p.shop_id = ? AND q.hidden_at IS NULL`,
    store.id,
  );
  const owner = `shop_domain=${store.domain}&platform=${store.platform}&api_token=${store.public_token}`;
  const summary = await getJson<WidgetData>(`/api/v1/widgets/all_reviews_page?${owner}&json_request=true`);
  assert.is(summary.number_of_questions, n);
  const first = await getJson<QuestionsResponse>(questionsUrl(store, { per_page: "20" }));
  assert.is(first.total_count, n);
  assert.ok(first.questions.length > 0);
  const dates = first.questions.map((q) => q.created_at);
  assert.equal(dates, [...dates].sort().reverse());
  for (const question of first.questions) {
    assert.match(question.product?.internal_path ?? "", `/reviews/stores/${store.slug}/products/`);
    assert.ok(question.product?.title);
  }
  // One product's list names no product on each question.
  const [question] = publicQuestions(db, "p.shop_id = ?", store.id);
  assert.ok(question);
  const one = await getJson<QuestionsResponse>(questionsUrl(store, {}, question.external_id));
  assert.ok(one.questions.length > 0 && one.total_count < n);
  assert.is(one.questions[0]?.product, undefined);
});

test("every public answer of a question: the store's first, marked as the store's, then buyers' by most helpful, then oldest", async () => {
  const { db } = await testHost();
  const [question] = publicQuestions(
    db,
    `EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.reviewer_id IS NULL)
     AND (SELECT count(DISTINCT helpful_count) FROM answers a WHERE a.question_id = q.id AND a.reviewer_id IS NOT NULL) > 1`,
  );
  assert.ok(question, "a question with the store's answer and buyers' answers of different helpfulness");
  const expected = db
    .prepare(
      `SELECT encoded_id, reviewer_id FROM answers WHERE question_id = ? AND hidden_at IS NULL
       ORDER BY reviewer_id IS NOT NULL, helpful_count DESC, created_at, id`,
    )
    .all(question.id) as { encoded_id: string; reviewer_id: number | null }[];
  const store = storeOf(db, question.shop_id);
  const list = await wholeList(questionsUrl(store, {}, question.external_id));
  const shown = list.questions.find((q) => q.id === question.encoded_id);
  assert.ok(shown, "the question is on its product's list");
  assert.equal(
    shown.answers.map((a) => a.id),
    expected.map((a) => a.encoded_id),
  );
  const [storeAnswer, ...buyers] = shown.answers;
  assert.equal(
    [storeAnswer?.author_kind, storeAnswer?.author_name, storeAnswer?.author_path],
    ["store", store.name, null],
  );
  assert.ok(
    buyers.length > 1 &&
      buyers.every((a) => a.author_kind === "buyer" && a.author_path?.startsWith("/reviews/profile/")),
  );
  const counts = buyers.map((a) => a.helpful_count);
  assert.equal(
    counts,
    [...counts].sort((a, b) => b - a),
  );
  assert.is(shown.awaiting_answer, false);
});

test("search finds every word in the question or in one of its answers; unanswered only; both paged", async () => {
  const store = await busyStore();
  const all = (await wholeList(questionsUrl(store))).questions;
  const holds = (q: Question, word: RegExp) => word.test(q.body) || q.answers.some((a) => word.test(a.body));
  // "business" is only ever in the store's answers ("Shipping usually takes 5 to 7 business days."),
  // and no other form of it anywhere ("days" finds "day" too, in some questions).
  const days = /\bbusiness/i;
  const expected = all.filter((q) => holds(q, days)).map((q) => q.id);
  assert.ok(expected.length > 0 && all.some((q) => !holds(q, days)), "some questions have it, some not");
  assert.ok(
    all.filter((q) => holds(q, days)).every((q) => !days.test(q.body)),
    "found by an answer",
  );
  const found = await wholeList(questionsUrl(store, { search: "Business" }));
  assert.equal(
    found.questions.map((q) => q.id),
    expected,
  );
  assert.is(found.total, expected.length);
  const two = await wholeList(questionsUrl(store, { search: "shipping business" }));
  assert.ok(two.questions.every((q) => holds(q, /\bshipping/i) && holds(q, /\bbusiness/i)));
  assert.is((await getJson<QuestionsResponse>(questionsUrl(store, { search: "zzqx" }))).total_count, 0);
  assert.is((await getJson<QuestionsResponse>(questionsUrl(store, { search: "!!" }))).total_count, 0);

  const waiting = all.filter((q) => q.awaiting_answer).map((q) => q.id);
  assert.ok(waiting.length > 0 && waiting.length < all.length);
  const unanswered = await wholeList(questionsUrl(store, { unanswered_only: "true" }));
  assert.equal(
    unanswered.questions.map((q) => q.id),
    waiting,
  );
  assert.ok(unanswered.questions.every((q) => q.answers.length === 0));
  const page2 = await getJson<QuestionsResponse>(
    questionsUrl(store, { unanswered_only: "true", per_page: "3", page: "2" }),
  );
  assert.equal(
    page2.questions.map((q) => q.id),
    waiting.slice(3, 6),
  );
  assert.is(page2.total_pages, Math.ceil(waiting.length / 3));
  // Both together: the questions awaiting an answer whose own text has the words.
  const both = await getJson<QuestionsResponse>(
    questionsUrl(store, { unanswered_only: "true", search: "warranty" }),
  );
  assert.equal(
    both.questions.map((q) => q.id),
    all
      .filter((q) => q.awaiting_answer && /\bwarranty/i.test(q.body))
      .map((q) => q.id)
      .slice(0, 3),
  );
});

test("each viewer is told whether they may answer: a guest, the asker, an answerer, a buyer, anyone else", async () => {
  const { host, request } = await hostSession("reviewer");
  const { db } = host;
  const mine = reviewersQuestions(db);
  const cases = [
    ["own_question", mine.asked[0]],
    ["answered", mine.answered[0]],
    [null, mine.toAnswer[0]],
    ["not_a_buyer", mine.notBought[0]],
  ] as const;
  for (const [expected, question] of cases) {
    assert.ok(question, `a question the reviewer meets as ${expected}`);
    const url = `${questionsUrl(storeOf(db, question.shop_id), { per_page: "20" }, question.external_id)}`;
    const find = async (page: number): Promise<Question | undefined> => {
      const answer = (await request("GET", `${url}&page=${page}`)).json() as QuestionsResponse;
      return (
        answer.questions.find((q) => q.id === question.encoded_id) ??
        (page < answer.total_pages ? find(page + 1) : undefined)
      );
    };
    const seen = await find(1);
    assert.ok(seen, `${question.encoded_id} on its product's list`);
    assert.is(seen.cannot_answer, expected);
    assert.is(seen.mine, expected === "own_question");
    if (expected === "answered") assert.ok(seen.answers.some((a) => a.mine && !a.voted_helpful));
    const asGuest = await getJson<QuestionsResponse>(`${url}&page=1`);
    assert.ok(
      asGuest.questions.length > 0 &&
        asGuest.questions.every((q) => q.cannot_answer === "sign_in" && !q.mine),
    );
  }
});

test("a store that turned questions off shows none and counts none; a question of another store is a 404 there", async () => {
  const { db } = await testHost();
  const off = db
    .prepare(
      `SELECT s.id, p.external_id FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE s.enable_question_anwser = 0 AND EXISTS (SELECT 1 FROM questions q WHERE q.product_id = p.id) LIMIT 1`,
    )
    .get() as { id: number; external_id: string };
  const store = storeOf(db, off.id);
  const none = await getJson<QuestionsResponse>(questionsUrl(store, {}, off.external_id));
  assert.equal([none.total_count, none.questions], [0, []]);
  const owner = `shop_domain=${store.domain}&platform=${store.platform}&api_token=${store.public_token}`;
  const widget = await getJson<WidgetData>(
    `/api/v1/widgets/product_review?${owner}&external_id=${off.external_id}`,
  );
  assert.is(widget.number_of_questions, 0);
  const other = publicQuestions(db, "p.shop_id <> ?", store.id)[0];
  const { app } = await testHost();
  const wrong = await app.inject(questionsUrl(store, {}, other?.external_id));
  assert.is(wrong.statusCode, 404);
});

test("junk parameters are a 400 naming them", async () => {
  const { app } = await testHost();
  const store = await busyStore();
  for (const [query, named] of [
    [{ unanswered_only: "yes" }, "unanswered_only"],
    [{ search: "x".repeat(201) }, "search"],
    [{ per_page: "21" }, "per_page"],
    [{ page: "0" }, "page"],
    [{ sort_by: "helpful" }, "sort_by"],
  ] as const) {
    const response = await app.inject(questionsUrl(store, query));
    assert.is(response.statusCode, 400, JSON.stringify(query));
    assert.match(response.json().error, named);
  }
});

test.run();
