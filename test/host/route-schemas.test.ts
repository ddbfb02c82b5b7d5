// Every route the host registers declares schemas for what it reads and what it answers: its
// address's parameters, its query, its body (every post, put and delete), and its answer (unless
// it sends a file or a host page, never JSON). A route added without them fails here, whoever adds it.
// A schema of what a route reads is closed: no empty schema (`{}`, anything goes) anywhere in it,
// no object that takes properties it does not describe, no list of undescribed items.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { fieldLimits, INPUTS, type Route } from "../../build/field-limits";
import type { ContractRoute, RouteKey } from "../../src/api/contract/contract-route";
import { CONTRACT_ROUTES } from "../../src/api/contract/routes";
import { seededDataDir } from "../support/data/seeded-marketplace";
import { routesOver } from "../support/routes/route-table";

const test = suite("route schemas");

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
  const routes = await routesOver(seededDataDir());
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
  const routes = await routesOver(seededDataDir());
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

/** The values a route reads without a limit: a string's length, a list's count, a number's range. */
function unboundedInputs({ schema }: Route): string[] {
  return INPUTS.flatMap((part) => fieldLimits(schema[part] as Schema | undefined, part).unbounded);
}

test("every value a route reads has its limit: a string its length, a list its count, a number its range", async () => {
  const routes = await routesOver(seededDataDir());
  assert.ok(routes.length > 60, `the host's routes were seen (${routes.length})`);
  const unbounded = routes
    .filter((route) => route.method !== "HEAD")
    .flatMap((route) => unboundedInputs(route).map((part) => `${route.method} ${route.url} ${part}`));
  assert.equal(unbounded, [], `values without a limit:\n${unbounded.join("\n")}`);
});

test("the check itself: a value without its limit is named wherever it sits in the schema", () => {
  const route = (body: Schema): Route => ({ method: "POST", url: "/x", schema: { body }, notJson: false });
  const text = { type: "string" };
  const line = { type: "string", pattern: "^[^\\u0000-\\u001f]*$" };
  assert.equal(
    unboundedInputs(
      route({
        type: "object",
        properties: {
          a: text,
          b: line,
          c: { type: "array", items: { type: "string", maxLength: 5 } },
          d: { type: "integer", minimum: 0 },
          e: { anyOf: [text, { type: "null" }] },
          f: { oneOf: [{ type: "number", maximum: 1, minimum: 0 }, { type: "number" }] },
          g: { not: text },
          // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else, never awaited
          h: { if: text, then: { type: "array", maxItems: 2, items: text }, else: { type: "string" } },
          i: { type: "array", maxItems: 2, prefixItems: [{ type: "integer", enum: [1, 2] }, text] },
          j: { $ref: "#/$defs/free" },
          k: { type: ["string", "null"], pattern: "^a|b$" },
        },
        $defs: { free: { type: "string", minLength: 1 } },
        additionalProperties: false,
      }),
    ),
    [
      "body.a: string without a length limit",
      "body.b: string without a length limit",
      "body.c: array without a count limit",
      "body.d: integer without a range",
      "body.e.anyOf[0]: string without a length limit",
      "body.f.oneOf[1]: number without a range",
      "body.g.not: string without a length limit",
      "body.h.if: string without a length limit",
      "body.h.then[]: string without a length limit",
      "body.h.else: string without a length limit",
      "body.i[1]: string without a length limit",
      "body.j: string without a length limit",
      "body.k: string without a length limit",
      "body.$defs.free: string without a length limit",
    ],
  );
  // Bounds around a branch hold for it; a const, an enum and an anchored pattern of bounded length count.
  assert.equal(
    unboundedInputs(
      route({
        type: "object",
        properties: {
          a: { maxLength: 5, anyOf: [text, { type: "null" }] },
          b: { type: "string", enum: ["x", "y"] },
          c: { type: "string", const: "x" },
          d: { type: "string", pattern: "^(?:[0-9]{4}-[0-9]{2}|x\\*)?$" },
          e: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 },
          f: { type: "array", maxItems: 1, items: { $ref: "#/$defs/short" } },
        },
        $defs: { short: { type: "string", maxLength: 3 } },
        additionalProperties: false,
      }),
    ),
    [],
  );
});

/**
 * Where the host's JSON routes and the contract's differ: a route of one only, a schema not the
 * contract's own. The contract's forms (sign-in), which answer no JSON, are held to it too.
 */
function unlikeContract(routes: Route[]): string[] {
  const json = routes.filter(
    (route) =>
      route.method !== "HEAD" &&
      (!route.notJson || CONTRACT_ROUTES.has(`${route.method} ${route.url}` as RouteKey)),
  );
  const problems: string[] = [];
  for (const route of json) {
    const key = `${route.method} ${route.url}` as RouteKey;
    const contract = CONTRACT_ROUTES.get(key);
    if (!contract) {
      problems.push(`${key}: answers JSON, but the contract has no such route`);
      continue;
    }
    const declared: [string, unknown, unknown][] = [
      ["params", route.schema.params, contract.params],
      ["querystring", route.schema.querystring, contract.query],
      ["body", route.schema.body, contract.body],
      ["response", route.schema.response, contract.answers],
    ];
    for (const [part, own, contract] of declared)
      if (own !== contract) problems.push(`${key}: its ${part} schema is not the contract's`);
  }
  for (const key of CONTRACT_ROUTES.keys())
    if (!json.some((route) => `${route.method} ${route.url}` === key))
      problems.push(`${key}: in the contract, but the host does not declare it`);
  return problems;
}

test("the host's JSON routes are the contract's, each declared with the contract's own schemas", async () => {
  const routes = await routesOver(seededDataDir());
  assert.ok(CONTRACT_ROUTES.size > 60, `the contract's routes (${CONTRACT_ROUTES.size})`);
  assert.equal(unlikeContract(routes), []);
});

test("the check itself: a route the contract lacks, a schema of the host's own and a route left out are named", () => {
  const [key, contract] = [...CONTRACT_ROUTES][0] as [RouteKey, ContractRoute];
  const [method, url] = key.split(" ") as [string, string];
  const declared = (query: unknown): Route => ({
    method,
    url,
    schema: { params: contract.params, querystring: query, body: contract.body, response: contract.answers },
    notJson: false,
  });
  const all = [...CONTRACT_ROUTES].map(([other, route]) => {
    const [m, u] = other.split(" ") as [string, string];
    return {
      method: m,
      url: u,
      schema: { params: route.params, querystring: route.query, body: route.body, response: route.answers },
      notJson: false,
    };
  });
  assert.equal(unlikeContract(all), []);
  const others = all.filter((route) => `${route.method} ${route.url}` !== key);
  assert.equal(unlikeContract([...others, declared({ ...(contract.query as object) })]), [
    `${key}: its querystring schema is not the contract's`,
  ]);
  assert.equal(unlikeContract(others), [`${key}: in the contract, but the host does not declare it`]);
  assert.equal(unlikeContract([...all, { method: "GET", url: "/x.json", schema: {}, notJson: false }]), [
    "GET /x.json: answers JSON, but the contract has no such route",
  ]);
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
