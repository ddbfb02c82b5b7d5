// Every route of the host with who may call it and one request it answers (2xx or 3xx), in the
// order they can be sent one after another over one copy of the seeded data: the reads, the
// pages, then the writes. The fuzz and cost tests go through it route by route; a route the host
// declares and this table lacks fails them, so a new route comes with its use.
import type { FastifyInstance, RouteOptions } from "fastify";
import { buildHost } from "../../../fixtures/host/server";
import { PAGE_ROUTE_USES } from "./route-table-pages";
import { READ_ROUTE_USES } from "./route-table-reads";
import { WRITE_ROUTE_USES } from "./route-table-writes";
import type { RouteKey, RouteUse, RouteUses } from "./route-use-types";

export const ROUTE_USES: RouteUses = { ...READ_ROUTE_USES, ...PAGE_ROUTE_USES, ...WRITE_ROUTE_USES };

/** A JSON schema as a route declares it. */
export type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[] };

/** A route as the host declared it, with the schemas of what it reads. */
export interface DeclaredRoute {
  key: RouteKey;
  method: string;
  url: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** An upload route's limits (multipart/form-data). */
  upload?: { files: number; fileBytes: number; fields: number };
  /** It takes an HTML form's urlencoded body. */
  form: boolean;
  bodyLimit?: number;
  /** Every schema it declares, its answers' too (`response`). */
  schema: Record<string, unknown>;
  /** It sends a file or a host page, never JSON. */
  notJson: boolean;
}

/** Collects the routes `app` declares from now on (call before it is ready); HEAD routes share their GET's. */
export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.addHook("onRoute", (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      routes.push({
        key: `${method} ${route.url}` as RouteKey,
        method,
        url: route.url,
        params: schema.params,
        query: schema.querystring,
        body: schema.body,
        upload: route.config?.upload,
        form: route.config?.form === true,
        bodyLimit: route.bodyLimit,
        schema,
        notJson: route.config?.sends !== undefined,
      });
    }
  });
  return routes;
}

/** The routes a host over `dataDir` declares, read from a host built in this process (never started). */
export async function routesOver(dataDir: string): Promise<DeclaredRoute[]> {
  const { app } = buildHost({ dataDir, rateLimits: false });
  const routes = declaredRoutes(app);
  await app.ready();
  await app.close();
  return routes;
}

/** The route that answered the last request to `app` ('GET /reviews/search.json'), undefined when none did; call before it is ready. */
export function answeringRoute(app: FastifyInstance): () => RouteKey | undefined {
  let last: RouteKey | undefined;
  app.addHook("onResponse", async (request) => {
    const url = request.routeOptions.url;
    last = request.is404 || url === undefined ? undefined : (`${request.method} ${url}` as RouteKey);
  });
  return () => last;
}

/** The routes in the table's order, each with its use; throws naming the routes the table lacks. */
export function routesWithUses(routes: DeclaredRoute[]): { route: DeclaredRoute; use: RouteUse }[] {
  const byKey = new Map(routes.map((route) => [route.key, route]));
  const missing = routes.filter((route) => !(route.key in ROUTE_USES)).map((route) => route.key);
  if (missing.length)
    throw new Error(`routes without a use in test/support/routes/route-table.ts:\n  ${missing.join("\n  ")}`);
  const gone = Object.keys(ROUTE_USES).filter((key) => !byKey.has(key as RouteKey));
  if (gone.length) throw new Error(`uses of routes the host does not declare:\n  ${gone.join("\n  ")}`);
  return (Object.entries(ROUTE_USES) as [RouteKey, RouteUse][]).map(([key, use]) => ({
    route: byKey.get(key) as DeclaredRoute,
    use,
  }));
}
