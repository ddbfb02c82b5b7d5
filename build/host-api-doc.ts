// docs/host-api.md, written whole by `npm run docs` from the contract (src/api/contract) and the
// prose of build/host-api-prose.md: the prose's sections in order, each route's entry where the
// prose names it (`### \`GET /reviews/search.json\``) followed by the prose's notes on it, each
// `<!-- fields Name -->` line as that schema's table, then every shape an answer or a body names and
// every route's field limits. unit/host-api-doc fails while the document differs from what they
// write, names a route of the contract the prose has no heading for, or a heading naming no route.
import path from "node:path";
import type { TSchema } from "typebox";
import { HostPageOnly } from "../src/api/contract/building-blocks";
import { type ContractRoute, isWrite, pathOf, type RouteKey } from "../src/api/contract/contract-route";
import { CONTRACT_ROUTES } from "../src/api/contract/routes";
import { fieldLimits, limitsTable, type Route, type Schema } from "./field-limits";
import { root } from "./paths";

type Json = { [key: string]: unknown };

/** The prose the document is written with. */
export const PROSE_FILE = path.join(root, "build/host-api-prose.md");
const PROSE = "build/host-api-prose.md";

/** A route's heading in the prose: its key in code, alone on a level-3 heading. */
const ROUTE_HEADING = /^### `((?:GET|POST|PUT|DELETE) \/\S*)`$/;
/** A schema's table of fields, where the prose asks for it. */
const FIELDS_LINE = /^<!-- fields (\w+) -->$/;
/** An object schema's empty value as JSON (every text "", every list []): the render's fallback. */
const EMPTY_LINE = /^<!-- empty (\w+) -->$/;
/** The prose's opening comment, for those who edit it: the document says where it comes from instead. */
const PROSE_COMMENT = /^<!--[\s\S]*?-->\n+/;

export const SHAPES_HEADING = "## Shapes";
export const LIMITS_HEADING = "## Field limits";

/** The contract's routes as the limits table reads them. */
export const contractLimitRoutes = (): Route[] =>
  [...CONTRACT_ROUTES].map(([key, route]) => ({
    method: key.slice(0, key.indexOf(" ")),
    url: pathOf(key),
    schema: { params: route.params, querystring: route.query, body: route.body },
    notJson: false,
  }));

/** The table test/support/route-limits.json holds: each route's values and their limits. */
export const contractLimits = () => limitsTable(contractLimitRoutes());

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** A line a reader can read: `text` wrapped at 100 characters, its later lines indented by `indent`. */
export function wrapped(text: string, indent = ""): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line === "" ? word : `${line} ${word}`;
    // A line that starts like a list item or a heading would read as one.
    if (next.length > 100 && line !== "" && !/^([-*+]|\d+\.|#+|>)$/.test(word)) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = next;
  }
  return [...lines, line];
}

/** A schema's type in a few words: 'string', 'Review[]', 'boolean or null'. */
function typeName(schema: Json, names: Map<object, string>): string {
  const named = names.get(schema);
  if (named) return named;
  if (Array.isArray(schema.anyOf))
    return (schema.anyOf as Json[]).map((branch) => typeName(branch, names)).join(" or ");
  if (Array.isArray(schema.allOf))
    return (schema.allOf as Json[]).map((part) => typeName(part, names)).join(" and ");
  if (Array.isArray(schema.enum))
    return (schema.enum as unknown[]).map((v) => `\`${JSON.stringify(v)}\``).join(", ");
  if ("const" in schema) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.type === "array")
    return `${typeName((schema.items ?? {}) as Json, names)}[]${schema.maxItems === undefined ? "" : ` (at most ${schema.maxItems})`}`;
  if (schema.type === "object" && schema.properties && Object.keys(schema.properties).length > 0) {
    const fields = Object.keys(schema.properties as Json);
    return `{ ${fields.join(", ")} }`;
  }
  if (schema.type === "object") return "object";
  return String(schema.type ?? "any");
}

/** The fields of an object schema as a table: field, type, what it is. */
export function fieldsTable(schema: TSchema, names: Map<object, string>): string[] {
  const object = schema as Json;
  const required = new Set((object.required ?? []) as string[]);
  const rows = Object.entries((object.properties ?? {}) as Record<string, Json>).map(
    ([name, field]) =>
      `| \`${name}\`${required.has(name) ? "" : " (optional)"} | ${cell(typeName(field, names))} | ${cell(String(field.description ?? ""))} |`,
  );
  return ["| field | type | what |", "| --- | --- | --- |", ...rows];
}

/** A query's parameters as a table: parameter, what it takes (its limit), what it means. */
export function parametersTable(query: TSchema): string[] {
  const object = query as Json;
  const required = new Set((object.required ?? []) as string[]);
  const rows = Object.entries((object.properties ?? {}) as Record<string, Json>).map(([name, parameter]) => {
    const limits = [...fieldLimits(parameter as Schema, name).limits.values()];
    const choices = Array.isArray(parameter.enum)
      ? `one of ${(parameter.enum as string[])
          .filter(Boolean)
          .map((value) => `\`${value}\``)
          .join(", ")}`
      : "";
    const takes = limits.length > 0 ? limits.join("; ") : choices;
    return `| \`${name}\`${required.has(name) ? " (required)" : ""} | ${cell(takes)} | ${cell(String(parameter.description ?? ""))} |`;
  });
  return ["| parameter | takes | what |", "| --- | --- | --- |", ...rows];
}

const WHO: Record<ContractRoute["who"], string> = {
  anyone: "anyone",
  reviewer: "a signed-in reviewer (a guest: 401)",
  arbitrator: "an arbitrator (a guest: 401; anyone else: 403)",
};

/** A named type as a link to its shape, when the Shapes section has it; else its name in words. */
function shapeLink(schema: Json, names: Map<object, string>, shapes: Set<string>): string {
  const name = names.get(schema);
  if (name && shapes.has(name)) return `[\`${name}\`](#${name.toLowerCase()})`;
  return name ? `\`${name}\`` : typeName(schema, names);
}

/**
 * One route's entry: its heading, what it does, who may call it, what it reads and answers. A query
 * another route already tabled (the same schema) names that route's table rather than repeating it.
 */
function routeEntry(
  key: RouteKey,
  route: ContractRoute,
  names: Map<object, string>,
  shapes: Set<string>,
  tabled: Map<object, RouteKey>,
): string[] {
  const lines = [`### \`${key}\``, "", ...wrapped(route.summary), "", `- Who: ${WHO[route.who]}.`];
  const params = Object.keys(((route.params as Json | undefined)?.properties ?? {}) as Json);
  if (params.length > 0) lines.push(`- Address: ${params.map((name) => `\`${name}\``).join(", ")}.`);
  const body = route.body as Json | undefined;
  if (body && body.type !== "null")
    lines.push(
      ...wrapped(
        `- Body (${route.files ? "multipart/form-data" : route.form ? "a form, application/x-www-form-urlencoded" : "JSON"}): ${shapeLink(body, names, shapes)}${route.files ? `; files under \`${route.files.field}\`, at most ${route.files.count} of ${route.files.bytes.toLocaleString("en")} bytes each` : ""}.`,
        "  ",
      ),
    );
  if (isWrite(key))
    lines.push(
      route.form
        ? "- Token: the form's `authenticity_token` (or the `X-CSRF-Token` header), the session's (403 without it)."
        : "- Header: `X-CSRF-Token`, the session's token (403 without it).",
    );
  const answers = Object.entries(route.answers).map(([status, schema]) =>
    (schema as Json).type === "null"
      ? `${status} (no content)`
      : schema === HostPageOnly
        ? `${status} ${(schema as Json).description}`
        : `${status} ${shapeLink(schema as Json, names, shapes)}`,
  );
  for (const [status, { to, cookies }] of Object.entries(route.redirects ?? {}))
    answers.push(
      `${status} ${to}${cookies ? ` Sets ${cookies.map((name) => `\`${name}\``).join(" and ")}.` : ""}`,
    );
  const refusals = [...new Set([...route.errors, ...(isWrite(key) ? [403] : [])])].sort();
  lines.push(
    ...(answers.length > 0 ? wrapped(`- Answers: ${answers.join("; ")}`.replace(/\.?$/, "."), "  ") : []),
    `- Refusals (\`ErrorAnswer\`${route.page ? ", or a host page to a browser" : ""}): ${refusals.join(", ")}.`,
  );
  // A page's `format=json` is the Page data section's rule, not each page's parameter.
  const query = route.query as Json;
  const properties = Object.fromEntries(
    Object.entries((query.properties ?? {}) as Json).filter(
      ([name]) => !(name === "format" && "name" in route),
    ),
  );
  const first = tabled.get(query);
  if (Object.keys(properties).length === 0) return lines;
  if (first) lines.push(`- Parameters: as [\`${first}\`](#${anchorOf(first)})'s.`);
  else {
    tabled.set(query, key);
    lines.push("", ...parametersTable({ ...query, properties } as TSchema));
  }
  return lines;
}

/** GitHub's anchor of a heading (a route's key in code): lower case, punctuation dropped. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

/** Every schema inside `schema`, itself included. */
function inside(schema: unknown, found: Set<unknown>): void {
  if (typeof schema !== "object" || schema === null || found.has(schema)) return;
  found.add(schema);
  for (const value of Object.values(schema)) {
    if (Array.isArray(value)) for (const item of value) inside(item, found);
    else inside(value, found);
  }
}

/** The shapes the answers and the bodies are made of: every named object schema inside them. */
function shapesOf(names: Map<object, string>): [object, string][] {
  const inBodiesAndAnswers = new Set<unknown>();
  for (const route of CONTRACT_ROUTES.values())
    for (const schema of [route.body, ...Object.values(route.answers)]) inside(schema, inBodiesAndAnswers);
  return [...names]
    .filter(
      ([schema]) =>
        inBodiesAndAnswers.has(schema) && (schema as Json).type === "object" && (schema as Json).properties,
    )
    .sort(([, a], [, b]) => a.localeCompare(b));
}

/** The Shapes section: each object an answer or a body is made of, field by field. */
export function shapesSection(names: Map<object, string>): string {
  const lines = [SHAPES_HEADING, "", "The objects the answers and the bodies are made of, by name."];
  for (const [schema, name] of shapesOf(names)) {
    const description = (schema as Json).description;
    lines.push("", `### \`${name}\``, "");
    if (description) lines.push(...wrapped(String(description)), "");
    lines.push(...fieldsTable(schema as TSchema, names));
  }
  return `${lines.join("\n")}\n`;
}

/** The Field limits section: the table in words, a route at a time. */
export function limitsSection(table: Record<string, Record<string, string>>): string {
  const lines = [
    LIMITS_HEADING,
    "",
    "What each route reads, and the most it takes of each value: every text has a length limit, every",
    "list a count limit, every number a range (a fixed value, a choice of values, or a pattern that",
    "bounds its length counts as one). A value past its limit is a 400 naming it. Paths are the part",
    "of the request (`params`, `querystring`, `body`), then the property; `[]` is each item of a list,",
    "`.*` any other property of an object, `(names)` the names of its properties. `npm run docs`",
    "writes this section and `test/support/route-limits.json` from the contract's schemas.",
  ];
  for (const [route, limits] of Object.entries(table)) {
    lines.push("", `\`${route}\``, "");
    for (const [path, limit] of Object.entries(limits)) lines.push(`- \`${path}\`: ${limit}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The schema named `name` in the contract. */
function schemaNamed(name: string, names: Map<object, string>): TSchema {
  const schema = [...names].find(([, n]) => n === name)?.[0];
  if (!schema) throw new Error(`${PROSE} names no schema of the contract: ${name}`);
  return schema as TSchema;
}

/** An object schema's value with every field empty, as a JSON block. */
function emptyValue(schema: TSchema): string[] {
  const empty = (field: Json): unknown =>
    field.type === "array" ? [] : field.type === "object" ? {} : field.type === "string" ? "" : null;
  const value = Object.fromEntries(
    Object.entries(((schema as Json).properties ?? {}) as Record<string, Json>).map(([name, field]) => [
      name,
      empty(field),
    ]),
  );
  return ["```json", JSON.stringify(value), "```"];
}

/** docs/host-api.md as the contract and the prose write it. */
export function writtenDoc(prose: string, names: Map<object, string>): string {
  const shapes = new Set(shapesOf(names).map(([, name]) => name));
  const written = new Set<string>();
  const tabled = new Map<object, RouteKey>();
  const out = [
    "<!-- Written by npm run docs from the contract (src/api/contract) and build/host-api-prose.md:",
    "     change those, then run npm run docs (docs/contract.md). -->",
  ];
  for (const line of prose.replace(PROSE_COMMENT, "").split("\n")) {
    const heading = ROUTE_HEADING.exec(line);
    const fields = FIELDS_LINE.exec(line);
    const empty = EMPTY_LINE.exec(line);
    if (heading) {
      const key = heading[1] as RouteKey;
      const route = CONTRACT_ROUTES.get(key);
      if (!route) throw new Error(`${PROSE}: a heading names no route of the contract: ${key}`);
      if (written.has(key)) throw new Error(`${PROSE}: a route has two headings: ${key}`);
      written.add(key);
      out.push(...routeEntry(key, route, names, shapes, tabled));
    } else if (fields) out.push(...fieldsTable(schemaNamed(fields[1] as string, names), names));
    else if (empty) out.push(...emptyValue(schemaNamed(empty[1] as string, names)));
    else out.push(line);
  }
  const unwritten = [...CONTRACT_ROUTES.keys()].filter((key) => !written.has(key));
  if (unwritten.length > 0)
    throw new Error(`${PROSE} has no heading for these routes of the contract: ${unwritten.join(", ")}`);
  return [
    out.join("\n").trimEnd(),
    "",
    shapesSection(names).trimEnd(),
    "",
    limitsSection(contractLimits()),
  ].join("\n");
}
