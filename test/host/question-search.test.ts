// The questions' search (questions/question-search.ts) finds what an FTS5 MATCH of the typed words
// finds in each public question with its public answers, in every order and page, looked up in the
// words the triggers file as questions and answers are written, changed, hidden and deleted; and
// it reads the words of its product or store, never every question of it.
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { QuestionsResponse } from "../../src/api/contract/questions";
import { type QuestionsOwner, questionsMatching } from "../support/fts-oracle";
import { testHost } from "../support/host";
import { queryPlans } from "../support/query-plans";
import { insertQuestion, otherBuyer, publicQuestions, questionsUrl, storeOf } from "../support/questions";
import { setAnswerHiddenAt, setQuestionHiddenAt } from "../support/test-data";

const test = suite("host question search");

/** The encoded ids of every question the widget lists, page after page of 20. */
async function listed(scope: QuestionsOwner, query: Record<string, string>): Promise<string[]> {
  const { app, db } = await testHost();
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const url = questionsUrl(
      storeOf(db, scope.shopId),
      { ...query, per_page: "20", page: `${page}` },
      scope.externalId,
    );
    const response = await app.inject(url);
    assert.is(response.statusCode, 200, response.body);
    const answer = response.json() as QuestionsResponse;
    ids.push(...answer.questions.map((q) => q.id));
    if (answer.current_page >= answer.total_pages) {
      assert.is(answer.total_count, ids.length, `${url}: the total is every question listed`);
      return ids;
    }
  }
}

/** Lists the widget's search for each order and 'unanswered only', and compares with FTS5's. */
async function sameAsFts(scope: QuestionsOwner, search: string): Promise<number> {
  const { db } = await testHost();
  let found = 0;
  for (const dir of ["DESC", "ASC"] as const) {
    for (const unanswered of [false, true]) {
      const query = {
        search,
        ...(dir === "ASC" ? { sort_dir: "asc" } : {}),
        ...(unanswered ? { unanswered_only: "true" } : {}),
      };
      const expected = questionsMatching(db, scope, search, { dir, unanswered });
      assert.equal(await listed(scope, query), expected, `${JSON.stringify(query)} ${JSON.stringify(scope)}`);
      found += expected.length;
    }
  }
  return found;
}

/** The product with the most questions, its store, and another store. */
async function busyScopes(): Promise<QuestionsOwner[]> {
  const { db } = await testHost();
  const [first] = db
    .prepare(
      `SELECT p.shop_id shopId, p.external_id externalId, count(*) n FROM questions q
       JOIN products p ON p.id = q.product_id JOIN shops s ON s.id = p.shop_id
       WHERE s.enable_question_anwser = 1 GROUP BY p.id ORDER BY n DESC, p.id LIMIT 1`,
    )
    .all() as QuestionsOwner[];
  assert.ok(first);
  const store = publicQuestions(db)
    .map((q) => q.shop_id)
    .sort((a, b) => a - b)[0] as number;
  return [first, { shopId: first.shopId }, { shopId: store }];
}

test("seeded questions: every word, beginning and letter finds what FTS5 finds, in both orders, unanswered only, page after page", async () => {
  const searches = [
    "is",
    "Is it",
    "i",
    "Days",
    "shipping business",
    "warr",
    "WARRANTY year",
    "110v",
    "110",
    "colour photos",
    "a",
    "the size",
    "<b>Yes</b>",
    "it's",
    "zzqx",
    "yes zzqx",
    // A word's forms, typos, a word left out.
    "sizes",
    "warrenty",
    "shippng time",
    "size zzqxy",
  ];
  let found = 0;
  const formsAndTypos = new Map<string, number>();
  for (const scope of await busyScopes()) {
    for (const search of searches) {
      const n = await sameAsFts(scope, search);
      found += n;
      formsAndTypos.set(search, (formsAndTypos.get(search) ?? 0) + n);
    }
  }
  assert.ok(found > 0, "the searches find questions");
  // The forms and corrections are found, not two empty answers alike.
  for (const search of ["sizes", "warrenty"]) assert.ok((formsAndTypos.get(search) ?? 0) > 0, search);
});

/** Characters of every kind FTS5 tells apart, and letters it reads as separators (ᦰ, ᳲ). */
const CHARACTERS = [..."abcé É-'", "e\u0301", ..."ΩωЖж漢字かな", "😀", "🥳", "ᦰ", "ᳲ", "\uE000"];

test("questions and answers in any script, with marks, emoji and letters SQLite reads apart, are found as FTS5 finds them", async () => {
  const { db } = await testHost();
  // A product with seeded questions, in a store that takes them; the texts below join them.
  const [question] = publicQuestions(db);
  assert.ok(question);
  const { product_id: productId, shop_id: shopId, external_id: externalId } = question;
  const text = fc
    .array(fc.constantFrom(...CHARACTERS), { minLength: 1, maxLength: 12 })
    .map((c) => c.join(""));
  const answerer = otherBuyer(db, question.product_id) || 3;
  const answer = db.prepare(
    "INSERT INTO answers (encoded_id, question_id, reviewer_id, body, created_at, hidden_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  let n = 0;
  // Texts of questions and of their answers, some of those hidden, then words searched among them.
  const rows = fc.sample(fc.tuple(text, fc.array(fc.tuple(text, fc.boolean()), { maxLength: 2 })), {
    numRuns: 40,
    seed: 7,
  });
  for (const [body, answers] of rows) {
    const asked = insertQuestion(db, productId, 3, body, new Date(Date.UTC(2025, 0, 1, 0, 0, n++)));
    for (const [i, [reply, hidden]] of answers.entries())
      answer.run(
        `a-test-${n}-${i}`,
        asked.id,
        i ? answerer : null,
        reply,
        new Date().toISOString(),
        hidden ? "2025-01-02" : null,
      );
  }
  const typed = fc.array(fc.constantFrom(...CHARACTERS, " ", "ab", "漢字", "aᦰ"), {
    minLength: 1,
    maxLength: 4,
  });
  let found = 0;
  for (const parts of fc.sample(typed, { numRuns: 60, seed: 11 }))
    found += await sameAsFts({ shopId, externalId }, parts.join(""));
  assert.ok(found > 0, "the searches find questions");
  // A typed word SQLite reads as two tokens, which follow one another in the text that has it.
  insertQuestion(db, productId, 3, "Is the abᦰcd lid tight?");
  assert.ok((await sameAsFts({ shopId, externalId }, "abᦰc")) > 0, "found by both tokens");
  assert.is(await sameAsFts({ shopId, externalId }, "abᦰx"), 0);
  assert.is(await sameAsFts({ shopId, externalId }, "cdᦰab"), 0, "in their order");
});

/** The ids the widget lists for `search` in the product of `questionId`. */
async function findsIn(questionId: number, search: string): Promise<number[]> {
  const { db } = await testHost();
  const { shop_id, external_id } = db
    .prepare(
      "SELECT p.shop_id, p.external_id FROM questions q JOIN products p ON p.id = q.product_id WHERE q.id = ?",
    )
    .get(questionId) as { shop_id: number; external_id: string };
  const encoded = await listed({ shopId: shop_id, externalId: external_id }, { search });
  return encoded.map(
    (id) => db.prepare("SELECT id FROM questions WHERE encoded_id = ?").pluck().get(id) as number,
  );
}

test("the words follow every write: asked, answered, changed, hidden, shown again, deleted", async () => {
  const { db } = await testHost();
  const [seeded] = publicQuestions(db);
  assert.ok(seeded);
  const asked = insertQuestion(db, seeded.product_id, 3, "Does the Grüntal kettle whistle?");
  assert.equal(await findsIn(asked.id, "gruntal"), [asked.id], "asked");
  const answerId = Number(
    db
      .prepare(
        "INSERT INTO answers (encoded_id, question_id, reviewer_id, body, created_at) VALUES ('a-test-w', ?, NULL, ?, ?)",
      )
      .run(asked.id, "Only the Brassó model does.", new Date().toISOString()).lastInsertRowid,
  );
  assert.equal(await findsIn(asked.id, "brasso kettle"), [asked.id], "answered: a word of each");
  db.prepare("UPDATE answers SET body = 'Every model sings.' WHERE id = ?").run(answerId);
  assert.equal(await findsIn(asked.id, "brasso"), [], "the answer's old words gone");
  assert.equal(await findsIn(asked.id, "sings"), [asked.id], "its new words found");
  setAnswerHiddenAt(db, answerId, "2025-01-01");
  assert.equal(await findsIn(asked.id, "sings"), [], "a hidden answer's words find nothing");
  setAnswerHiddenAt(db, answerId, null);
  assert.equal(await findsIn(asked.id, "sings"), [asked.id], "shown again");
  db.prepare("UPDATE questions SET body = 'Is the Ostrava kettle loud?' WHERE id = ?").run(asked.id);
  assert.equal(await findsIn(asked.id, "gruntal"), [], "the question's old words gone");
  assert.equal(await findsIn(asked.id, "ostrava sings"), [asked.id], "its new words found");
  setQuestionHiddenAt(db, asked.id, "2025-01-01");
  assert.equal(await findsIn(asked.id, "ostrava"), [], "a hidden question is found by nothing");
  setQuestionHiddenAt(db, asked.id, null);
  const words = db.prepare("SELECT count(*) FROM question_words WHERE question_id = ?").pluck();
  assert.ok((words.get(asked.id) as number) > 0);
  db.prepare("DELETE FROM answers WHERE id = ?").run(answerId);
  db.prepare("DELETE FROM questions WHERE id = ?").run(asked.id);
  assert.is(words.get(asked.id), 0, "a deleted question and answer leave no word");
  assert.throws(
    () => db.prepare("UPDATE questions SET product_id = product_id + 1 WHERE id = ?").run(seeded.id),
    /stays with its product/,
  );
});

test("the seed files the words of every question and answer as the triggers file them", async () => {
  const { db } = await testHost();
  const filed = `SELECT q.product_id, w.value, q.id, 0 FROM questions q, json_each(words_of(q.body)) w
    UNION ALL SELECT q.product_id, w.value, q.id, a.id FROM answers a
      JOIN questions q ON q.id = a.question_id, json_each(words_of(a.body)) w`;
  const kept = "SELECT product_id, word, question_id, answer_id FROM question_words";
  const count = (sql: string) => db.prepare(`SELECT count(*) FROM (${sql})`).pluck().get() as number;
  assert.ok(count(kept) > 100_000, "every seeded text's words");
  assert.is(count(`${filed} EXCEPT ${kept}`), 0, "none missing");
  assert.is(count(`${kept} EXCEPT SELECT * FROM (${filed})`), 0, "none left over");
});

test("a search reads the words of its product or store, never every question of it", async () => {
  const { app, db } = await testHost();
  for (const scope of await busyScopes()) {
    const url = questionsUrl(storeOf(db, scope.shopId), { search: "is warr" }, scope.externalId);
    const statements = await queryPlans(db, () => app.inject(url));
    const plans = statements.map((s) => `${s.sql}\n  ${s.plan.join("\n  ")}`).join("\n");
    assert.ok(plans.includes("SEARCH w USING PRIMARY KEY (product_id=? AND word>? AND word<?)"), plans);
    // The product's (or store's) questions are read by id from the words found, not listed.
    assert.not.match(plans, /SCAN (q|questions|p|products|w|question_words)\b|questions_product/, plans);
  }
});

test.run();
