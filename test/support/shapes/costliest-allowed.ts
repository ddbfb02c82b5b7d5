// The largest and costliest shapes a route's own schemas allow, from its valid request: every
// optional parameter and field present, each text at its longest in characters a search has never
// met (one long word, or one-character words), each list at its most items, each choice of a query
// in turn, the most parameters an address can carry where the schema takes any, and the largest
// body its parser takes. Each is meant to reach the route's handler: what names a thing (an id, a
// store, the account signing in) stays as the valid request has it, a value the schema allows but
// nothing real has (a category, a currency, a page past the last) is a real one (RouteUse.real),
// and the whole stays within what the host reads of an address and of a body of its kind. A host
// page is asked for as a browser asks for it (its HTML), with what its screen reads of the address
// at its worst too. The shapes meant to be refused say so, with their status: the longest ids
// (nothing has them), bodies of every kind past every limit (largest-bodies.ts).
import { FORM_BYTES, JSON_BYTES } from "../../../fixtures/host/http/body-limits";
import { ONE_LINE, RUNNING_TEXT } from "../../../src/api/contract/building-blocks";
import { queryString } from "../routes/route-requests";
import type { DeclaredRoute, Schema } from "../routes/route-table";
import type { ValidRequest, WorstShape } from "../routes/route-use-types";
import type { DistinctCharacters } from "./distinct-characters";
import { bodiesPastTheLimits, largestBody, within } from "./largest-bodies";
import { refuses } from "./schema-rules";

type Text = "run" | "words";

/**
 * An address's bytes at most: Node's HTTP server reads a request's head up to 16 KB
 * (--max-http-header-size), the host's too, and refuses a longer one before the host sees it;
 * room is left for the cookies and the other headers.
 */
export const ADDRESS_BYTES = 15 * 1024;

/** What the worst values keep of the valid request, and the real values they take. */
export interface Kept {
  /** Fields kept as the valid request has them, besides ids (RouteUse.keep). */
  names?: readonly string[];
  /** Real values by field name (RouteUse.real). */
  real?: Record<string, unknown>;
  /** Fields the handler bounds beyond their schema, by the length of their JSON (RouteUse.bounded). */
  bounded?: Record<string, number>;
}

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
  kept: Kept,
): Record<string, unknown> {
  const value: Record<string, unknown> = { ...base };
  for (const [name, child] of Object.entries(schema?.properties ?? {})) {
    // The page's own token goes in; a host page is asked for as a page (its data is a shape of its own).
    if (name === "authenticity_token" || name === "format") continue;
    if (kept.real && Object.hasOwn(kept.real, name)) {
      const real = kept.real[name];
      if (refuses(schema, { ...value, [name]: real }))
        throw new Error(`the real value of '${name}' (${JSON.stringify(real)}) is refused by its schema`);
      value[name] = real;
      continue;
    }
    if ((isKey(name) || kept.names?.includes(name)) && base[name] !== undefined) continue;
    const inner = base[name];
    let worst =
      child.type === "object" && inner !== null && typeof inner === "object"
        ? worstObject(child, inner as Record<string, unknown>, chars, text, kept)
        : worstValue(child, chars, text);
    const bound = kept.bounded?.[name];
    if (bound !== undefined && worst !== null && typeof worst === "object")
      worst = within(worst as Record<string, unknown>, bound, (value) => JSON.stringify(value).length);
    if (worst !== undefined && !refuses(schema, { ...value, [name]: worst })) value[name] = worst;
  }
  return value;
}

type Query = Record<string, string | string[]>;

/** `query` with its longest texts cut until the route's address with it fits in what the host reads. */
function withinTheAddress(route: DeclaredRoute, query: Query): Query {
  return within(
    query,
    ADDRESS_BYTES - route.url.length,
    (value) => queryString(value as Query).length,
  ) as Query;
}

/** `body` with its longest texts cut until it fits in the limit of its kind. */
function withinTheBody(request: ValidRequest): ValidRequest {
  if (request.form)
    return {
      ...request,
      // The form's token goes in too.
      form: within(request.form, FORM_BYTES - 200, (fields) => queryString(fields as Query).length) as Query,
    };
  if (request.json !== undefined && request.json !== null)
    return {
      ...request,
      json: within(request.json as Record<string, unknown>, JSON_BYTES - 16, (value) =>
        Buffer.byteLength(JSON.stringify(value)),
      ),
    };
  return request;
}

/** Whether `route` is a host page: its address may ask for its data (?format=json) instead. */
export const isHostPage = (route: DeclaredRoute) =>
  route.method === "GET" && route.query?.properties?.format !== undefined;

export interface WorstShapeOptions {
  kept?: Kept;
  /** A photo as a phone takes it, for a route whose files are pictures only (RouteUse.pictures). */
  photo?: Buffer;
}

/** The worst shapes of `route`, from its valid request. */
export function worstShapes(
  route: DeclaredRoute,
  valid: ValidRequest,
  chars: DistinctCharacters,
  { kept = {}, photo }: WorstShapeOptions = {},
): WorstShape[] {
  const shapes: WorstShape[] = [];
  const queryAt = (text: Text) =>
    withinTheAddress(route, worstObject(route.query, valid.query ?? {}, chars, text, kept) as Query);
  const bodyAt = (text: Text): ValidRequest => {
    if (valid.upload) {
      const fields = worstObject(route.body, valid.upload.fields, chars, text, kept) as Query;
      return { upload: { ...valid.upload, fields } };
    }
    if (valid.form)
      return withinTheBody({ form: worstObject(route.body, valid.form, chars, text, kept) as Query });
    if (valid.json !== undefined && valid.json !== null)
      return withinTheBody({
        json: worstObject(route.body, valid.json as Record<string, unknown>, chars, text, kept),
      });
    return {};
  };
  for (const text of ["run", "words"] as const)
    shapes.push({
      what: `the longest ${text === "run" ? "text" : "words"}`,
      request: { ...valid, query: queryAt(text), ...bodyAt(text) },
    });
  if (isHostPage(route))
    shapes.push({
      what: "its page data, the longest text",
      request: { ...valid, query: { ...queryAt("run"), format: "json" } },
      pageData: true,
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
      what: "8 parameters of the longest text",
      request: { ...valid, query: withinTheAddress(route, { ...queryAt("run"), ...long }) },
    });
  }

  // The longest ids the address takes (a parameter has at most 100 characters): nothing has them.
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
      refused: { status: 404, why: "nothing has them" },
    });

  const largest = largestBody(route, { ...valid, ...bodyAt("run") }, chars, photo);
  if (largest) shapes.push(largest);
  return [...shapes, ...bodiesPastTheLimits(route, valid)];
}
