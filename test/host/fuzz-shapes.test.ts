// Wrong shapes at every door: with a valid session and CSRF token, every route the host registers
// is sent what its own schemas refuse — arrays for text, objects for numbers, null, 100 kB strings,
// names every object inherits, JSON where a form with files is expected and a form with files where
// JSON is, bodies on reads. Each answer is a 4xx with a small JSON body or the host's page, never a
// 2xx and never a 5xx; no row is written and no file outside DATA_DIR/uploads is touched.
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import fc from "fast-check";
import type { InjectOptions, RouteOptions } from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { UPLOADS_DIR } from "../../fixtures/host/http/multipart";
import { RATE_COUNTS_FILE } from "../../fixtures/host/http/rate-counts";
import { AJV_OPTIONS } from "../../fixtures/host/http/schemas";
import { buildHost } from "../../fixtures/host/server";
import { Visitor } from "../support/http-client";
import { seededDataDir } from "../support/seeded-data";

const test = suite("wrong shapes at every door");

type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };

interface Route {
  method: string;
  url: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  upload: boolean;
}

const HUGE = "x".repeat(100_000);
const INHERITED = ["__proto__", "constructor", "prototype"];
const BOUNDARY = "----fuzzshapes";

const ajv = new Ajv({ ...AJV_OPTIONS, strict: false });
const validators = new WeakMap<object, ValidateFunction>();
/** Whether `schema` refuses `value`, by the same rules the host's ajv applies. */
function refuses(schema: Schema, value: unknown): boolean {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return !validate(value);
}

/** Values of every JSON type, sizes and edges; each property gets those its schema refuses. */
const JSON_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e21,
  true,
  "",
  "<b>x</b>",
  "\u0000",
  HUGE,
  [],
  ["a", "b"],
  [1, { a: 1 }],
  {},
  { a: 1 },
  { toString: "x" },
];

/** What a query string can carry for one name: text, or the name repeated (an array). */
const QUERY_VALUES: (string | string[])[] = [
  ["a", "b"],
  ["1", "1"],
  HUGE,
  "",
  "\u0000",
  "-1",
  "0",
  "1.5",
  "abc",
  "true",
  "99999999999999999999",
  "<b>x</b>",
];

const PARAM_VALUES = [HUGE, "\u0000", "a\u0007b", "x".repeat(300)];

/** A value `schema` takes, when a few plain ones find it: the base a wrong property is put in. */
function example(schema: Schema): unknown {
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== "") ?? schema.enum[0];
  if (Array.isArray(schema.anyOf)) {
    for (const branch of schema.anyOf as Schema[]) {
      const value = example(branch);
      if (value !== undefined) return value;
    }
    return undefined;
  }
  switch (schema.type) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const name of (schema.required as string[] | undefined) ?? []) {
        value[name] = example(schema.properties?.[name] ?? {});
        if (value[name] === undefined) return undefined;
      }
      return value;
    }
    case "string":
      return ["a1", "1", "abc", "x".repeat(Number(schema.minLength ?? 1)), "li1"].find(
        (c) => !refuses(schema, c),
      );
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    case "array":
      return [];
    case "null":
      return null;
    default:
      return undefined;
  }
}

/** Every route of a fresh host over the seeded data, as its onRoute hook saw them declared. */
async function fuzzHost() {
  const dataDir = seededDataDir();
  const { app, db } = buildHost({ dataDir });
  const routes: Route[] = [];
  app.addHook("onRoute", (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue; // Fastify's HEAD routes share their GET's schemas
      routes.push({
        method,
        url: route.url,
        params: schema.params,
        query: schema.querystring,
        body: schema.body,
        upload: route.config?.upload !== undefined,
      });
    }
  });
  await app.ready();
  return { app, db, dataDir, routes };
}

/** The route's address with each parameter filled: `filled` for the one named, a plain id for the rest. */
function address(route: Route, filled: Record<string, string> = {}): string {
  return route.url.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
    const value = filled[name ?? "*"] ?? "x1";
    // A wildcard keeps its slashes; each parameter is escaped as a browser would send it.
    return name === undefined
      ? value.split("/").map(encodeURIComponent).join("/")
      : encodeURIComponent(value);
  });
}

function queryString(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const one of [value].flat()) search.append(name, one);
  const text = search.toString();
  return text ? `?${text}` : "";
}

function multipart(fields: Record<string, string>): { payload: Buffer; contentType: string } {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join("")}--${BOUNDARY}--\r\n`),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

interface Probe {
  what: string;
  url: string;
  body?: { payload: string | Buffer; contentType: string };
}

/** The wrong shapes of one route, each a request its schemas (or its kind of body) refuse. */
function probes(route: Route): fc.Arbitrary<Probe> {
  const options: fc.Arbitrary<Probe>[] = [];
  const url = address(route);
  const write = route.method !== "GET";
  const jsonBody = write && !route.upload ? { payload: "{}", contentType: "application/json" } : undefined;
  const validBody = route.upload ? multipart({}) : jsonBody;

  // The query: a declared parameter with what its schema refuses, or a name every object inherits.
  const queryProperties = Object.keys(route.query?.properties ?? {});
  for (const name of queryProperties) {
    const refused = QUERY_VALUES.filter((value) => refuses(route.query as Schema, { [name]: value }));
    if (refused.length === 0) continue;
    options.push(
      fc.constantFrom(...refused).map((value) => ({
        what: `query ${name}=${JSON.stringify(value).slice(0, 40)}`,
        url: `${url}${queryString({ [name]: value })}`,
        body: validBody,
      })),
    );
  }
  options.push(
    fc.constantFrom(...INHERITED).map((name) => ({
      what: `query ${name}`,
      url: `${url}?${name}=1`,
      body: validBody,
    })),
  );

  // The address's own parameters.
  for (const name of Object.keys(route.params?.properties ?? {})) {
    options.push(
      fc.constantFrom(...PARAM_VALUES).map((value) => ({
        what: `param ${name}=${JSON.stringify(value).slice(0, 20)}`,
        url: address(route, { [name]: value }),
        body: validBody,
      })),
    );
  }

  if (!write) {
    // A read takes no body at all.
    options.push(
      fc.constantFrom(JSON.stringify({ a: 1 }), "x").map((payload) => ({
        what: "a body on a read",
        url,
        body: { payload, contentType: "application/json" },
      })),
    );
  } else if (route.upload) {
    // JSON (an upload as if it were read already), and forms with fields their schema refuses.
    options.push(
      fc.constant({
        what: "JSON to an upload route",
        url,
        body: {
          payload: JSON.stringify({ fields: {}, files: [{ path: "data/marketplace.sqlite", head: [37] }] }),
          contentType: "application/json",
        },
      }),
      fc.constantFrom(...INHERITED, "admin").map((name) => ({
        what: `a form field ${name}`,
        url,
        body: multipart({ [name]: "1" }),
      })),
    );
  } else {
    // A form with files where JSON is expected, a whole body of the wrong kind, or one property wrong.
    options.push(
      fc.constant({ what: "a form with files to a JSON route", url, body: multipart({ a: "1" }) }),
      fc
        .constantFrom(...JSON_VALUES.filter((value) => !route.body || refuses(route.body, value)))
        .map((value) => ({
          what: `the body ${JSON.stringify(value).slice(0, 40)}`,
          url,
          body: { payload: JSON.stringify(value), contentType: "application/json" },
        })),
      fc.constantFrom(...INHERITED).map((name) => ({
        what: `a body with ${name}`,
        url,
        body: { payload: `{"${name}": {"admin": true}}`, contentType: "application/json" },
      })),
    );
    const base = route.body ? example(route.body) : undefined;
    for (const property of propertyPaths(route.body)) {
      const body = (value: unknown) => withValue(base, property, value);
      const refused = JSON_VALUES.filter((value) => refuses(route.body as Schema, body(value)));
      if (refused.length === 0) continue;
      options.push(
        fc.constantFrom(...refused).map((value) => ({
          what: `${property.join(".")} = ${JSON.stringify(value).slice(0, 40)}`,
          url,
          body: { payload: JSON.stringify(body(value)), contentType: "application/json" },
        })),
      );
    }
  }
  return fc.oneof(...options);
}

/** The paths of a body schema's properties, nested objects included. */
function propertyPaths(schema: Schema | undefined, prefix: string[] = []): string[][] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, child]) => [
    [...prefix, name],
    ...propertyPaths(child, [...prefix, name]),
  ]);
}

/** `base` (a body its schema takes, or an empty one) with `value` at `property`. */
function withValue(base: unknown, property: string[], value: unknown): unknown {
  const [name, ...rest] = property as [string, ...string[]];
  const object = base !== null && typeof base === "object" && !Array.isArray(base) ? base : {};
  return {
    ...object,
    [name]: rest.length ? withValue((object as Record<string, unknown>)[name], rest, value) : value,
  };
}

function send(visitor: Visitor, route: Route, probe: Probe) {
  const options: InjectOptions & { url: string } = {
    method: route.method as InjectOptions["method"],
    url: probe.url,
    headers: {
      accept: "application/json",
      "x-csrf-token": visitor.csrfToken,
      ...(probe.body ? { "content-type": probe.body.contentType } : {}),
    },
    ...(probe.body ? { payload: probe.body.payload } : {}),
  };
  return visitor.request(options);
}

/** Wrong shapes sent to each route, drawn from what its schemas refuse. */
const RUNS_PER_ROUTE = 12;

/** What is wrong with the answer to a wrong shape, or null: a 4xx with a small JSON error or the host's page. */
function answerProblem(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const seen = `${response.statusCode} ${response.body.slice(0, 160)}`;
  if (response.statusCode < 400 || response.statusCode >= 500) return `answered ${seen}`;
  const type = String(response.headers["content-type"] ?? "");
  if (type.includes("json")) {
    if (response.body.length >= 2048) return `a JSON body of ${response.body.length} bytes`;
    try {
      if (typeof JSON.parse(response.body).error !== "string") return `no error in ${seen}`;
    } catch {
      return `not JSON: ${seen}`;
    }
    return null;
  }
  return type.includes("text/html") && response.body.includes('<main id="main"') ? null : `neither: ${seen}`;
}

/** Every table's row count. */
function rowCounts(db: ReturnType<typeof buildHost>["db"]): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((table) => [table, db.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number]),
  );
}

/**
 * Each file under `dir` (but the uploads' folder and the databases' own files, the marketplace's
 * and the rate limits' counts, which count every request) with a hash of its bytes.
 */
function files(dir: string, under = ""): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of readdirSync(path.join(dir, under))) {
    const relative = path.join(under, name);
    if (
      relative === UPLOADS_DIR ||
      name.startsWith("marketplace.sqlite") ||
      name.startsWith(RATE_COUNTS_FILE)
    )
      continue;
    const full = path.join(dir, relative);
    if (statSync(full).isDirectory()) Object.assign(found, files(dir, relative));
    else found[relative] = createHash("sha256").update(readFileSync(full)).digest("hex");
  }
  return found;
}

test("every route answers a wrong shape with a 4xx; nothing is written, no file is touched", async () => {
  const { app, db, dataDir, routes } = await fuzzHost();
  const outside = mkdtempSync(path.join(tmpdir(), "fuzz-outside-"));
  try {
    const visitor = new Visitor(app);
    const login = await visitor.signIn("reviewer");
    assert.is(login.statusCode, 303, "signed in");
    assert.ok(routes.length > 60, `the host's routes were seen (${routes.length})`);
    writeFileSync(path.join(dataDir, "canary.txt"), "the host's own file");
    writeFileSync(path.join(outside, "canary.txt"), "a file outside the host");
    const rowsBefore = rowCounts(db);
    const filesBefore = files(dataDir);
    let sent = 0;
    const refusedBadly: string[] = [];
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(probes(route), async (probe) => {
          const response = await send(visitor, route, probe);
          sent++;
          const wrong = answerProblem(response);
          if (wrong) throw new Error(`${probe.what}: ${wrong}`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 31 },
      );
      if (result.failed) refusedBadly.push(`${route.method} ${route.url}, ${String(result.errorInstance)}`);
    }
    assert.equal(refusedBadly, [], `wrong shapes answered otherwise than a 4xx:\n${refusedBadly.join("\n")}`);
    assert.ok(sent > 500, `wrong shapes sent (${sent})`);
    assert.equal(rowCounts(db), rowsBefore, "no row written");
    assert.equal(files(dataDir), filesBefore, "no file of the host touched");
    assert.is(readFileSync(path.join(outside, "canary.txt"), "utf8"), "a file outside the host");
  } finally {
    await app.close();
    rmSync(outside, { recursive: true, force: true });
  }
});

test.run();
