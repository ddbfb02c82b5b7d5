// npm test: typecheck, lint, build (with its size budgets), unit and component tests, host and
// browser tests. The checks (typecheck, lint, build) are reported on their own line; the last line,
// 'N passed, N failed', counts tests only. The exit code fails when a check or a test fails.
import { spawn } from "node:child_process";

const steps = [
  { name: "typecheck", command: ["npx", "tsc", "--noEmit"] },
  { name: "lint", command: ["npx", "biome", "check", "."] },
  { name: "build and size budgets", command: ["node", "build.mjs"] },
  {
    name: "unit and component tests",
    uvu: true,
    command: [
      "node",
      "--import",
      "tsx",
      "--import",
      "./test/setup.ts",
      "test/uvu.ts",
      "^(unit|component)/.*\\.test\\.tsx?$",
    ],
  },
  {
    name: "reference host tests",
    uvu: true,
    command: ["node", "--import", "tsx", "test/uvu.ts", "^host/.*\\.test\\.ts$"],
  },
  {
    name: "browser tests",
    uvu: true,
    retryFailedFiles: true,
    command: ["node", "--import", "tsx", "test/uvu.ts", "^browser/.*\\.test\\.ts$"],
  },
];

function runStep(step) {
  return new Promise((resolve) => {
    const [cmd, ...args] = step.command;
    const child = spawn(cmd, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0" },
    });
    let output = "";
    const relay = (stream, sink) =>
      stream.on("data", (chunk) => {
        output += chunk;
        sink.write(chunk);
      });
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

let passed = 0;
let failed = 0;
const checks = [];
const only = process.argv[2];
// uvu prints 'Total: N' and 'Passed: N'; a crash before the summary counts as one failure.
const uvuCounts = (code, output) => {
  const total = Number(/Total:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const ok = Number(/Passed:\s+(\d+)/.exec(output)?.[1] ?? 0);
  return { total, failed: Math.max(total - ok, code === 0 ? 0 : 1) };
};

/** The test files whose suite line shows a failure ('✘'), from uvu's output. */
function failedFiles(output) {
  const files = new Set();
  let file = null;
  for (const line of output.split("\n")) {
    const header = /^(browser\/\S+\.test\.ts)$/.exec(line.trim());
    if (header) file = header[1];
    else if (file && line.includes("✘")) files.add(file);
  }
  return [...files];
}

for (const step of steps) {
  if (only && !step.name.includes(only)) continue;
  console.log(`\n▶ ${step.name}`);
  let { code, output } = await runStep(step);
  if (step.uvu) {
    const first = uvuCounts(code, output);
    let { failed: stepFailed } = first;
    // A browser file that failed runs once more, alone, and its second result counts. The first
    // failure stays in the output and is named here, so a flaky test is seen and fixed, not hidden.
    const retry = step.retryFailedFiles && code !== 0 ? failedFiles(output) : [];
    if (retry.length > 0) {
      console.log(`\n↻ ${step.name}: running again the files that failed: ${retry.join(", ")}`);
      const pattern = `^(${retry.map((f) => f.replace(/[.]/g, "\\.")).join("|")})$`;
      ({ code, output } = await runStep({ ...step, command: [...step.command.slice(0, -1), pattern] }));
      stepFailed = uvuCounts(code, output).failed;
      console.log(`↻ ${step.name}: ${first.failed} failed on the first run, ${stepFailed} on the second`);
    }
    passed += first.total - stepFailed;
    failed += stepFailed;
  } else {
    checks.push({ name: step.name, ok: code === 0 });
  }
  if (code !== 0) console.log(`✗ ${step.name} failed (exit ${code})`);
}
const failedChecks = checks.filter((check) => !check.ok);
if (checks.length > 0) {
  console.log(`\nchecks: ${checks.map((check) => `${check.name} ${check.ok ? "ok" : "FAILED"}`).join(", ")}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failedChecks.length === 0 ? 0 : 1);
