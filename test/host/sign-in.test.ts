import { createHook } from "node:async_hooks";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DEVICE_COOKIE_PREFIX } from "../../fixtures/host/auth/device-cookie";
import {
  accountDelayMs,
  FREE_FAILURES,
  MAX_FAILURES,
  MAX_WAIT_MS,
  signInLimits,
} from "../../fixtures/host/auth/sign-in-limits";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { buildHost } from "../../fixtures/host/server";
import { EMAIL_MAX, PASSWORD_MAX } from "../../src/api/contract/sign-in-routes";
import { quantile } from "../support/costs/median";
import { processCpuMs } from "../support/costs/thread-cpu";
import { rowCount, signInFailures } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { Visitor } from "../support/requests/http-client";

const test = suite("sign-in limits and timing");

const REVIEWER = { email: "reviewer@example.com", password: "reviewer" };
const WRONG = { email: "reviewer@example.com", password: "wrong" };

// Each test starts and ends with no failures counted, so the other tests' sign-ins are never held up.
async function clearFailures(): Promise<void> {
  (await testHost()).db.exec("DELETE FROM sign_in_failures");
}
test.before.each(clearFailures);
test.after.each(clearFailures);

async function visitor() {
  return new Visitor((await testHost()).app);
}

test("someone else's failures never lock the owner out: the account is slowed down, the right password still signs in", async () => {
  const v = await visitor();
  // The turns then stay within the longest wait.
  const failures = FREE_FAILURES + 5;
  for (let i = 1; i <= failures; i++) {
    assert.is((await v.postLogin(WRONG, `10.0.0.${i}`)).statusCode, 401, `failure ${i}`);
  }
  const started = performance.now();
  const owner = await v.postLogin(REVIEWER, "10.0.0.200");
  const waited = performance.now() - started;
  assert.is(owner.statusCode, 303, "the owner signs in");
  // Its turn comes accountDelayMs(failures) (1.6 s) after the last failure's turn, less the hash
  // that failure took after its turn: half that delay leaves room for a hash on a busy machine.
  assert.ok(waited >= accountDelayMs(failures) / 2, `the attempt waited its turn: ${waited} ms`);
  assert.ok(accountDelayMs(failures) > accountDelayMs(failures - 1), "each failure slows it more");
  assert.is(accountDelayMs(FREE_FAILURES - 1), 0, "a few mistypes cost nothing");
});

/** What a hash takes here, about: the time between an attempt's turn and its answer. */
const HASH_MS = 80;

test("wrong passwords one after another, from rotating addresses, never wait more than 2 s for the account's turn: later ones are refused at once with Retry-After", async () => {
  const limits = signInLimits((await testHost()).db);
  let now = Date.now();
  const waits: number[] = [];
  const refusals: number[] = [];
  // Each attempt is sent when the one before was answered: after its turn and a hash, or at once.
  for (let i = 0; i < 15; i++) {
    const attempt = limits.reserve("rotating@example.com", `10.0.11.${i}`, null, now);
    if (attempt.refused) {
      refusals.push(attempt.retryAfter);
      continue;
    }
    waits.push(attempt.waitMs);
    attempt.settle(false);
    now += attempt.waitMs + HASH_MS;
  }
  assert.ok(waits.length > FREE_FAILURES, `${waits.length} attempts were checked`);
  assert.ok(Math.max(...waits) <= MAX_WAIT_MS, `waits: ${waits.join(", ")} ms`);
  assert.ok(refusals.length > 0, "the attempts whose turn is further away are refused");
  for (const retryAfter of refusals) assert.ok(retryAfter * 1000 > MAX_WAIT_MS, `Retry-After ${retryAfter}`);
});

/** The answers of `requests`, or null when any is still unanswered after `ms`. */
async function answeredWithin<T>(requests: Promise<T>[], ms: number): Promise<T[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([Promise.all(requests), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Answered without waiting for any turn: well before the turns these tests put 12 s or more ahead,
 * however busy the machine.
 */
const AT_ONCE_MS = 5_000;

test("60 sign-ins at once for an account whose turn is over 2 s away are each refused at once with Retry-After, none held", async () => {
  const { db } = await testHost();
  const limits = signInLimits(db);
  // Twelve wrong passwords in the last six minutes put the account's next turn 12.8 s ahead.
  const guesses = 12;
  const now = Date.now();
  for (let i = 0; i < guesses; i++) {
    const attempt = limits.reserve(WRONG.email, `10.0.12.${i}`, null, now - (guesses - 1 - i) * 30_000);
    assert.ok(!attempt.refused);
    attempt.settle(false);
  }
  const v = await visitor();
  await v.get("/login");
  const answers = await answeredWithin(
    Array.from({ length: 60 }, (_, i) =>
      v.request({
        method: "POST",
        url: "/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ ...WRONG, authenticity_token: v.csrfToken }).toString(),
        remoteAddress: `10.0.13.${i}`,
      }),
    ),
    AT_ONCE_MS,
  );
  assert.ok(answers, `every answer within ${AT_ONCE_MS} ms`);
  for (const answer of answers) {
    assert.is(answer.statusCode, 429);
    const retryAfter = Number(answer.headers["retry-after"]);
    assert.ok(
      retryAfter * 1000 > MAX_WAIT_MS && retryAfter <= 13,
      `Retry-After ${retryAfter}: when the turn comes`,
    );
  }
  const failures = db.prepare("SELECT count(*) FROM sign_in_failures WHERE key = ?").pluck().get(WRONG.email);
  assert.is(failures, guesses, "a refused attempt reserves no turn");
});

/** The device cookie a sign-in answer set: its name, value and attributes. */
function deviceCookieOf(response: { headers: Record<string, unknown> }) {
  const lines = [response.headers["set-cookie"]].flat().map(String);
  const line = lines.find((l) => l.startsWith(DEVICE_COOKIE_PREFIX)) ?? "";
  const [pair = "", ...attributes] = line.split("; ");
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes };
}

test("one wrong attempt every 30 s from three addresses never keeps the owner out of a browser they signed in with; every other client waits", async () => {
  const { db } = await testHost();
  const owner = await visitor();
  const first = await owner.postLogin(REVIEWER, "10.0.20.1");
  assert.is(first.statusCode, 303);
  const device = deviceCookieOf(first);
  assert.ok(device.value, "the owner's browser gets a device cookie");
  assert.equal(device.attributes.filter((a) => !a.startsWith("Max-Age")).sort(), [
    "HttpOnly",
    "Path=/login",
    "SameSite=Strict",
  ]);
  assert.not.match(device.name, "reviewer", "its name says nothing of the email");

  // The last 15 minutes: a wrong password every 30 s, the addresses taking turns.
  const limits = signInLimits(db);
  const now = Date.now();
  for (let i = 0; i < 30; i++) {
    const attempt = limits.reserve(WRONG.email, `10.0.21.${i % 3}`, null, now - (29 - i) * 30_000);
    assert.ok(!attempt.refused, `guess ${i + 1}`);
    attempt.settle(false);
  }

  const started = performance.now();
  const trusted = await owner.postLogin(REVIEWER, "10.0.20.2");
  assert.is(trusted.statusCode, 303, "the owner's browser signs in");
  assert.ok(performance.now() - started < AT_ONCE_MS, "at once, not after the strangers' turns");
  assert.ok(deviceCookieOf(trusted).value !== device.value, "and gets a new device cookie");

  const stranger = await visitor();
  const untrusted = await stranger.postLogin(REVIEWER, "10.0.22.1");
  assert.is(untrusted.statusCode, 429, "a browser that never signed in shares the account's turns");
  assert.ok(Number(untrusted.headers["retry-after"]) > MAX_WAIT_MS / 1000);

  // A device cookie whose signature was changed is no device cookie.
  const forged = await visitor();
  await forged.get("/login");
  const tampered = `${device.value.slice(0, -2)}${device.value.endsWith("A") ? "B" : "A"}A`;
  const refused = await forged.request({
    method: "POST",
    url: "/login",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `${SESSION_COOKIE}=${forged.sessionId}; ${device.name}=${tampered}`,
    },
    payload: new URLSearchParams({ ...REVIEWER, authenticity_token: forged.csrfToken }).toString(),
    remoteAddress: "10.0.22.2",
  });
  assert.is(refused.statusCode, 429, "a forged device cookie is untrusted");

  // The owner's browser mistyping counts against that browser, not the account.
  const accountRows = () => signInFailures(db, "account");
  const before = accountRows();
  assert.is((await owner.postLogin(WRONG, "10.0.20.3")).statusCode, 401);
  assert.is(accountRows(), before);
  assert.is(signInFailures(db, "device"), 1);
});

test("after 10 failures from one address, for any accounts, that address waits", async () => {
  const v = await visitor();
  for (let i = 1; i <= MAX_FAILURES; i++) {
    const response = await v.postLogin({ email: `nobody-${i}@example.com`, password: "x" }, "10.0.1.1");
    assert.is(response.statusCode, 401, `failure ${i}`);
  }
  const locked = await v.postLogin(REVIEWER, "10.0.1.1");
  assert.is(locked.statusCode, 429);
  assert.ok(Number(locked.headers["retry-after"]) > 0);
  assert.is((await v.postLogin(REVIEWER, "10.0.1.2")).statusCode, 303, "another address signs in");
});

test("a successful sign-in clears the account's failures: repeated sign-ins are never held up", async () => {
  const v = await visitor();
  const { db } = await testHost();
  const failures = () =>
    db
      .prepare("SELECT count(*) FROM sign_in_failures WHERE scope = 'account' AND key = ?")
      .pluck()
      .get(WRONG.email);
  for (let i = 1; i <= FREE_FAILURES + 1; i++) {
    assert.is((await v.postLogin(WRONG, `10.0.2.${i}`)).statusCode, 401);
  }
  assert.is(failures(), FREE_FAILURES + 1);
  assert.is((await v.postLogin(REVIEWER, "10.0.3.1")).statusCode, 303);
  assert.is(failures(), 0, "cleared");
  for (let i = 0; i < MAX_FAILURES + 2; i++) {
    assert.is((await v.postLogin(REVIEWER, "10.0.4.1")).statusCode, 303, `sign-in ${i}`);
  }
  assert.is(failures(), 0, "successes are never counted as failures");
});

test("a burst of 300 wrong passwords from one address, across two workers, gets at most the limit's 401s", async () => {
  const { dataDir } = await testHost();
  // Neither worker has rate limits (the test host has none): the sign-in limit alone holds.
  const otherWorker = buildHost({ dataDir, rateLimits: false });
  try {
    const workers = [await visitor(), new Visitor(otherWorker.app)];
    for (const w of workers) await w.get("/login");
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        (workers[i % 2] as Visitor).postLogin(
          { email: `guess-${i}@example.com`, password: "x" },
          "127.0.8.1",
        ),
      ),
    );
    const counts = new Map<number, number>();
    for (const { statusCode } of answers) counts.set(statusCode, (counts.get(statusCode) ?? 0) + 1);
    assert.is(counts.get(401), MAX_FAILURES, `statuses: ${JSON.stringify([...counts])}`);
    assert.is(counts.get(429), 300 - MAX_FAILURES);
  } finally {
    await otherWorker.app.close();
  }
});

test("an email or password longer than any real one is refused before it is hashed", async () => {
  const v = await visitor();
  const long = await v.postLogin({ email: `${"a".repeat(EMAIL_MAX)}@x.io`, password: "x" }, "10.0.9.1");
  assert.is(long.statusCode, 400);
  const huge = await v.postLogin(
    { email: REVIEWER.email, password: "p".repeat(PASSWORD_MAX + 1) },
    "10.0.9.1",
  );
  assert.is(huge.statusCode, 400);
  assert.is((await v.postLogin(REVIEWER, "10.0.9.1")).statusCode, 303, "and counted as no failure");
});

test("a sign-in form with a field sent twice or a field it does not have is a 400, signing nobody in", async () => {
  const v = await visitor();
  await v.get("/login");
  const post = (fields: [string, string][]) =>
    v.request({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams([...fields, ["authenticity_token", v.csrfToken]]).toString(),
      remoteAddress: "10.0.9.2",
    });
  const twice = await post([
    ["email", "someone@example.com"],
    ["email", REVIEWER.email],
    ["password", REVIEWER.password],
  ]);
  assert.is(twice.statusCode, 400, "not the last of two emails");
  assert.match(twice.body, /email.{1,6} was given more than once/);
  const extra = await post([...Object.entries(REVIEWER), ["remember_me", "1"]]);
  assert.is(extra.statusCode, 400, "a field the form does not have");
  assert.match(extra.body, /remember_me.{1,6} is not taken here/);
  assert.is((await post([["email", REVIEWER.email]])).statusCode, 400, "no password");
  assert.is(rowCount((await testHost()).db, "sign_in_failures"), 0);
  assert.is((await post(Object.entries(REVIEWER))).statusCode, 303, "the form as the page sends it");
});

/**
 * Counts the password hashes on the thread pool: each starts as a SCRYPTREQUEST and ends when its
 * callback is called. `peak` is the most at one time since the watch began.
 */
function watchHashes(): { peak: () => number; stop: () => void } {
  const running = new Set<number>();
  let peak = 0;
  const hook = createHook({
    init(id, type) {
      if (type !== "SCRYPTREQUEST") return;
      running.add(id);
      peak = Math.max(peak, running.size);
    },
    before(id) {
      running.delete(id);
    },
  }).enable();
  return { peak: () => peak, stop: () => hook.disable() };
}

test("20 sign-ins at once hash one password at a time and leave the pages' JSON answering quickly (p95 under 215 ms)", async () => {
  const { app } = await testHost();
  const hashes = watchHashes();
  const signIns = Array.from({ length: 20 }, async (_, i) => {
    const v = await visitor();
    return v.postLogin({ email: `someone-${i}@example.com`, password: "a guess" }, `10.0.10.${i}`);
  });
  let done = false;
  const all = Promise.all(signIns).finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done || times.length < 20) {
    const started = performance.now();
    const answer = await app.inject("/reviews/how-it-works?format=json");
    times.push(performance.now() - started);
    assert.is(answer.statusCode, 200);
    await new Promise(setImmediate); // a turn of the event loop, so the hashes' completions are seen
  }
  hashes.stop();
  assert.ok(
    (await all).every((r) => r.statusCode === 401),
    "every sign-in was checked",
  );
  // The thread pool has four threads: more hashes at once would take the cores from the pages.
  assert.is(hashes.peak(), 1, "hashes at one time");
  const p95 = quantile(times, 0.95);
  assert.ok(p95 < 215, `p95 ${p95.toFixed(1)} ms over ${times.length} requests`);
});

/** A failed sign-in's cost: the host's CPU milliseconds (the hash's thread among them) and its hashes. */
async function cost(v: Visitor, fields: Record<string, string>, address: string) {
  await v.get("/login");
  const hashes = watchHashes();
  const before = processCpuMs();
  const response = await v.postLogin(fields, address);
  const cpuMs = processCpuMs() - before;
  hashes.stop();
  assert.is(response.statusCode, 401);
  return { cpuMs, hashes: hashes.peak() };
}

test("an unknown email costs a hash as a wrong password does: timing does not tell who has an account", async () => {
  const v = await visitor();
  const unknown: { cpuMs: number; hashes: number }[] = [];
  const wrong: { cpuMs: number; hashes: number }[] = [];
  // An account no other test of the file guesses at: the reviewer's earlier failures would make
  // its attempts wait their turns (sign-in-limits.ts), which is not what is measured here.
  const wrongPassword = { email: SEEDED_ACCOUNTS.arbitrator.email, password: "wrong" };
  for (let i = 0; i < 5; i++) {
    unknown.push(await cost(v, { email: `nobody-${i}@example.com`, password: "x" }, `10.0.5.${i}`));
    wrong.push(await cost(v, wrongPassword, `10.0.6.${i}`));
  }
  assert.equal(
    [...unknown, ...wrong].map((attempt) => attempt.hashes),
    Array(10).fill(1),
    "one hash for each attempt",
  );
  // Without the dummy hash an unknown email costs a few per cent of a wrong password (2 ms vs 80 ms
  // of CPU). CPU time, which other work on the machine does not stretch as it stretches wall time;
  // each kind's cheapest attempt is compared.
  const cheapest = (attempts: { cpuMs: number }[]) => Math.min(...attempts.map((a) => a.cpuMs));
  const [unknownMs, wrongMs] = [cheapest(unknown), cheapest(wrong)];
  assert.ok(
    unknownMs > wrongMs * 0.4,
    `unknown ${unknownMs.toFixed(1)} ms, wrong ${wrongMs.toFixed(1)} ms of CPU at the cheapest`,
  );
});

test("a sign-in hashes off the main thread: the host keeps answering meanwhile", async () => {
  const { app } = await testHost();
  const v = await visitor();
  await v.get("/login");
  // Small requests one after another while a sign-in runs: a hash on the main thread would hold
  // them all until it is done (the few answered come before it starts), one on the thread pool
  // lets them through. The most of three sign-ins, each from its own address: on a busy machine
  // one sign-in's hash may get a core before the main thread does, a main-thread hash never lets
  // five through.
  const answeredDuringSignIn = async (remoteAddress: string) => {
    let signedIn = false;
    let answered = 0;
    const signIn = v
      .request({
        method: "POST",
        url: "/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ ...WRONG, authenticity_token: v.csrfToken }).toString(),
        remoteAddress,
      })
      .then((response) => {
        signedIn = true;
        return response;
      });
    while (!signedIn) {
      await app.inject("/favicon.ico");
      if (!signedIn) answered++;
      await new Promise(setImmediate); // a turn of the event loop, so the hash's completion is seen
    }
    assert.is((await signIn).statusCode, 401);
    return answered;
  };
  const answered: number[] = [];
  for (const address of ["10.0.7.1", "10.0.7.2", "10.0.7.3"]) {
    const count = await answeredDuringSignIn(address);
    answered.push(count);
    if (count >= 5) break;
  }
  assert.ok(Math.max(...answered) >= 5, `${answered.join(", ")} requests answered during the sign-ins`);
});

test.run();
