// The render service a Rails host calls (npm run render-server; docs/render-service.md, "Server-rendered
// roots"): POST /render with the page's data answers the roots' HTML and the first screen to
// inline; GET /health answers while the process serves. One process per core (RENDER_WORKERS, as
// the host's WEB_CONCURRENCY: a render's CPU work runs on one thread), each rendering many pages at
// once while they wait for the host's answers. SIGTERM or SIGINT stops taking connections and lets
// the renders in flight answer before the service exits.
//
// This process only starts the ones that render (render-worker.ts, a file of their own: this one
// loads none of the render), so that each runs with the heap it is given (WORKER_HEAP): V8 grows a
// process's heap to four times what a collection leaves, unless its limit is a small one, and a
// render's garbage is many times what it keeps.
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { DRAIN_MS } from "./drain";
import { serviceConfig } from "./service-config";

/** The settings; one that cannot work stops the start with one line naming it, not a stack trace. */
const config = (() => {
  try {
    return serviceConfig();
  } catch (error) {
    console.error(`render service: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
})();
const SIGNALS = ["SIGTERM", "SIGINT"] as const;

/**
 * The workers' old generation at most, MB: V8 grows a heap by 1.3 times what a collection leaves,
 * rather than up to 4, when its limit is 256 MB or less. A process's live objects while it renders
 * are a small part of that (npm run bench reports the workers' memory); a heap limit set where the service starts (node's own flag) stays.
 */
const WORKER_HEAP = "--max-old-space-size=256";

const heapSet = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((flag) =>
  flag.includes("max-old-space-size"),
);
cluster.setupPrimary({
  exec: fileURLToPath(new URL("./render-worker.js", import.meta.url)),
  execArgv: heapSet ? process.execArgv : [...process.execArgv, WORKER_HEAP],
});
let listening = 0;
let stopping = false;
cluster.on("listening", (_worker, address) => {
  if (++listening === config.workers)
    console.log(
      `render service on http://${config.host}:${address.port} (${config.workers} ${config.workers === 1 ? "worker" : "workers"})`,
    );
});
cluster.on("exit", (worker, code, signal) => {
  if (stopping || worker.exitedAfterDisconnect) return;
  console.error(`A render worker stopped (${signal ?? `exit ${code}`}); starting another.`);
  cluster.fork();
});
for (let i = 0; i < config.workers; i++) cluster.fork();
for (const signal of SIGNALS)
  process.once(signal, () => {
    stopping = true;
    // Each worker answers its renders in flight, then ends; the service ends with the last.
    cluster.disconnect(() => process.exit(0));
    setTimeout(() => process.exit(0), DRAIN_MS).unref();
  });
