// The questions' search and 'Unanswered only' in the address: read forgivingly, written without
// defaults, symmetric, apart from the review controls that share the address.
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  DEFAULT_QUESTION_QUERY,
  narrowsQuestions,
  parseQuestionQuery,
  type QuestionQuery,
  serializeQuestionQuery,
} from "../../src/lib/question-query";
import { parseReviewQuery } from "../../src/lib/review-query";

const test = suite("questions' controls in the address");

const queryArb: fc.Arbitrary<QuestionQuery> = fc.record({
  search: fc.string({ maxLength: 120 }).map((s) => s.replace(/\s+/g, " ").trim().slice(0, 100).trim()),
  unansweredOnly: fc.boolean(),
});

test("what is written reads back the same", () => {
  fc.assert(
    fc.property(queryArb, (query) => {
      assert.equal(parseQuestionQuery(serializeQuestionQuery(query)), { ...query });
    }),
  );
});

test("defaults are left out; the review controls' search and page are kept apart", () => {
  assert.is(serializeQuestionQuery(DEFAULT_QUESTION_QUERY), "");
  const written = serializeQuestionQuery(
    { search: "battery", unansweredOnly: true },
    "search=loud&page=3&redesign=1",
  );
  assert.is(written, "search=loud&page=3&redesign=1&question_search=battery&unanswered_only=true");
  assert.is(parseReviewQuery(written).search, "loud");
  assert.equal(parseQuestionQuery(written), { search: "battery", unansweredOnly: true });
});

test("junk reads as the default: a flag that is not true or false, a search of spaces", () => {
  assert.equal(parseQuestionQuery("unanswered_only=yes&question_search=%20%20"), DEFAULT_QUESTION_QUERY);
  assert.is(parseQuestionQuery(`question_search=${"a".repeat(300)}`).search.length, 100);
});

test("narrowed by a search or by 'Unanswered only', not otherwise", () => {
  assert.not.ok(narrowsQuestions(DEFAULT_QUESTION_QUERY));
  assert.ok(narrowsQuestions({ search: "x", unansweredOnly: false }));
  assert.ok(narrowsQuestions({ search: "", unansweredOnly: true }));
});

test.run();
