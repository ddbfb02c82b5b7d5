// A page's answers asked again as another reader (a shop's page that learns who is signed in after
// its guest's first screen): each with the load of the screen that read it first, put in place all
// at once when told, as a whole or not at all.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { PageAnswer } from "../../src/lib/page-answers";
import { askAgain, readerCache } from "../../src/lib/reader-cache";
import { createRequestCache, SHORT_LIFETIME } from "../../src/lib/request-cache";
import { clock, deferred } from "../support/requests/deferred-loads";

const test = suite("reader cache");

const WIDGET = "/api/v1/widgets/product_review?external_id=1";
const PAGE = "/reviews/products/1.json";
const QUESTIONS = "/reviews/questions?product_id=1";

/** The page's first screen's answers, seeded as the page brings them. */
function firstScreen(cache: ReturnType<typeof readerCache>, answers: Record<string, string>): PageAnswer[] {
  const list = Object.entries(answers).map(([key, value]) => ({
    key,
    value,
    ms: SHORT_LIFETIME,
    tags: ["reviews"] as const,
  }));
  for (const { key, value, ms, tags } of list) cache.seed(key, value, ms, tags);
  return list.map((answer) => ({ ...answer, tags: [...answer.tags] }));
}

test("the page's answers asked again, each with the load of the screen that read it first, are put in place all at once, when told", async () => {
  const time = clock();
  const cache = readerCache(createRequestCache(time.now));
  const widget = deferred("the reviewer's reviews");
  const questions = deferred("the reviewer's questions");
  const answers = firstScreen(cache, {
    [WIDGET]: "the guest's reviews",
    [QUESTIONS]: "the guest's questions",
  });
  assert.is(cache.get(WIDGET, widget.load), "the guest's reviews", "read with the reader's load");
  cache.get(WIDGET, async () => "another reader's load is not kept");
  cache.get(QUESTIONS, questions.load);
  const asked = askAgain(cache, answers);
  assert.is(widget.calls.length, 1);
  assert.is(questions.calls.length, 1);
  widget.answer();
  questions.answer();
  const put = await asked;
  assert.is(cache.get(WIDGET), "the guest's reviews", "in place only when told");
  put();
  assert.is(cache.get(WIDGET), "the reviewer's reviews");
  assert.is(cache.get(QUESTIONS), "the reviewer's questions");
  assert.is(await cache.fetch(WIDGET, widget.load, SHORT_LIFETIME), "the reviewer's reviews", "fetch's too");
  assert.is(widget.calls.length, 1, "kept, not asked");
  time.advance(SHORT_LIFETIME);
  assert.is(cache.get(WIDGET), undefined, "kept for its lifetime");
});

test("asking again fails as a whole: every answer stays as it was", async () => {
  const cache = readerCache(createRequestCache(clock().now));
  const page = deferred("the reviewer's page");
  const answers = firstScreen(cache, { [WIDGET]: "the guest's reviews", [PAGE]: "the guest's page" });
  cache.get(WIDGET, async () => "the reviewer's reviews");
  cache.get(PAGE, page.load);
  const asked = askAgain(cache, answers);
  page.fail(new Error("503"));
  await asked.then(
    () => assert.unreachable("the failure reaches the caller"),
    (error: Error) => assert.is(error.message, "503"),
  );
  assert.is(cache.get(WIDGET), "the guest's reviews");
  assert.is(cache.get(PAGE), "the guest's page");
});

test("asking again: an answer no screen read goes when the others are put in place; one dropped meanwhile stays dropped; one gone before is not asked", async () => {
  const cache = readerCache(createRequestCache(clock().now));
  const widget = deferred("the reviewer's reviews");
  const page = deferred("the reviewer's page");
  const answers = firstScreen(cache, {
    [WIDGET]: "the guest's reviews",
    [QUESTIONS]: "the guest's questions",
  });
  cache.get(WIDGET, widget.load);
  const gone = firstScreen(cache, { [PAGE]: "the guest's page" });
  cache.get(PAGE, page.load);
  cache.invalidate(["reviews"]);
  firstScreen(cache, { [WIDGET]: "the guest's reviews", [QUESTIONS]: "the guest's questions" });
  const asked = askAgain(cache, [...answers, ...gone]);
  assert.is(page.calls.length, 0, "gone before: not asked");
  assert.is(cache.get(QUESTIONS), "the guest's questions", "kept while the others are asked");
  cache.invalidate(["reviews"]);
  widget.answer();
  (await asked)();
  assert.is(cache.get(QUESTIONS), undefined, "dropped meanwhile: stays dropped");
  assert.is(cache.get(WIDGET), undefined, "a change dropped it meanwhile");
});

test("asking again: an answer read by no screen goes at once with the others, for its next reader to ask", async () => {
  const cache = readerCache(createRequestCache(clock().now));
  const widget = deferred("the reviewer's reviews");
  const answers = firstScreen(cache, {
    [WIDGET]: "the guest's reviews",
    [QUESTIONS]: "the guest's questions",
  });
  cache.get(WIDGET, widget.load);
  const asked = askAgain(cache, answers);
  assert.is(cache.get(QUESTIONS), "the guest's questions", "kept while the others are asked");
  widget.answer();
  (await asked)();
  assert.is(cache.get(WIDGET), "the reviewer's reviews");
  assert.is(cache.get(QUESTIONS), undefined, "its next reader asks it");
});

test.run();
