// The render service a Rails host calls (npm run render-server), run as built
// (dist/server/render-service.js) in a process of its own, on a free port; it stops when the file
// (or the benchmark) ends.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { onTeardown } from "../teardown";

const SERVICE = path.resolve("dist/server/render-service.js");

export interface RenderService {
  /** Its address, without a path: `http://127.0.0.1:<port>`. */
  url: string;
  child: ChildProcess;
}

/**
 * Starts the built service with `env` added to this process's environment; one worker unless `env`
 * sets RENDER_WORKERS (each worker loads the whole render, a cost a test need not pay).
 */
export async function startRenderService(env: Record<string, string> = {}): Promise<RenderService> {
  if (!existsSync(SERVICE)) throw new Error(`${SERVICE} is missing: run node build.mjs first`);
  const child = spawn(process.execPath, [SERVICE], {
    env: { ...process.env, RENDER_PORT: "0", RENDER_WORKERS: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  onTeardown(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
      const listening = /render service on (http:\/\/\S+)/.exec(output);
      if (listening) resolve(listening[1] as string);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.once("exit", (code) => reject(new Error(`the service exited (${code}): ${output}`)));
  });
  return { url, child };
}
