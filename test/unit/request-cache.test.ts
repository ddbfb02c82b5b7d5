// The one request cache, on a fake clock: answers kept by key for their lifetime, one request for
// every caller of a key, a failure not kept, a change dropping what its tags name (kept answers and
// requests under way alike).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { createRequestCache, LONG_LIFETIME, SHORT_LIFETIME } from "../../src/lib/request-cache";
import { clock, deferred } from "../support/requests/deferred-loads";

const test = suite("request cache");

test("an answer is kept by its key for its lifetime, 60 s or 120 s from its arrival", async () => {
  const time = clock();
  const cache = createRequestCache(time.now);
  assert.is(await cache.fetch("/reviews.json", async () => "metrics", SHORT_LIFETIME), "metrics");
  assert.is(await cache.fetch("/reviews/how-it-works.json", async () => "text", LONG_LIFETIME), "text");
  assert.is(cache.get("/reviews.json"), "metrics");
  assert.is(cache.get("/reviews/other.json"), undefined, "another key holds nothing");
  time.advance(SHORT_LIFETIME - 1);
  assert.is(cache.get("/reviews.json"), "metrics");
  time.advance(1);
  assert.is(cache.get("/reviews.json"), undefined, "gone after 60 s");
  assert.is(cache.get("/reviews/how-it-works.json"), "text", "the 120 s answer stays");
  time.advance(LONG_LIFETIME - SHORT_LIFETIME);
  assert.is(cache.get("/reviews/how-it-works.json"), undefined, "gone after 120 s");
  let loads = 0;
  await cache.fetch("/reviews.json", async () => `metrics ${++loads}`, SHORT_LIFETIME);
  assert.is(cache.get("/reviews.json"), "metrics 1", "a key past its time is asked again");
});

test("callers of a key while its request is under way share that one request", async () => {
  const cache = createRequestCache(clock().now);
  const request = deferred({ products: 3 });
  const first = cache.fetch("/reviews/search.json?q=tea", request.load, SHORT_LIFETIME);
  const second = cache.fetch("/reviews/search.json?q=tea", request.load, SHORT_LIFETIME);
  assert.is(cache.get("/reviews/search.json?q=tea"), undefined, "nothing kept before the answer");
  request.answer();
  assert.equal(await Promise.all([first, second]), [{ products: 3 }, { products: 3 }]);
  assert.is(request.calls.length, 1);
  assert.equal(cache.get("/reviews/search.json?q=tea"), { products: 3 });
  await cache.fetch("/reviews/search.json?q=tea", request.load, SHORT_LIFETIME);
  assert.is(request.calls.length, 1, "the kept answer, without asking");
});

test("a failed request is not kept: the next caller asks again", async () => {
  const cache = createRequestCache(clock().now);
  const request = deferred("people");
  const failed = cache.fetch("/reviews/people.json", request.load, SHORT_LIFETIME);
  request.fail(new Error("500"));
  await failed.then(
    () => assert.unreachable("the failure reaches the caller"),
    (error: Error) => assert.is(error.message, "500"),
  );
  assert.is(cache.get("/reviews/people.json"), undefined);
  const again = cache.fetch("/reviews/people.json", request.load, SHORT_LIFETIME);
  request.answer();
  assert.is(await again, "people");
  assert.is(request.calls.length, 2);
});

test("a change drops the answers tagged with what it changed, and only those", async () => {
  const cache = createRequestCache(clock().now);
  await cache.fetch("/api/v1/widgets/product_review?external_id=1", async () => "widget", SHORT_LIFETIME, [
    "reviews",
  ]);
  await cache.fetch("/reviews/users/jamie", async () => "profile", SHORT_LIFETIME, ["profile", "reviews"]);
  await cache.fetch("/reviews/following.json", async () => "follows", LONG_LIFETIME, ["follows"]);
  await cache.fetch("/reviews.json", async () => "metrics", SHORT_LIFETIME);
  cache.invalidate(["reviews"]);
  assert.is(cache.get("/api/v1/widgets/product_review?external_id=1"), undefined);
  assert.is(cache.get("/reviews/users/jamie"), undefined);
  assert.is(cache.get("/reviews/following.json"), "follows");
  assert.is(cache.get("/reviews.json"), "metrics", "an untagged answer stays");
  cache.invalidate(["follows", "orders"]);
  assert.is(cache.get("/reviews/following.json"), undefined);
});

test("a request under way when a change drops its tag is not kept: the next caller asks again", async () => {
  const cache = createRequestCache(clock().now);
  const request = deferred("orders before the review");
  const under = cache.fetch("/reviews/write-review?resource=orders", request.load, SHORT_LIFETIME, [
    "orders",
  ]);
  cache.invalidate(["orders"]);
  request.answer();
  assert.is(await under, "orders before the review", "its caller still gets its answer");
  assert.is(cache.get("/reviews/write-review?resource=orders"), undefined);
  const after = cache.fetch("/reviews/write-review?resource=orders", request.load, SHORT_LIFETIME, [
    "orders",
  ]);
  request.answer();
  await after;
  assert.is(request.calls.length, 2);
});

test("the signal of the caller who starts a request goes to it, to cancel it", async () => {
  const cache = createRequestCache(clock().now);
  const request = deferred("suggestions");
  const controller = new AbortController();
  const asked = cache.fetch(
    "/reviews/instant_search?q=te",
    request.load,
    SHORT_LIFETIME,
    [],
    controller.signal,
  );
  assert.is(request.calls[0], controller.signal);
  request.answer();
  await asked;
});

test.run();
