// Where an answer differs from its route's schema, every object closed: each error of the schema's
// check as a deviation (deviation.ts) a person reads.
import Ajv, { type ErrorObject } from "ajv";
import addFormats from "ajv-formats";
import type { TSchema } from "typebox";
import { HostPageOnly } from "../api/contract/building-blocks";
import type { ContractRoute } from "../api/contract/contract-route";
import { closed, type Schema } from "./closed-schema";
import { type Deviation, shown } from "./deviation";
import type { Answer } from "./host-client";
import { schemaValidators } from "./schema-validators";

// The contract's formats (date-time as RFC 3339, email, uri) are checked, as a validator of an
// OpenAPI document checks them.
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
/** A schema, closed, compiled once. */
const validator = schemaValidators(ajv, (copy) => closed(copy as Schema));

/** '/data/search_results/0/title' as a path of the answer: 'data.search_results[0].title'. */
function pathOf(pointer: string, property?: string): string {
  const parts = [...pointer.split("/").slice(1), ...(property === undefined ? [] : [property])];
  const path = parts
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join("");
  return path || "(the answer)";
}

/** What each format of the contract asks for, in words. */
const FORMATS: Record<string, string> = {
  "date-time": "an RFC 3339 date-time such as 2025-01-31T12:00:00.000Z",
  email: "an email address",
  uri: "an absolute address with its scheme",
  "uri-reference": "an address (a path or an absolute address)",
};

/** The value at a JSON pointer of `value`. */
function at(value: unknown, pointer: string): unknown {
  let here = value;
  for (const part of pointer.split("/").slice(1))
    here = typeof here === "object" && here !== null ? (here as Record<string, unknown>)[part] : undefined;
  return here;
}

/** What an error of the schema's check says, as a deviation. */
function deviationOf(address: string, body: unknown, error: ErrorObject): Deviation {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return {
        address,
        path: pathOf(error.instancePath, String(params.missingProperty)),
        wants: "the field (the contract requires it)",
        came: "nothing",
      };
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      return {
        address,
        path: pathOf(error.instancePath, name),
        wants: "no such field (the contract names none)",
        came: shown(at(body, `${error.instancePath}/${name}`)),
      };
    }
    case "format":
      return {
        address,
        path: pathOf(error.instancePath),
        wants: `${FORMATS[String(params.format)] ?? String(params.format)} (format ${String(params.format)})`,
        came: shown(at(body, error.instancePath)),
      };
    case "maxItems":
      return {
        address,
        path: pathOf(error.instancePath),
        wants: `at most ${String(params.limit)} items (the contract's maxItems)`,
        came: `${(at(body, error.instancePath) as unknown[]).length} items`,
      };
    case "enum":
      return {
        address,
        path: pathOf(error.instancePath),
        wants: `one of ${shown(params.allowedValues)}`,
        came: shown(at(body, error.instancePath)),
      };
    default:
      return {
        address,
        path: pathOf(error.instancePath),
        wants: `${error.keyword === "type" ? String(params.type) : error.message} (${error.keyword})`,
        came: shown(at(body, error.instancePath)),
      };
  }
}

/**
 * Where `body` differs from `schema`. Of a union (a value or null, one of several objects) ajv
 * reports each branch's errors: when some branch's errors reach inside the value, the value was of
 * that branch's type and those errors say what is wrong; else the types it wanted are said once.
 */
export function shapeDeviations(address: string, schema: TSchema, body: unknown): Deviation[] {
  const validate = validator(schema);
  if (validate(body)) return [];
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== "anyOf");
  const unionTypeErrors = (error: ErrorObject) =>
    error.keyword === "type" && error.schemaPath.includes("/anyOf/");
  const deeper = (path: string) =>
    errors.some(
      (error) =>
        !unionTypeErrors(error) &&
        error.instancePath.startsWith(path) &&
        (error.instancePath !== path || error.keyword !== "type"),
    );
  const wanted = new Map<string, string[]>();
  const kept: Deviation[] = [];
  for (const error of errors) {
    if (!unionTypeErrors(error)) {
      kept.push(deviationOf(address, body, error));
      continue;
    }
    if (deeper(error.instancePath)) continue;
    const types = wanted.get(error.instancePath) ?? [];
    if (types.length === 0) wanted.set(error.instancePath, types);
    types.push(String((error.params as { type: unknown }).type));
  }
  for (const [pointer, types] of wanted)
    kept.push({
      address,
      path: pathOf(pointer),
      wants: `${[...new Set(types)].join(" or ")} (type)`,
      came: shown(at(body, pointer)),
    });
  const seen = new Set<string>();
  return kept.filter((deviation) => {
    const key = `${deviation.path}|${deviation.wants}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The route's success status and its schema; none for a route whose success is a redirect. */
const success = (route: ContractRoute) => {
  const [status, schema] = (Object.entries(route.answers)[0] ??
    Object.keys(route.redirects ?? {}).map((redirect) => [redirect, undefined])[0]) as [
    string,
    ContractRoute["answers"][number] | undefined,
  ];
  return { status: Number(status), schema };
};

/** What is wrong with a GET's answer: its status, its content type, its shape, or a redirect's Location. */
export function answerDeviations(label: string, route: ContractRoute, answer: Answer): Deviation[] {
  const { status, schema } = success(route);
  if (answer.status !== status)
    return [
      {
        address: label,
        path: "status",
        wants: String(status),
        came: `${answer.status} ${answer.text.slice(0, 80)}`,
      },
    ];
  if (!schema)
    return answer.location
      ? []
      : [{ address: label, path: "Location", wants: "where the redirect sends the browser", came: "none" }];
  // 204: no content to be JSON.
  if ((schema as { type?: unknown }).type === "null") return [];
  if (schema === HostPageOnly)
    return answer.contentType.includes("text/html")
      ? []
      : [{ address: label, path: "content-type", wants: "text/html", came: answer.contentType || "none" }];
  if (!answer.contentType.includes("application/json"))
    return [
      { address: label, path: "content-type", wants: "application/json", came: answer.contentType || "none" },
    ];
  return shapeDeviations(label, schema, answer.json);
}
