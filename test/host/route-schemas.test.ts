// Every route the host registers declares schemas for what it reads and what it answers: its
// address's parameters, its query, its body (every post, put and delete), and its answer (unless
// it sends a file or a host page, never JSON). A route added without them fails here, whoever adds it.
import type { RouteOptions } from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { buildHost } from "../../fixtures/host/server";
import { seededDataDir } from "../support/seeded-data";

const test = suite("route schemas");

interface Route {
  method: string;
  url: string;
  schema: Record<string, unknown>;
  /** It sends a file or a host page, never JSON. */
  notJson: boolean;
}

/** Every route of a host, as its onRoute hook sees them declared. */
async function registeredRoutes(): Promise<Route[]> {
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

const WRITES = new Set(["POST", "PUT", "DELETE", "PATCH"]);

/** What a route's schema leaves out of what it reads or answers. */
function missing({ method, url, schema, notJson }: Route): string[] {
  const gaps: string[] = [];
  if (!schema.querystring) gaps.push("querystring");
  if (/[:*]/.test(url) && !schema.params) gaps.push("params");
  if (WRITES.has(method) && !schema.body) gaps.push("body");
  const response = schema.response as Record<string, unknown> | undefined;
  const success = Object.keys(response ?? {}).some((status) => /^(2|3)/.test(status));
  if (!notJson && !success) gaps.push("response");
  return gaps;
}

test("every route declares schemas for its params, query, body and answer", async () => {
  const routes = await registeredRoutes();
  assert.ok(routes.length > 60, `the host's routes were seen (${routes.length})`);
  const gaps = routes
    .filter((route) => route.method !== "HEAD") // Fastify's HEAD routes share their GET's schemas
    .map((route) => ({ route, gaps: missing(route) }))
    .filter(({ gaps }) => gaps.length > 0)
    .map(({ route, gaps }) => `${route.method} ${route.url}: no ${gaps.join(", ")}`);
  assert.equal(gaps, [], `routes without their schemas:\n${gaps.join("\n")}`);
});

test("the check itself: a route without schemas is named", () => {
  assert.equal(missing({ method: "POST", url: "/x/:id", schema: {}, notJson: false }), [
    "querystring",
    "params",
    "body",
    "response",
  ]);
  assert.equal(missing({ method: "GET", url: "/file", schema: { querystring: {} }, notJson: true }), []);
});

test.run();
