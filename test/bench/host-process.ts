// The reference host in a process of its own, so the benchmark's clients never share its
// event loop; over a fresh copy of the default seeded dataset.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { projectRoot } from "../../fixtures/host/config";
import { seededDataDir } from "../support/seeded-data";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export async function startHostProcess(): Promise<{ url: string; stop: () => void; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "fixtures/host/start.ts"], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: seededDataDir(), PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("The marketplace is at")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`the host stopped (exit ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM"), child };
}
