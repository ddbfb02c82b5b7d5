// Wrong shapes of a JSON body: each property (nested ones too) with a value of another type or
// size, left out, or beside a name the schema does not take; a whole body of another type, of
// another kind, or over the JSON limit.
import { JSON_BYTES } from "../../../fixtures/host/http/body-limits";
import type { DeclaredRoute, Schema } from "../routes/route-table";
import type { ValidRequest } from "../routes/route-use-types";
import { formName, type Probe, refuses, type Send, UNKNOWN_NAMES } from "./schema-rules";

/** Values of every JSON type, sizes and edges. */
const JSON_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e21,
  true,
  "",
  "\u0000",
  [],
  ["a", "b"],
  [{ a: 1 }],
  {},
  { a: 1 },
];

export function jsonShapes(route: DeclaredRoute, valid: ValidRequest, send: Send): Probe[] {
  const probes: Probe[] = [];
  const schema = route.body;
  const add = (what: string, json: unknown, names: string | RegExp) =>
    probes.push({ what, request: send({ json }), names });
  for (const path of propertyPaths(schema)) {
    const name = path.at(-1) as string;
    // An object in place of an object is refused for what is inside it (probed by its own paths).
    const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);
    const objectHere = isObject(valueAt(valid.json, path));
    for (const value of JSON_VALUES.filter((value) => !(objectHere && isObject(value)))) {
      const changed = withValue(valid.json, path, value);
      if (refuses(schema, changed))
        add(`${path.join(".")} = ${JSON.stringify(value)}`, changed, formName(name));
    }
    const without = withValue(valid.json, path, undefined);
    if (refuses(schema, without)) add(`no ${path.join(".")}`, without, formName(name));
    const parent = path.slice(0, -1);
    for (const extra of UNKNOWN_NAMES) {
      const widened = withValue(valid.json, [...parent, extra], "1");
      if (parent.length === 0 || refuses(schema, widened))
        add(`${[...parent, extra].join(".")} = "1"`, widened, extra);
    }
  }
  // A whole body of another type, or of another kind, or over the JSON limit.
  for (const value of [[], "x", 1])
    if (refuses(schema, value)) add(`the body ${JSON.stringify(value)}`, value, /JSON|body|field|Send/);
  const sent = send({});
  probes.push(
    {
      what: "a form with files to a JSON route",
      request: {
        ...sent,
        headers: { ...sent.headers, "content-type": "multipart/form-data; boundary=x" },
        payload: "--x--\r\n",
      },
      names: /multipart/,
    },
    {
      what: "a urlencoded form to a JSON route",
      request: {
        ...sent,
        headers: { ...sent.headers, "content-type": "application/x-www-form-urlencoded" },
        payload: "a=1",
      },
      names: /form/,
    },
    {
      what: "a JSON body over the limit",
      request: {
        ...sent,
        headers: { ...sent.headers, "content-type": "application/json" },
        payload: `"${"x".repeat(JSON_BYTES)}"`,
      },
      names: /large/i,
    },
  );
  return probes;
}

/** The paths of a body schema's properties, nested objects included (each branch of a union). */
function propertyPaths(schema: Schema | undefined, prefix: string[] = []): string[][] {
  if (!schema) return [];
  const branches = (schema.anyOf as Schema[] | undefined) ?? [schema];
  const paths = branches.flatMap((branch) =>
    Object.entries(branch.properties ?? {}).flatMap(([name, child]) => [
      [...prefix, name],
      ...propertyPaths(child, [...prefix, name]),
    ]),
  );
  return [...new Map(paths.map((path) => [path.join("."), path])).values()];
}

/** What `base` holds at `path`. */
function valueAt(base: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (value, name) =>
      value !== null && typeof value === "object" ? (value as Record<string, unknown>)[name] : undefined,
    base,
  );
}

/** `base` with `value` at `path` (undefined: without it). */
function withValue(base: unknown, path: string[], value: unknown): unknown {
  const [name, ...rest] = path as [string, ...string[]];
  const object =
    base !== null && typeof base === "object" && !Array.isArray(base)
      ? (base as Record<string, unknown>)
      : {};
  const { [name]: current, ...others } = object;
  const next = rest.length ? withValue(current, rest, value) : value;
  return next === undefined ? others : { ...others, [name]: next };
}
