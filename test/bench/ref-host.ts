// The reference host of another commit, beside this copy's in a benchmark (npm run relevance --
// --ref main, npm run bench -- --presses-only --ref main): that commit's tree, built and seeded
// once in data/ref-<commit>, and started.
import { type ChildProcess, execFileSync, execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../../fixtures/host/config";
import { freePort } from "../support/hosts/free-port";

export interface Host {
  label: string;
  url: string;
  stop: () => void;
}

/** The host of commit `ref`: its tree, built and seeded once in data/ref-<commit>, started. */
export async function refHost(ref: string): Promise<Host> {
  const commit = execFileSync("git", ["rev-parse", ref], { cwd: projectRoot, encoding: "utf8" }).trim();
  const dir = path.join(projectRoot, "data", `ref-${commit.slice(0, 12)}`);
  const dataDir = path.join(dir, "data");
  if (!existsSync(path.join(dir, "dist/host/start.mjs"))) {
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(dir)}`, { cwd: projectRoot });
    if (!existsSync(path.join(dir, "node_modules")))
      symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"));
    console.log(`building ${ref} (${commit.slice(0, 12)}) in ${path.relative(projectRoot, dir)}`);
    // Its own size budgets are its own business: the host is built whatever they say.
    try {
      execFileSync("node", ["build.mjs"], { cwd: dir, stdio: "ignore" });
    } catch {}
  }
  if (!existsSync(path.join(dataDir, "marketplace.sqlite"))) {
    console.log(`seeding ${ref}'s marketplace`);
    execFileSync("npx", ["tsx", "fixtures/host/seed/cli.ts"], {
      cwd: dir,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: "ignore",
    });
  }
  const port = await freePort();
  const child: ChildProcess = spawn("node", ["dist/host/start.mjs"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RATE_LIMITS: "off" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("The marketplace is at")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`${ref}'s host stopped (exit ${code})`)));
  });
  return {
    label: `${ref} (${commit.slice(0, 8)})`,
    url: `http://127.0.0.1:${port}`,
    stop: () => child.kill(),
  };
}
