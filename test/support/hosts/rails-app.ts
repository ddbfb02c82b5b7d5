// A new integrator's Rails 7.2 shop with the widget (support/hosts/rails-shop.ts: rails new, the gem,
// its generator, the initializer's values), made and started once for a test file under Puma as the
// generator left it, inside Debian trixie's root (support/rails/trixie-root.ts), beside the file's
// reference host, which stands in for the marketplace the shop forwards the widget's API to, and the
// render service, built with the bundle, which asks that marketplace directly for what a page shows
// (so it holds no Puma thread: docs/rails.md, "What the generator cannot decide"). Each reaches the
// marketplace through a proxy of its own that records what it brought
// (support/hosts/recording-marketplace.ts); the shop's is hostile: its answers set the shop's own
// cookies, and one page's data redirects to another site; the service's may be made slower than its
// bound (support/hosts/delaying-proxy.ts). Visitors' browsers reach the marketplace
// (its pictures, its policy pages) as another site, marketplace.localhost.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { onTeardown } from "../../teardown";
import { exampleShop } from "../data/seeded-queries";
import { insideRoot, trixieRootReady } from "../rails/trixie-root";
import { delayingProxy } from "./delaying-proxy";
import { freePort } from "./free-port";
import { newRailsShop, SHOP_COOKIES } from "./rails-shop";
import { type RecordingMarketplace, recordingMarketplace } from "./recording-marketplace";
import { startRenderService } from "./render-service";
import { testHost } from "./test-host";

/** A busy machine's render and its API calls, bounded loosely. */
const RENDER_TIMEOUT_MS = 8000;

export interface RailsApp {
  /** e.g. 'http://127.0.0.1:40123' */
  url: string;
  /** The shop's folder (as seen from outside the root it runs in). */
  root: string;
  /** Runs a command of the shop's (e.g. bin/rails) in its folder, inside its root, with `env` added. */
  inShop: (command: string[], env?: Record<string, string>) => Promise<{ stdout: string }>;
  /** What the Rails app has logged so far. */
  log: () => string;
  /** Stops the render service (the Rails app's pages then go with empty roots). */
  stopService: () => Promise<void>;
  /** What the Rails app asked the marketplace (hostile), and what visitors' browsers asked it directly. */
  marketplace: RecordingMarketplace;
  /** What the render service asked the marketplace. */
  renderMarketplace: RecordingMarketplace;
  /**
   * A busy machine: from now on the marketplace answers the render service only past its bound
   * (every render falls back), or again at once.
   */
  slowMarketplace: (slow: boolean) => void;
  /** The marketplace as visitors' browsers reach it: another site than the shop's. */
  marketplacePublicUrl: string;
}

/** Whether this machine has the root the Rails 7.2 shop runs in (support/rails/trixie-root.ts). */
export const railsInstalled = trixieRootReady;

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
  // The app logs every request: its output is kept as it came and joined only when asked for, and
  // `ready` is looked for only until it is seen; a text joined and searched again at every chunk
  // costs the worker CPU that grows with the square of the log.
  const chunks: Buffer[] = [];
  const output = () => Buffer.concat(chunks).toString();
  let seen = false;
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      chunks.push(chunk);
      if (seen || !ready.test(output())) return;
      seen = true;
      resolve({ child, output });
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`${command} exited (${code}): ${output()}`)));
  });
}

let started: Promise<RailsApp> | null = null;

export function railsApp(): Promise<RailsApp> {
  started ??= (async () => {
    onTeardown(() => {
      started = null;
    });
    const host = await testHost();
    const [marketplace, renderMarketplace] = await Promise.all([
      recordingMarketplace(host.url, SHOP_COOKIES),
      recordingMarketplace(host.url),
    ]);
    let delayMs = 0;
    const service = await startRenderService({
      RENDER_API_URL: await delayingProxy(renderMarketplace.url, () => delayMs),
      RENDER_TIMEOUT_MS: String(RENDER_TIMEOUT_MS),
    });
    const port = await freePort();
    const marketplacePublicUrl = `http://marketplace.localhost:${marketplace.port}`;
    const root = await newRailsShop({
      shopOrigin: `http://127.0.0.1:${port}`,
      marketplaceUrl: marketplace.url,
      marketplacePublicUrl,
      renderUrl: service.url,
      renderTimeout: RENDER_TIMEOUT_MS / 1000 + 1,
      locales: ["en", "de"],
      store: (({ domain, platform, public_token }) => ({ domain, platform, token: public_token }))(
        exampleShop(host.db),
      ),
    });
    // A new app's production environment (Rails 7.2 serves its files and logs on stdout there).
    const production = { RAILS_ENV: "production" };
    const rails = await start(
      ...insideRoot("puma", ["--config", "config/puma.rb", "config.ru"]),
      { cwd: root, env: { ...production, PORT: String(port) } },
      /Listening on/,
    );
    return {
      url: `http://127.0.0.1:${port}`,
      root,
      inShop: ([command, ...args], env = {}) =>
        promisify(execFile)(...insideRoot(command as string, args), {
          cwd: root,
          env: { ...process.env, ...production, ...env },
        }),
      log: rails.output,
      marketplace,
      renderMarketplace,
      slowMarketplace: (slow: boolean) => {
        delayMs = slow ? RENDER_TIMEOUT_MS + 1000 : 0;
      },
      marketplacePublicUrl,
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
