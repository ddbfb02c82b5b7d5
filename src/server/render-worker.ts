// A process of the render service (render-service.ts starts them): it renders the pages posted to
// the port they share. Asked to stop (SIGTERM, SIGINT, or its primary's disconnect()), it stops
// taking connections and lets the renders in flight answer before it exits.
import cluster from "node:cluster";
import { DRAIN_MS } from "./drain";
import { serveRenders } from "./render-server";
import { serviceConfig } from "./service-config";

const service = serveRenders(serviceConfig());
const stop = () => {
  service.stop(() => process.exit(0));
  setTimeout(() => process.exit(0), DRAIN_MS).unref();
};
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, stop);
cluster.worker?.once("disconnect", stop);
