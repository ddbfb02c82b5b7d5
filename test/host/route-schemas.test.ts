// Every route the host registers declares schemas for what it reads and what it answers: its
// address's parameters, its query, its body (every post, put and delete), and its answer (unless
// it sends a file or a host page, never JSON). A route added without them fails here, whoever adds it.
// A schema of what a route reads is closed: no empty schema (`{}`, anything goes) anywhere in it,
// no object that takes properties it does not describe, no list of undescribed items.
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

type Schema = boolean | Record<string, unknown>;

/** Where `schema` lets anything through, each as a path and what is open there. */
function openParts(schema: Schema | undefined, at: string): string[] {
  if (schema === undefined) return [];
  if (schema === true) return [`${at}: true takes anything`];
  if (schema === false) return [];
  const keys = Object.keys(schema).filter((key) => !["title", "description", "$id"].includes(key));
  if (keys.length === 0) return [`${at}: {} takes anything`];
  const found: string[] = [];
  const sub = (value: unknown, where: string) => found.push(...openParts(value as Schema, where));
  for (const key of ["anyOf", "oneOf", "allOf"])
    for (const [i, branch] of ((schema[key] as Schema[] | undefined) ?? []).entries())
      sub(branch, `${at}.${key}[${i}]`);
  const isObject = schema.type === "object" || "properties" in schema || "patternProperties" in schema;
  if (isObject) {
    const extra = schema.additionalProperties;
    if (extra === undefined || extra === true) found.push(`${at}: an object that takes any other property`);
    else if (extra !== false) sub(extra, `${at}.additionalProperties`);
    for (const [name, child] of Object.entries((schema.properties as Record<string, Schema>) ?? {}))
      sub(child, `${at}.${name}`);
    for (const [pattern, child] of Object.entries((schema.patternProperties as Record<string, Schema>) ?? {}))
      sub(child, `${at}[${pattern}]`);
  }
  if (schema.type === "array") {
    if (schema.items === undefined) found.push(`${at}: a list of any items`);
    else sub(schema.items, `${at}[]`);
  }
  return found;
}

/** The open parts of what a route reads. */
function openInputs({ schema }: Route): string[] {
  return (["params", "querystring", "body"] as const).flatMap((part) =>
    openParts(schema[part] as Schema | undefined, part),
  );
}

test("what every route reads is described to its end: no empty schema, no open object or list", async () => {
  const routes = await registeredRoutes();
  assert.ok(routes.length > 60, `the host's routes were seen (${routes.length})`);
  const open = routes
    .filter((route) => route.method !== "HEAD")
    .flatMap((route) => openInputs(route).map((part) => `${route.method} ${route.url} ${part}`));
  assert.equal(open, [], `schemas that let anything through:\n${open.join("\n")}`);
});

test("the check itself: an empty schema, an open object and a list of anything are named", () => {
  const route = (body: Schema): Route => ({ method: "POST", url: "/x", schema: { body }, notJson: false });
  assert.equal(openInputs(route({})), ["body: {} takes anything"]);
  assert.equal(openInputs(route({ type: "object", properties: { a: { type: "string" } } })), [
    "body: an object that takes any other property",
  ]);
  assert.equal(openInputs(route({ type: "object", properties: { a: {} }, additionalProperties: true })), [
    "body: an object that takes any other property",
    "body.a: {} takes anything",
  ]);
  assert.equal(openInputs(route({ type: "object", patternProperties: { "^.*$": {} } })), [
    "body: an object that takes any other property",
    "body[^.*$]: {} takes anything",
  ]);
  assert.equal(openInputs(route({ anyOf: [{ type: "array" }, { type: "null" }] })), [
    "body.anyOf[0]: a list of any items",
  ]);
  const closed = {
    type: "object",
    properties: { list: { type: "array", items: { type: "string" }, maxItems: 3 } },
    additionalProperties: { type: "string", maxLength: 20 },
  };
  assert.equal(openInputs(route(closed)), []);
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
