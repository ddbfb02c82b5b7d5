// The render service a Rails host calls (npm run render-server; docs/host-api.md, "Server-rendered
// roots"): POST /render with the page's data answers the roots' HTML and the first screen to
// inline; GET /health answers while the process serves. One process per core (RENDER_WORKERS, as
// the host's WEB_CONCURRENCY: a render's CPU work runs on one thread), each rendering many pages at
// once while they wait for the host's answers. SIGTERM or SIGINT stops taking connections and lets
// the renders in flight answer before the service exits.
import cluster from "node:cluster";
import { serveRenders } from "./render-server";
import { serviceConfig } from "./service-config";

const config = serviceConfig();
const SIGNALS = ["SIGTERM", "SIGINT"] as const;
/** How long the renders in flight get to answer at a stop before the process exits anyway. */
const DRAIN_MS = 10_000;
const listeningOn = (port: number) => `render service on http://${config.host}:${port}`;

function serveInWorkers() {
  let listening = 0;
  let stopping = false;
  cluster.on("listening", (_worker, address) => {
    if (++listening === config.workers)
      console.log(`${listeningOn(address.port)} (${config.workers} workers)`);
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
}

function serve() {
  const service = serveRenders(config, (port) => {
    if (cluster.isPrimary) console.log(listeningOn(port));
  });
  const stop = () => {
    service.stop(() => process.exit(0));
    setTimeout(() => process.exit(0), DRAIN_MS).unref();
  };
  for (const signal of SIGNALS) process.once(signal, stop);
  // A worker is asked to stop through disconnect().
  cluster.worker?.once("disconnect", stop);
}

if (cluster.isPrimary && config.workers > 1) serveInWorkers();
else serve();
