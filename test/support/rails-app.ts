// The example Rails application (examples/rails: Debian's ruby-rails, puma and ruby-turbolinks),
// started once for a test file beside its reference host, which stands in for the marketplace API
// the Rails app forwards to, and the render service, built with the bundle, which asks the Rails
// app's API for what a page shows. Everything a browser asks goes to the Rails app's one origin.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { onTeardown } from "../teardown";
import { testHost } from "./host";

const APP = path.resolve("examples/rails");
const SERVICE = path.resolve("dist/server/render-service.js");
/** A busy machine's render and its API calls through Rails, bounded loosely. */
const RENDER_TIMEOUT_MS = 8000;

export interface RailsApp {
  /** e.g. 'http://127.0.0.1:40123' */
  url: string;
  /** What the Rails app has logged so far. */
  log: () => string;
  /** Stops the render service (the Rails app's pages then go with empty roots). */
  stopService: () => Promise<void>;
}

/** Whether this machine has Ruby with Rails 6.1 and Puma (Debian's ruby-rails and puma). */
export function railsInstalled(): boolean {
  const ruby = spawnSync("ruby", ["-e", 'require "rails"; require "puma"; require "turbolinks"'], {
    stdio: "ignore",
  });
  return ruby.status === 0 && spawnSync("puma", ["--version"], { stdio: "ignore" }).status === 0;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });

/** Starts `command`, resolving once its output matches `ready`; it is killed when the file ends. */
function start(
  command: string,
  args: string[],
  options: { cwd?: string; env: Record<string, string> },
  ready: RegExp,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  onTeardown(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (ready.test(output)) resolve({ child, output: () => output });
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`${command} exited (${code}): ${output}`)));
  });
}

let started: Promise<RailsApp> | null = null;

export function railsApp(): Promise<RailsApp> {
  started ??= (async () => {
    onTeardown(() => {
      started = null;
    });
    const host = await testHost();
    // The bundle as the README has an integrator put it: dist/ under public/reviews-bundle/.
    execFileSync(path.join(APP, "bin/setup"));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const service = await start(
      process.execPath,
      [SERVICE],
      {
        env: { RENDER_PORT: "0", RENDER_API_URL: url, RENDER_TIMEOUT_MS: String(RENDER_TIMEOUT_MS) },
      },
      /render service on http:\/\/\S+\n/,
    );
    const serviceUrl = /render service on (http:\/\/\S+)/.exec(service.output())?.[1] as string;
    const rails = await start(
      "puma",
      ["--config", "config/puma.rb", "config.ru"],
      {
        cwd: APP,
        env: {
          PORT: String(port),
          RAILS_ENV: "production",
          REVIEWS_API_URL: host.url,
          RENDER_URL: `${serviceUrl}/render`,
          RENDER_READ_TIMEOUT: String(RENDER_TIMEOUT_MS / 1000 + 1),
        },
      },
      /Listening on/,
    );
    return {
      url,
      log: rails.output,
      stopService: async () => {
        if (service.child.exitCode !== null) return;
        const exited = new Promise((resolve) => service.child.once("exit", resolve));
        service.child.kill("SIGTERM");
        await exited;
      },
    };
  })();
  return started;
}
