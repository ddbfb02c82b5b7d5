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
for (const step of steps) {
  if (only && !step.name.includes(only)) continue;
  console.log(`\n▶ ${step.name}`);
  const { code, output } = await runStep(step);
  if (step.uvu) {
    // uvu prints 'Total: N' and 'Passed: N'; a crash before the summary counts as one failure.
    const total = Number(/Total:\s+(\d+)/.exec(output)?.[1] ?? 0);
    const ok = Number(/Passed:\s+(\d+)/.exec(output)?.[1] ?? 0);
    passed += ok;
    failed += Math.max(total - ok, code === 0 ? 0 : 1);
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
