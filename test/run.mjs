// npm test: typecheck, lint, the catalogues' check (npm run i18n:check), build (with its size
// budgets), unit and component tests, the Rails gem's minitest tests, host and browser tests. The checks (typecheck, lint, i18n,
// build) are reported on their own line; the last line,
// 'N passed, N failed', counts tests only. The exit code fails when a check or a test fails.
//
// What can run side by side does: the build and the seeded marketplace come first, since the host
// and browser files need them; typecheck, lint and the unit and component tests run beside them at a
// lower priority (the unit and component tests at the normal one), filling the time the others wait. The host and browser files then share a few
// worker processes (test/uvu.ts --worker), the longest first; a worker's files share one copy of the
// data, each file seeing it as seeded (test/support/data/shared-seed-copy.ts), and one Chromium. A failed test
// is never run again.
// Usage: node test/run.mjs [part of a step's name]; TEST_WORKERS=n sets the number of workers that
// take any file (one per core unless set).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { parse } from "uvu/parse";
import { aboveFloor, belowFloor, FLOOR_FILE, filesLeftOut, readFloor } from "./support/runner/left-out.mjs";

const UNIT = "^(unit|component)/.*\\.test\\.tsx?$";
const IN_WORKERS = "^(host|browser)/.*\\.test\\.ts$";
/**
 * Host and browser files wait much of their time (on Chromium, timers, the network), but a worker
 * driving Chromium beyond one per core costs more CPU than the time it saves: its pages wait and
 * poll longer while the others run. So one worker per core takes any file, and one more, at a lower
 * priority, takes host files only (no browser): it fills the time the others wait and gives way
 * when they work.
 */
const WORKERS = Number(process.env.TEST_WORKERS ?? availableParallelism());
/** A file still running after this long has hung: its worker is stopped and the file fails. */
const FILE_TIME_LIMIT_MS = Number(process.env.TEST_FILE_TIME_LIMIT_S ?? 480) * 1000;
const DURATIONS = "node_modules/.cache/test-durations.json";
/** Each file's seconds in a run on a 2-core machine: the order before this machine has run them. */
const COMMITTED_DURATIONS = "test/durations.json";
/** The seed's pictures, drawn once a run for every worker's hosts (fixtures/host/images.ts). */
const ENV = { ...process.env, FORCE_COLOR: "0", DRAWN_PICTURES_DIR: "node_modules/.cache/drawn-pictures" };

/** Debian trixie's root with Rails 7.2 (test/support/rails/trixie-root.ts). */
const TRIXIE_ROOT_SCRIPT = "test/support/rails/trixie-root.sh";

const tsx = (...args) => ["node", "--import", "tsx", ...args];
const background = (command) => ["nice", "-n", "10", ...command];
const steps = {
  build: { name: "build and size budgets", check: true, command: ["node", "build.mjs"] },
  seed: { name: "seeded marketplace", command: tsx("test/support/data/seed-before-tests.ts") },
  // npm run typecheck: on one thread (TypeScript 7's --singleThreaded), which costs less CPU than
  // its default threads and, on a machine of few cores already busy with the build, ends sooner.
  typecheck: { name: "typecheck", check: true, command: background(["npm", "run", "--silent", "typecheck"]) },
  lint: { name: "lint", check: true, command: background(["npx", "biome", "check", "."]) },
  i18n: { name: "i18n", check: true, command: background(tsx("test/i18n-check.ts")) },
  // The Rails gem's minitest tests (gem/test), when Ruby with Rails is here (Debian's ruby-rails).
  // Hung only past a file's limit: at a lower priority beside the build, the typecheck and the
  // workers, a run on a loaded machine took them past 120 s (18 s alone).
  gem: {
    name: "gem tests on Rails 6.1 (minitest)",
    minitest: true,
    timeLimitMs: FILE_TIME_LIMIT_MS,
    command: background(["ruby", "gem/test/run.rb"]),
  },
  // The same on Rails 7.2, Ruby 3.3 and Rack 3, in Debian trixie's root (.ci/run makes it).
  gem72: {
    name: "gem tests on Rails 7.2 (minitest)",
    minitest: true,
    timeLimitMs: 120_000,
    command: background(["bash", TRIXIE_ROOT_SCRIPT, "run", "ruby", "gem/test/run.rb"]),
  },
  unit: {
    name: "unit and component tests",
    uvu: true,
    // Not lowered: its tests wait for conditions within a time limit, and a process starved of CPU misses it.
    command: tsx("--import", "./test/setup.ts", "test/uvu.ts", UNIT),
  },
};
const HOST_AND_BROWSER = "host and browser tests";
/** How many of the costliest host and browser tests a run with TEST_TIMES set names at its end. */
const COSTLIEST_SHOWN = 15;
/** The host and browser tests' CPU seconds (theirs and their child processes'), as the workers tell them with TEST_TIMES set. */
const costliest = [];

const only = process.argv[2];
const wanted = (name) => !only || name.includes(only);
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const timings = [];
const checks = [];
let passed = 0;
let failed = 0;
/** What failed, by name: repeated above the last line, so a run's tail says which. */
const failures = [];
/** The tests each part ran (passed or failed), by the part's name, for the floor (support/runner/left-out.mjs). */
const ran = {};
const addRan = (part, tests) => {
  ran[part] = (ran[part] ?? 0) + tests;
};

/** Runs one step to its end, its output kept and printed in one piece once it is done. */
function runStep(step) {
  const since = performance.now();
  return new Promise((resolve) => {
    const [cmd, ...args] = step.command;
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: ENV });
    // A step that hangs fails rather than holding the run.
    const limit = step.timeLimitMs && setTimeout(() => child.kill("SIGKILL"), step.timeLimitMs);
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      clearTimeout(limit);
      const took = seconds(since);
      timings.push(`${step.name} ${took}`);
      console.log(`\n▶ ${step.name} (${took})\n${output.trimEnd()}`);
      if (code !== 0) console.log(`✗ ${step.name} failed (exit ${code})`);
      if (step.check) checks.push({ name: step.name, ok: code === 0 });
      if (step.uvu) {
        const counted = uvuCounts(code ?? 1, output);
        count(counted, output);
        addRan(step.name, counted.passed + counted.failed);
      }
      if (step.minitest) countMinitest(step.name, code ?? 1, output);
      resolve(code === 0);
    });
  });
}

// uvu's summary says 'Total: N' and 'Passed: N'; a crash before the summary counts as one failure.
function uvuCounts(code, output) {
  const total = Number(/Total:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const ok = Number(/Passed:\s+(\d+)/.exec(output)?.[1] ?? 0);
  return { passed: ok, failed: Math.max(total - ok, code === 0 ? 0 : 1) };
}

// Minitest's summary says 'N runs, N assertions, N failures, N errors, N skips'; a skip fails, as a
// test.skip does, and a crash before the summary counts as one failure.
function countMinitest(part, code, output) {
  const [runs = 0, failing = 0, errors = 0, skips = 0] =
    /(\d+) runs, \d+ assertions, (\d+) failures, (\d+) errors, (\d+) skips/
      .exec(output)
      ?.slice(1)
      .map(Number) ?? [];
  const bad = failing + errors + skips;
  addRan(part, runs);
  passed += runs - bad;
  failed += Math.max(bad, code === 0 ? 0 : 1);
  for (const [, name] of output.matchAll(/^(?:Failure|Error|Skipped):\n(\S+)/gm))
    failures.push(`gem: ${name}`);
}

/** Whether Ruby with Rails, Puma and Turbolinks is here (Debian's ruby-rails, puma, ruby-turbolinks). */
function rubyWithRails() {
  const ruby = spawnSync("ruby", ["-e", 'require "rails"; require "puma"; require "turbolinks"'], {
    stdio: "ignore",
  });
  return ruby.status === 0;
}

function count(result, output = "") {
  passed += result.passed;
  failed += result.failed;
  for (const [, name] of output.matchAll(/FAIL\s+(.+)$/gm)) failures.push(name.trim());
}

/** This machine's last run, over the committed figures (test/durations.json), so a fresh clone schedules as well. */
function readDurations() {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(file, "utf8"));
    } catch {
      return {};
    }
  };
  return { ...read(COMMITTED_DURATIONS), ...read(DURATIONS) };
}

/** The files in the order they are handed out: the longest last run first; unknown ones guessed by size. */
async function workerFiles(durations) {
  const { suites } = await parse("test", new RegExp(IN_WORKERS), { cwd: process.cwd() });
  const guess = ({ name, file }) =>
    durations[name] ?? statSync(file).size / (name.startsWith("browser/") ? 250 : 2500);
  return suites.sort((a, b) => guess(b) - guess(a)).map((suite) => suite.name);
}

/** The processes started under `pid`, at any depth, from Linux's /proc (none where it is missing). */
function descendantsOf(pid) {
  const children = new Map();
  let entries = [];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The parent's pid follows the command's name, which is in parentheses and may hold spaces.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while the table was read
    }
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const below = children.get(queue.shift()) ?? [];
    found.push(...below);
    queue.push(...below);
  }
  return found;
}

/**
 * Stops a hung worker with everything it started (a render service, a Rails app, a host process):
 * left running, they would hold the run's output open and its end with it.
 */
function stopWorker(child) {
  for (const pid of [child.pid, ...descendantsOf(child.pid)]) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // it ended meanwhile
    }
  }
}

/** Runs `files` on `WORKERS` processes, each taking the next file as it finishes one. */
async function runInWorkers(files, durations) {
  const since = performance.now();
  const pending = [...files];
  /** CPU seconds of the workers themselves (their hosts, the test code), and of their child processes (Chromium, a Rails app, a render service). */
  const cpu = { own: 0, children: 0 };
  /** Pages Chromium loaded from the files' test hosts (test/support/runner/page-loads.ts). */
  let pageLoads = 0;
  const workerCount = Math.max(1, Math.min(WORKERS, pending.length));
  const isHostFile = (name) => name.startsWith("host/");
  /** A worker: of any file, or (hostOnly) of host files only, at a lower priority. */
  const worker = (hostOnly = false) =>
    new Promise((resolve) => {
      const command = tsx("test/uvu.ts", "--worker");
      const [cmd, ...args] = hostOnly ? background(command) : command;
      const child = spawn(cmd, args, { stdio: ["ignore", "inherit", "inherit", "ipc"], env: ENV });
      let current = null;
      /** The test of `current` that runs now, as the worker tells it. */
      let currentTest = null;
      let limit = null;
      const next = () => {
        clearTimeout(limit);
        const at = hostOnly ? pending.findIndex(isHostFile) : 0;
        current = at >= 0 ? (pending.splice(at, 1)[0] ?? null) : null;
        currentTest = null;
        if (!current) return child.send({});
        limit = setTimeout(() => stopWorker(child), FILE_TIME_LIMIT_MS);
        child.send({ name: current });
      };
      child.on("message", (message) => {
        if (message.ready) return next();
        if (message.test) {
          currentTest = message.test;
          return;
        }
        const { name, total, passed: ok, output } = message;
        durations[name] = Math.round(message.seconds * 10) / 10;
        const { own, children } = message.cpu;
        cpu.own += own;
        cpu.children += children;
        for (const { test, cpu: used } of message.tests)
          costliest.push({ file: name, test, cpu: used.own + used.children });
        pageLoads += message.pageLoads;
        const loads = message.pageLoads > 0 ? `, ${message.pageLoads} page loads` : "";
        const used = `CPU ${own.toFixed(1)} s + ${children.toFixed(1)} s in child processes${loads}`;
        console.log(`\n${output.trimEnd()}\n  (${name}: ${message.seconds.toFixed(1)} s, ${used})`);
        count({ passed: ok, failed: total - ok }, output);
        addRan(HOST_AND_BROWSER, total);
        next();
      });
      child.on("exit", (code, signal) => {
        clearTimeout(limit);
        if (current) {
          // The worker died or hung in this file: the file fails, and a new worker takes the rest.
          const during = currentTest ? ` in "${currentTest}"` : "";
          console.log(
            `\n✗ ${current}: its worker stopped (exit ${code ?? signal})${during} before the file ended`,
          );
          count({ passed: 0, failed: 1 });
          failures.push(`${current}: its worker stopped${during}`);
          resolve(pending.some((name) => !hostOnly || isHostFile(name)) ? worker(hostOnly) : undefined);
        } else resolve(undefined);
      });
    });
  const hostWorker = pending.some(isHostFile) ? [worker(true)] : [];
  await Promise.all([...Array.from({ length: workerCount }, () => worker()), ...hostWorker]);
  mkdirSync(path.dirname(DURATIONS), { recursive: true });
  writeFileSync(DURATIONS, `${JSON.stringify(durations, null, 1)}\n`);
  const total = cpu.own + cpu.children;
  timings.push(
    `${HOST_AND_BROWSER} ${seconds(since)} (${workerCount} workers and ${hostWorker.length} of host files, CPU ${total.toFixed(0)} s: ${cpu.own.toFixed(0)} s in the workers, ${cpu.children.toFixed(0)} s in Chromium and their other child processes; ${pageLoads} page loads)`,
  );
}

const run = (step) => (wanted(step.name) ? runStep(step) : Promise.resolve(true));
const ready = Promise.all([
  run(steps.build),
  wanted(HOST_AND_BROWSER) || wanted(steps.seed.name) ? runStep(steps.seed) : true,
]);
/** The gem's tests need Ruby, on each Rails: without it they are said to be left out, and fail under CI. */
async function runGemTests() {
  const on61 = await runGemStep(
    steps.gem,
    rubyWithRails(),
    "apt-get install -y ruby-rails puma ruby-turbolinks",
  );
  const on72 = await runGemStep(steps.gem72, trixieRails(), `as root: bash ${TRIXIE_ROOT_SCRIPT} make`);
  return on61 && on72;
}

function runGemStep(step, installed, howToInstall) {
  if (!wanted(step.name)) return Promise.resolve(true);
  if (installed) return runStep(step);
  console.log(
    `\n▶ ${step.name}\n  skipped: its Rails is not here: the gem's tests did not run (${howToInstall})`,
  );
  if (process.env.CI) count({ passed: 0, failed: 1 });
  return Promise.resolve(!process.env.CI);
}

/** Whether the trixie root is made and can be entered (as root: chroot and mount). */
function trixieRails() {
  const root = spawnSync("bash", [TRIXIE_ROOT_SCRIPT, "path"], { encoding: "utf8" }).stdout.trim();
  return process.getuid?.() === 0 && existsSync(path.join(root, "usr/bin/rails"));
}
const beside = [run(steps.typecheck), run(steps.lint), run(steps.i18n), run(steps.unit), runGemTests()];
const [built, seeded] = await ready;
if (wanted(HOST_AND_BROWSER)) {
  if (built && seeded && existsSync("dist/manifest.json")) {
    const durations = readDurations();
    await runInWorkers(await workerFiles(durations), durations);
  } else {
    console.log(`\n✗ ${HOST_AND_BROWSER} not run: the build or the seeded marketplace failed`);
    count({ passed: 0, failed: 1 });
  }
}
await Promise.all(beside);

// A whole run (no step named) holds its files and its counts to what the run took before.
if (!only) {
  const leftOut = [
    ...filesLeftOut("test", [UNIT, IN_WORKERS]).map((file) => `test/${file}: no step of the run takes it`),
    ...belowFloor(ran, readFloor()),
  ];
  checks.push({ name: "no test left out", ok: leftOut.length === 0 });
  if (leftOut.length > 0) console.log(`\n✗ tests left out:\n${leftOut.map((why) => `  ${why}`).join("\n")}`);
  const raised = aboveFloor(ran, readFloor());
  if (raised.length > 0) console.log(`\nmore tests than ${FLOOR_FILE} holds: ${raised.join(", ")}`);
}
const failedChecks = checks.filter((check) => !check.ok);
console.log(`\ntimes: ${timings.join(", ")}; in all ${seconds(started)}`);
if (checks.length > 0) {
  console.log(`checks: ${checks.map((check) => `${check.name} ${check.ok ? "ok" : "FAILED"}`).join(", ")}`);
}
if (costliest.length > 0) {
  const cpuOf = (tests) => tests.reduce((sum, { cpu }) => sum + cpu, 0);
  const top = costliest.sort((a, b) => b.cpu - a.cpu).slice(0, COSTLIEST_SHOWN);
  console.log(
    `\nthe ${top.length} costliest of ${costliest.length} host and browser tests, ${cpuOf(top).toFixed(0)} of their ${cpuOf(costliest).toFixed(0)} CPU s:`,
  );
  for (const { file, test, cpu } of top) console.log(`  ${cpu.toFixed(1).padStart(5)} s  ${file}: ${test}`);
}
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ${name}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failedChecks.length === 0 ? 0 : 1);
