// A server render's answers (src/server/answers-once.ts): each address asked of the host once,
// whoever asks it, and none waited for past the render's share of its bound; and what a guest's
// page asked last time (src/server/learned-requests.ts), the least recently rendered forgotten first.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { answersOnce } from "../../src/server/answers-once";
import { learnedRequests } from "../../src/server/learned-requests";

const test = suite("a render's answers");

test("each address is asked once; an answer after the wait is given up as a 504 and named late", async () => {
  const calls: string[] = [];
  const later: ((json: string) => void)[] = [];
  const answers = answersOnce((url) => {
    calls.push(url);
    if (url === "/slow")
      return new Promise((resolve) => later.push((json) => resolve({ status: 200, json })));
    return Promise.resolve({ status: 200, json: `"${url}"` });
  }, 20);
  const [fast, again, slow] = await Promise.all([
    answers.ask("/fast"),
    answers.ask("/fast"),
    answers.ask("/slow"),
  ]);
  assert.equal(fast, { status: 200, json: '"/fast"' });
  assert.is(again, fast);
  assert.equal(calls, ["/fast", "/slow"]);
  assert.is(slow.status, 504);
  assert.equal(answers.late(), ["/slow"]);
  // Asked after the wait is over: given up at once, not asked of a host that would answer too late.
  assert.is((await answers.ask("/after")).status, 504);
  assert.equal(answers.late(), ["/slow", "/after"]);
  for (const resolve of later) resolve('"late"');
  assert.is((await answers.ask("/slow")).status, 504, "an answer given up stays given up");
  answers.stop();
});

test("a failed answer reads as a 502, not late", async () => {
  const answers = answersOnce(() => Promise.reject(new Error("down")), 1000);
  assert.is((await answers.ask("/x")).status, 502);
  assert.equal(answers.late(), []);
  answers.stop();
});

test("learned requests: the last render's of each page, the least recently rendered forgotten past the limit", () => {
  const learned = learnedRequests(2);
  assert.equal(learned.get("a"), []);
  learned.remember("a", ["/a1"]);
  learned.remember("b", ["/b1"]);
  learned.remember("a", ["/a2"]);
  learned.remember("c", ["/c1"]);
  assert.equal(learned.get("a"), ["/a2"]);
  assert.equal(learned.get("b"), [], "b was rendered least recently");
  assert.equal(learned.get("c"), ["/c1"]);
});

test.run();
