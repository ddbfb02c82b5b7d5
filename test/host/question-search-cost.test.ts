// A search of a product's questions costs what its answer costs, not what the product's questions
// say: one account's day of questions (20, each of 500 distinct Han characters, every one a
// character the host had never read) neither slows that product's searches nor holds the host
// from another visitor while 20 such searches run at once. Measured in the CPU time of the host's
// process (support/costs/thread-cpu.ts), which other processes running beside the test do not stretch.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { QuestionsResponse } from "../../src/api/contract/questions";
import { QUESTION_MAX } from "../../src/lib/question-rules";
import { median } from "../support/costs/median";
import { processCpuMs } from "../support/costs/thread-cpu";
import { otherAccounts } from "../support/data/seeded-queries";
import { publicQuestions, type QuestionStore, questionsUrl, storeOf } from "../support/data/seeded-questions";
import { testHost } from "../support/hosts/test-host";
import { reviewerSession } from "../support/requests/http-client";

const test = suite("host question search cost");

const DAILY_QUESTIONS = 20;
/** The first of the Han characters the questions are written in, each used once. */
const FIRST_HAN = 0x4e00;

/** The CPU a search costs the host, the median of five after one to warm up, and its answer. */
async function timedSearch(url: string) {
  const { app } = await testHost();
  const times: number[] = [];
  let answer: QuestionsResponse | undefined;
  for (let i = 0; i < 6; i++) {
    const started = processCpuMs();
    const response = await app.inject({ url });
    if (i > 0) times.push(processCpuMs() - started);
    assert.is(response.statusCode, 200, response.body);
    answer = response.json() as QuestionsResponse;
  }
  return { ms: median(times), answer: answer as QuestionsResponse };
}

test("20 questions of 500 new characters each leave the product's searches as fast as another's, and the host free", async () => {
  const { app, db } = await testHost();
  // Two products with questions of the seeded texts, in stores that take questions.
  const [asked, other] = publicQuestions(db)
    .filter((q, i, all) => all.findIndex((o) => o.product_id === q.product_id) === i)
    .slice(0, 2);
  assert.ok(asked && other);
  const asker = await reviewerSession(otherAccounts(db, 1)[0] as number);
  for (let n = 0; n < DAILY_QUESTIONS; n++) {
    const body = Array.from({ length: QUESTION_MAX }, (_, i) =>
      String.fromCodePoint(FIRST_HAN + n * QUESTION_MAX + i),
    ).join("");
    const response = await asker.request("POST", "/reviews/questions", {
      question: { product_id: asked.product_encoded_id, body },
    });
    assert.is(response.statusCode, 201, response.body);
  }
  // A word of the seeded questions both products have: the same search, the same kind of answer.
  const search = "is";
  const url = (question: typeof asked, store: QuestionStore) =>
    questionsUrl(store, { search, per_page: "20" }, question.external_id);
  const askedUrl = url(asked, storeOf(db, asked.shop_id));
  const there = await timedSearch(askedUrl);
  const elsewhere = await timedSearch(url(other, storeOf(db, other.shop_id)));
  assert.ok(there.answer.total_count > 0 && elsewhere.answer.total_count > 0, "both find questions");
  const figures = `${there.ms.toFixed(1)} ms of CPU there, ${elsewhere.ms.toFixed(1)} ms on another product`;
  assert.ok(there.ms < 100, figures);
  assert.ok(there.ms < elsewhere.ms * 3 + 20, figures);

  // Another visitor's request sent while 20 of those searches are under way: the host's CPU
  // until it is answered is what it waited behind.
  const started = processCpuMs();
  let cpuUntilAnswered = 0;
  const searches = Array.from({ length: 20 }, () => app.inject({ url: askedUrl }));
  const metrics = app.inject({ url: "/reviews.json" }).then((response) => {
    cpuUntilAnswered = processCpuMs() - started;
    return response;
  });
  const answers = await Promise.all([...searches, metrics]);
  assert.ok(
    answers.every((response) => response.statusCode === 200),
    "every request answered",
  );
  assert.ok(
    cpuUntilAnswered < 1000,
    `/reviews.json answered after ${cpuUntilAnswered.toFixed(0)} ms of the host's CPU`,
  );
});

test.run();
