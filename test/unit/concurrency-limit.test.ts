import { suite } from "uvu";
import * as assert from "uvu/assert";
import { concurrencyLimit } from "../../fixtures/host/http/concurrency-limit";

const test = suite("concurrency limit");

/** A task that runs until `finish()` is called, and says when it started. */
function controllable() {
  const started: number[] = [];
  const finishers = new Map<number, () => void>();
  const task = (id: number) => () =>
    new Promise<number>((resolve) => {
      started.push(id);
      finishers.set(id, () => resolve(id));
    });
  const finish = async (id: number) => {
    finishers.get(id)?.();
    for (let i = 0; i < 5; i++) await Promise.resolve(); // let the next task start
  };
  return { started, task, finish };
}

test("at most `max` tasks run at once; the others start in order as places free up", async () => {
  const limit = concurrencyLimit(1);
  const { started, task, finish } = controllable();
  const results = [1, 2, 3].map((id) => limit(task(id)));
  await Promise.resolve();
  assert.equal(started, [1]);
  await finish(1);
  assert.equal(started, [1, 2]);
  const late = limit(task(4)); // a newcomer waits behind the queue, not beside the running task
  await Promise.resolve();
  assert.equal(started, [1, 2]);
  await finish(2);
  await finish(3);
  await finish(4);
  assert.equal(started, [1, 2, 3, 4]);
  assert.equal(await Promise.all([...results, late]), [1, 2, 3, 4]);
});

test("a task that fails frees its place too", async () => {
  const limit = concurrencyLimit(1);
  await limit(() => Promise.reject(new Error("no"))).catch(() => {});
  assert.is(await limit(async () => "next"), "next");
});

test("a waiting task whose signal aborts leaves the line unstarted; those behind it keep their order", async () => {
  const limit = concurrencyLimit(1);
  const { started, task, finish } = controllable();
  const first = limit(task(1));
  const leaving = new AbortController();
  const left = limit(task(2), leaving.signal);
  const third = limit(task(3));
  await Promise.resolve();
  leaving.abort(new Error("no time left"));
  assert.match(String(await left.catch((error: unknown) => error)), "no time left");
  await finish(1);
  assert.equal(started, [1, 3], "the task that left never started");
  await finish(3);
  assert.equal(await Promise.all([first, third]), [1, 3]);
  assert.is(await limit(async () => "next"), "next", "its place went to no one: the next task runs at once");
});

test.run();
