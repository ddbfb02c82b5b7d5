// Every route a host declares, as its onRoute hook sees them: what the route schemas' tests read.
import type { RouteOptions } from "fastify";
import type { Route } from "../../build/field-limits";
import { buildHost } from "../../fixtures/host/server";
import { seededDataDir } from "./seeded-data";

/** Every route of a host, as its onRoute hook sees them declared. */
export async function registeredRoutes(): Promise<Route[]> {
  const { app } = buildHost({ dataDir: seededDataDir() });
  const routes: Route[] = [];
  app.addHook("onRoute", (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        schema: (route.schema ?? {}) as Record<string, unknown>,
        notJson: route.config?.sends !== undefined,
      });
    }
  });
  await app.ready();
  await app.close();
  return routes;
}
