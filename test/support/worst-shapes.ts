// The largest and costliest shapes a route's own schemas allow, from its valid request: every
// optional parameter and field present, each text at its longest in characters a search has never
// met (one long word, or one-character words), each list at its most items, each choice of a query
// in turn, the most parameters an address can carry where the schema takes any, the longest ids;
// the largest body its parser takes, and bodies of every kind past every limit (large-bodies.ts).
import { ONE_LINE, RUNNING_TEXT } from "../../fixtures/host/http/schemas";
import type { DistinctCharacters } from "./distinct-characters";
import { bodiesPastTheLimits, largestBody } from "./large-bodies";
import type { ValidRequest, WorstShape } from "./route-use";
import type { DeclaredRoute, Schema } from "./route-uses";
import { refuses } from "./shape-rules";

type Text = "run" | "words";

/** Text a person types: a schema that asks for no more than its length and no control characters. */
const isText = (schema: Schema) =>
  schema.type === "string" &&
  (schema.pattern === undefined || schema.pattern === ONE_LINE || schema.pattern === RUNNING_TEXT);

/** Values a patterned parameter may take, the costliest first: the largest numbers, the latest date, any country. */
function patternCandidates(maxLength: number): string[] {
  const numbers = ["9".repeat(maxLength), "1000000", "100000", "100", "50", "20", "10", "5", "3", "1", "0"];
  const padded = numbers.flatMap((n) => [n.padStart(maxLength, "0"), n]);
  const decimals = [
    `5.${"0".repeat(Math.max(1, maxLength - 2))}`,
    `4.${"9".repeat(Math.max(1, maxLength - 2))}`,
  ];
  return [...padded, ...decimals, "9999-12-31T23:59:59.999Z", "*", "USD", "US", "true", "x"];
}

/** The costliest value `schema` takes, or undefined when none is found. */
function worstValue(schema: Schema, chars: DistinctCharacters, text: Text): unknown {
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.at(-1);
  if (Array.isArray(schema.anyOf)) return worstValue((schema.anyOf as Schema[])[0] as Schema, chars, text);
  switch (schema.type) {
    case "string": {
      const max = typeof schema.maxLength === "number" ? schema.maxLength : 200;
      if (isText(schema)) return text === "run" ? chars.run(max) : chars.words(max);
      return patternCandidates(max).find((value) => value.length <= max && !refuses(schema, value));
    }
    case "array": {
      const count = typeof schema.maxItems === "number" ? schema.maxItems : 20;
      return Array.from({ length: count }, () => worstValue(schema.items as Schema, chars, text));
    }
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(schema.properties ?? {}))
        value[name] = worstValue(child, chars, text);
      return value;
    }
    case "boolean":
      return true;
    case "null":
      return null;
    case "integer":
    case "number":
      return schema.maximum ?? schema.minimum ?? 1;
    default:
      return undefined;
  }
}

/** A field that names a thing of the marketplace (its id, its store's address): kept real, so the route finds it and does its work. */
const isKey = (name: string) => /(^|_)id\]?$|Id$|^(shop_domain|api_token|platform)$/.test(name);

/** Every property of `schema` at its worst, over what `base` holds (its ids kept, and a value the worst would break). */
function worstObject(
  schema: Schema | undefined,
  base: Record<string, unknown>,
  chars: DistinctCharacters,
  text: Text,
): Record<string, unknown> {
  const value: Record<string, unknown> = { ...base };
  for (const [name, child] of Object.entries(schema?.properties ?? {})) {
    if (name === "authenticity_token") continue; // the page's own token goes in
    if (isKey(name) && base[name] !== undefined) continue;
    const inner = base[name];
    const worst =
      child.type === "object" && inner !== null && typeof inner === "object"
        ? worstObject(child, inner as Record<string, unknown>, chars, text)
        : worstValue(child, chars, text);
    if (worst !== undefined && !refuses(schema, { ...value, [name]: worst })) value[name] = worst;
  }
  return value;
}

/** The worst shapes of `route`, from its valid request. */
export function worstShapes(
  route: DeclaredRoute,
  valid: ValidRequest,
  chars: DistinctCharacters,
): WorstShape[] {
  const shapes: WorstShape[] = [];
  const queryAt = (text: Text) =>
    worstObject(route.query, valid.query ?? {}, chars, text) as Record<string, string | string[]>;
  const bodyAt = (text: Text): ValidRequest => {
    if (valid.upload) {
      const fields = worstObject(route.body, valid.upload.fields, chars, text) as Record<
        string,
        string | string[]
      >;
      return { upload: { ...valid.upload, fields } };
    }
    if (valid.form)
      return { form: worstObject(route.body, valid.form, chars, text) as Record<string, string> };
    if (valid.json !== undefined && valid.json !== null)
      return { json: worstObject(route.body, valid.json as Record<string, unknown>, chars, text) };
    return {};
  };
  for (const text of ["run", "words"] as const)
    shapes.push({
      what: `the longest ${text === "run" ? "text" : "words"}`,
      request: { ...valid, query: queryAt(text), ...bodyAt(text) },
    });

  // Each choice a query offers, the rest at their longest.
  for (const [name, property] of Object.entries(route.query?.properties ?? {})) {
    for (const choice of (property.enum as string[] | undefined) ?? []) {
      const query = { ...queryAt("run"), [name]: choice };
      if (!refuses(route.query, query))
        shapes.push({ what: `${name}=${choice}`, request: { ...valid, query }, ownRoleOnly: true });
    }
  }

  // Where the query takes any name (a host page's): as many as an address carries, or the longest values.
  const extra = route.query?.additionalProperties;
  if (extra && typeof extra === "object") {
    const many = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`p${i}`, ""]));
    const long = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`p${i}`, chars.run(Number((extra as Schema).maxLength ?? 2000))]),
    );
    shapes.push({ what: "2,000 parameters", request: { ...valid, query: { ...valid.query, ...many } } });
    shapes.push({
      what: "8 parameters of 2,000 characters",
      request: { ...valid, query: { ...queryAt("run"), ...long } },
    });
  }

  // The longest ids the address takes (a parameter has at most 100 characters).
  const params = Object.entries(route.params?.properties ?? {});
  if (params.length)
    shapes.push({
      what: "the longest ids",
      request: {
        ...valid,
        params: Object.fromEntries(
          params.map(([name, p]) => [name, "x".repeat(Math.min(Number(p.maxLength ?? 100), 100))]),
        ),
      },
    });

  const largest = largestBody(route, { ...valid, ...bodyAt("run") }, chars);
  if (largest) shapes.push(largest);
  return [...shapes, ...bodiesPastTheLimits(route, valid)];
}
