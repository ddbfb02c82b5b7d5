// The limits of what a route reads (its params, query and body schemas): every string has a
// length limit, every list a count limit, every number a range (a const, an enum or a pattern that
// bounds its length counts), wherever it sits in the schema (anyOf, oneOf, allOf, not,
// if/then/else, items and prefixItems, properties, $ref). host/route-schemas fails on a route of
// the host with a value without one; `npm run docs` writes the contract's routes' limits into
// test/support/route-limits.json and docs/host-api.md "Field limits" (build/host-api-doc.ts), and
// unit/host-api-doc fails while either differs from what the contract says.
import { patternRule } from "../src/api/contract/building-blocks";

export type Schema = boolean | Record<string, unknown>;

/** A route as its limits are read: its method, its address and the schemas of what it reads. */
export interface Route {
  method: string;
  url: string;
  schema: Record<string, unknown>;
  /** It sends a file or a host page, never JSON. */
  notJson: boolean;
}

/** The parts of a request a route's schemas describe. */
export const INPUTS = ["params", "querystring", "body"] as const;

const TYPES_WITH_LIMITS = ["string", "array", "number", "integer"] as const;
type Limited = (typeof TYPES_WITH_LIMITS)[number];

/**
 * Whether `pattern` bounds the length of what it matches: anchored at both ends, one branch at its
 * top level, and no unbounded repetition (`*`, `+`, `{n,}`) outside a character class.
 */
export function boundedPattern(pattern: string): boolean {
  // Escapes and character classes match one character each: read them as one.
  const plain = pattern.replace(/\\./g, "x").replace(/\[(?:\\.|[^\]\\])*\]/g, "x");
  if (!plain.startsWith("^") || !plain.endsWith("$")) return false;
  if (/[*+]|\{\d*,\}/.test(plain)) return false;
  let depth = 0;
  for (const c of plain) {
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) return false;
  }
  return true;
}

const typesOf = (schema: Record<string, unknown>): string[] => [schema.type ?? []].flat() as string[];

/** The limit-bearing keywords a schema and the schemas around it put on one value. */
interface Bounds {
  maxLength?: number;
  minLength?: number;
  /** A pattern that bounds the length of what it matches. */
  pattern?: string;
  /** The pattern, bounded or not. */
  anyPattern?: string;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  choices?: unknown[];
}

/** What `schema` adds to `outer` (allOf's branches add theirs to their siblings' value too). */
function boundsOf(schema: Record<string, unknown>, outer: Bounds): Bounds {
  const bounds: Bounds = { ...outer };
  const number = (key: string) => (typeof schema[key] === "number" ? (schema[key] as number) : undefined);
  bounds.maxLength = number("maxLength") ?? bounds.maxLength;
  bounds.minLength = number("minLength") ?? bounds.minLength;
  bounds.maxItems = number("maxItems") ?? bounds.maxItems;
  bounds.maximum = number("maximum") ?? number("exclusiveMaximum") ?? bounds.maximum;
  bounds.minimum = number("minimum") ?? number("exclusiveMinimum") ?? bounds.minimum;
  if (typeof schema.pattern === "string") {
    bounds.anyPattern = schema.pattern;
    bounds.pattern = boundedPattern(schema.pattern) ? schema.pattern : undefined;
  }
  if ("const" in schema) bounds.choices = [schema.const];
  if (Array.isArray(schema.enum)) bounds.choices = schema.enum;
  for (const branch of (schema.allOf as Schema[] | undefined) ?? [])
    if (typeof branch === "object") Object.assign(bounds, boundsOf(branch, {}));
  return bounds;
}

/** What limits a value of `type` under `bounds`, in words; null when nothing does. */
function limitOf(type: Limited, bounds: Bounds): string | null {
  if (bounds.choices) {
    const shown = bounds.choices.map((value) => JSON.stringify(value));
    return shown.join("").length <= 60 ? `one of ${shown.join(", ")}` : `one of ${shown.length} values`;
  }
  if (type === "string") {
    // A pattern of the query's own rules says what it takes in words ('a whole number from 1 to 5').
    const rule = bounds.anyPattern === undefined ? undefined : patternRule(bounds.anyPattern);
    const ruled = rule ? `: ${rule}` : "";
    if (bounds.maxLength !== undefined)
      return `text of ${bounds.minLength ? `${bounds.minLength} to ` : "at most "}${bounds.maxLength} characters${ruled}`;
    if (bounds.pattern)
      return (
        rule ??
        `text matching ${bounds.pattern.length <= 40 ? bounds.pattern : "a pattern of bounded length"}`
      );
    return null;
  }
  if (type === "array") return bounds.maxItems === undefined ? null : `at most ${bounds.maxItems} items`;
  if (bounds.minimum === undefined || bounds.maximum === undefined) return null;
  return `${type === "integer" ? "a whole number" : "a number"} from ${bounds.minimum} to ${bounds.maximum}`;
}

/** What a walk finds: each value's limit by its path, and the paths of values without one. */
interface Found {
  limits: Map<string, string>;
  unbounded: string[];
}

/** Walks `schema` (its $refs read in `root`), noting every value's limit and every value without. */
function walk(
  schema: Schema | undefined,
  at: string,
  root: Schema,
  outer: Bounds,
  found: Found,
  seen: Set<object>,
) {
  if (schema === undefined || typeof schema === "boolean") return;
  if (seen.has(schema)) return; // a $ref back to a schema around it: its values are noted there
  seen.add(schema);
  walkInside(schema, at, root, outer, found, seen);
  seen.delete(schema);
}

/** Walks what `schema` holds; `seen` holds the schemas around it. */
function walkInside(
  schema: Record<string, unknown>,
  at: string,
  root: Schema,
  outer: Bounds,
  found: Found,
  seen: Set<object>,
) {
  const next = (child: unknown, where: string, bounds: Bounds = {}) =>
    walk(child as Schema | undefined, where, root, bounds, found, seen);
  if (typeof schema.$ref === "string") {
    const target = resolveRef(root, schema.$ref);
    if (target === undefined) found.unbounded.push(`${at}: a $ref the check cannot follow (${schema.$ref})`);
    else next(target, at, boundsOf(schema, outer));
  }
  const bounds = boundsOf(schema, outer);
  for (const type of typesOf(schema)) {
    if (!(TYPES_WITH_LIMITS as readonly string[]).includes(type)) continue;
    const limit = limitOf(type as Limited, bounds);
    if (limit === null) found.unbounded.push(`${at}: ${type} without ${LIMIT_NAME[type as Limited]}`);
    else found.limits.set(typesOf(schema).length > 1 ? `${at} (${type})` : at, limit);
  }
  // Branches take the bounds around them; a condition and a negation are read as they are.
  for (const key of ["anyOf", "oneOf"])
    for (const [i, branch] of ((schema[key] as Schema[] | undefined) ?? []).entries())
      next(branch, `${at}.${key}[${i}]`, bounds);
  for (const [i, branch] of ((schema.allOf as Schema[] | undefined) ?? []).entries())
    next(branch, `${at}.allOf[${i}]`, bounds);
  next(schema.not, `${at}.not`);
  next(schema.if, `${at}.if`);
  next(schema.then, `${at}.then`, bounds);
  next(schema.else, `${at}.else`, bounds);
  for (const [name, child] of Object.entries((schema.properties as Record<string, Schema>) ?? {}))
    next(child, `${at}.${name}`);
  for (const [pattern, child] of Object.entries((schema.patternProperties as Record<string, Schema>) ?? {}))
    next(child, `${at}[${pattern}]`);
  if (typeof schema.additionalProperties === "object") next(schema.additionalProperties, `${at}.*`);
  if (typeof schema.propertyNames === "object") next(schema.propertyNames, `${at} (names)`);
  const tuple = Array.isArray(schema.items) ? (schema.items as Schema[]) : [];
  for (const [i, item] of [...((schema.prefixItems as Schema[] | undefined) ?? []), ...tuple].entries())
    next(item, `${at}[${i}]`);
  if (!Array.isArray(schema.items)) next(schema.items, `${at}[]`);
  next(schema.additionalItems, `${at}[]`);
  next(schema.contains, `${at} (contains)`);
  for (const key of ["$defs", "definitions"])
    for (const [name, child] of Object.entries((schema[key] as Record<string, Schema>) ?? {}))
      next(child, `${at}.${key}.${name}`);
}

const LIMIT_NAME: Record<Limited, string> = {
  string: "a length limit",
  array: "a count limit",
  number: "a range",
  integer: "a range",
};

/** The schema a local $ref (#/$defs/name, #/definitions/name) names in `root`. */
function resolveRef(root: Schema, ref: string): Schema | undefined {
  if (!ref.startsWith("#")) return undefined;
  let at: unknown = root;
  for (const part of ref.slice(1).split("/").filter(Boolean)) {
    const key = decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~");
    at = typeof at === "object" && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  }
  return at as Schema | undefined;
}

/** Each value `schema` reads, by its path from `at`, with its limit; and those without one. */
export function fieldLimits(schema: Schema | undefined, at: string): Found {
  const found: Found = { limits: new Map(), unbounded: [] };
  walk(schema, at, schema ?? true, {}, found, new Set());
  return found;
}

/** A route's name as the table gives it: 'POST /reviews/click'. */
export const routeName = (route: Route) => `${route.method} ${route.url}`;

/** Every route's read values and their limits, routes and values in order. */
export function limitsTable(routes: Route[]): Record<string, Record<string, string>> {
  const table: Record<string, Record<string, string>> = {};
  for (const route of [...routes].filter((r) => r.method !== "HEAD").sort(byName)) {
    const limits: Record<string, string> = {};
    for (const part of INPUTS)
      for (const [path, limit] of fieldLimits(route.schema[part] as Schema | undefined, part).limits)
        limits[path] = limit;
    if (Object.keys(limits).length > 0) table[routeName(route)] = limits;
  }
  return table;
}

const byName = (a: Route, b: Route) => routeName(a).localeCompare(routeName(b));
