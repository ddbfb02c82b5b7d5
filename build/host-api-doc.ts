// The parts of docs/host-api.md the contract writes (npm run docs): each block between a
// `<!-- written by npm run docs: KIND NAME -->` line and `<!-- end of what npm run docs writes -->`,
// and the "Reference" and "Field limits" sections. The rest of the document is prose a person
// writes; unit/host-api-doc fails while a written part differs from what the contract says.
import type { TSchema } from "typebox";
import { type ContractRoute, isWrite, pathOf, type RouteKey } from "../src/api/contract/contract-route";
import { CONTRACT_ROUTES } from "../src/api/contract/routes";
import { fieldLimits, limitsTable, type Route, type Schema } from "./field-limits";

type Json = { [key: string]: unknown };

const BLOCK_START = /^<!-- written by npm run docs: (\w+) (.+?) -->$/;
const BLOCK_END = "<!-- end of what npm run docs writes -->";

export const REFERENCE_HEADING = "## Reference";
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
  reviewer: "a signed-in reviewer",
  arbitrator: "an arbitrator",
};

/** One route of the reference: who, what it reads, what it answers. */
function routeEntry(key: RouteKey, route: ContractRoute, names: Map<object, string>): string[] {
  const lines = [`### \`${key}\``, "", route.summary, "", `- Who: ${WHO[route.who]}.`];
  const read = (label: string, schema: TSchema | undefined) => {
    const properties = Object.keys(((schema as Json | undefined)?.properties ?? {}) as Json);
    if (properties.length > 0)
      lines.push(`- ${label}: ${properties.map((name) => `\`${name}\``).join(", ")}.`);
  };
  read("Address", route.params);
  read("Query", route.query);
  const body = route.body as Json | undefined;
  if (body && body.type !== "null")
    lines.push(
      `- Body (${route.files ? "multipart/form-data" : "JSON"}): ${names.get(body) ?? typeName(body, names)}${route.files ? `; files under \`${route.files.field}\`, at most ${route.files.count} of ${route.files.bytes} bytes each` : ""}.`,
    );
  if (isWrite(key)) lines.push("- Header: `X-CSRF-Token`, the session's token (403 without it).");
  const answers = Object.entries(route.answers).map(([status, schema]) =>
    (schema as Json).type === "null"
      ? `${status} (no content)`
      : `${status} ${typeName(schema as Json, names)}`,
  );
  const refusals = [...new Set([...route.errors, ...(isWrite(key) ? [403] : [])])].sort();
  lines.push(`- Answers: ${answers.join("; ")}.`, `- Refusals (\`ErrorAnswer\`): ${refusals.join(", ")}.`);
  return lines;
}

/** Every schema inside `schema`, itself included. */
function inside(schema: unknown, found: Set<unknown>): void {
  if (typeof schema !== "object" || schema === null || found.has(schema)) return;
  found.add(schema);
  for (const value of Object.values(schema)) {
    if (Array.isArray(value)) for (const item of value) inside(item, found);
    else inside(value, found);
  }
}

/** The Reference section: every route, then every shape an answer names. */
export function referenceSection(names: Map<object, string>): string {
  const lines = [
    REFERENCE_HEADING,
    "",
    "Every call of the contract, written by `npm run docs` from `src/api/contract` (the same schemas",
    "the reference host checks with, and `dist/openapi.json`, which the reference host serves at",
    "`/openapi.json`). Each parameter's and field's limits: \"Field limits\" below. A page's data",
    "route also takes any other parameter as text, which it ignores.",
  ];
  for (const [key, route] of CONTRACT_ROUTES) lines.push("", ...routeEntry(key, route, names));
  lines.push("", "### Shapes", "", "The objects the answers and the bodies are made of, by name.");
  const inBodiesAndAnswers = new Set<unknown>();
  for (const route of CONTRACT_ROUTES.values())
    for (const schema of [route.body, ...Object.values(route.answers)]) inside(schema, inBodiesAndAnswers);
  const shapes = [...names].filter(
    ([schema]) =>
      inBodiesAndAnswers.has(schema) && (schema as Json).type === "object" && (schema as Json).properties,
  );
  for (const [schema, name] of shapes.sort(([, a], [, b]) => a.localeCompare(b))) {
    const description = (schema as Json).description;
    lines.push("", `#### \`${name}\``, "");
    if (description) lines.push(String(description), "");
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

/** What a block of the document says, from its kind and name ('fields AppMeta', 'query GET /reviews/people.json'). */
function block(kind: string, name: string, names: Map<object, string>): string[] {
  if (kind === "fields") {
    const schema = [...names].find(([, n]) => n === name)?.[0];
    if (!schema) throw new Error(`docs/host-api.md names no schema of the contract: ${name}`);
    return fieldsTable(schema as TSchema, names);
  }
  if (kind === "query") {
    const route = CONTRACT_ROUTES.get(name as RouteKey);
    if (!route) throw new Error(`docs/host-api.md names no route of the contract: ${name}`);
    return parametersTable(route.query);
  }
  throw new Error(`docs/host-api.md asks for a block of an unknown kind: ${kind}`);
}

/** `doc`'s section from `heading` to the next section or the end; null when it has none. */
function section(doc: string, heading: string): string | null {
  const start = doc.indexOf(`\n${heading}\n`);
  if (start === -1) return null;
  const next = doc.indexOf("\n## ", start + heading.length + 2);
  return doc.slice(start + 1, next === -1 ? undefined : next + 1);
}

/** `doc` with `heading`'s section replaced by `text` (appended when it has none). */
function withSection(doc: string, heading: string, text: string): string {
  const standing = section(doc, heading);
  return standing === null ? `${doc.trimEnd()}\n\n${text}` : doc.replace(standing, text);
}

/** docs/host-api.md as the contract writes it: its blocks, its Reference and its Field limits. */
export function writtenDoc(doc: string, names: Map<object, string>): string {
  const out: string[] = [];
  const lines = doc.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    out.push(line);
    const start = BLOCK_START.exec(line);
    if (!start) continue;
    const end = lines.indexOf(BLOCK_END, i);
    // An end after the next block's start is that block's: this one's was lost with what it held.
    const next = lines.findIndex((other, at) => at > i && BLOCK_START.test(other));
    if (end === -1 || (next !== -1 && next < end))
      throw new Error(`docs/host-api.md: a block without its end: ${line}`);
    out.push(...block(start[1] as string, start[2] as string, names), BLOCK_END);
    i = end;
  }
  const withBlocks = out.join("\n");
  return withSection(
    withSection(withBlocks, REFERENCE_HEADING, referenceSection(names)),
    LIMITS_HEADING,
    limitsSection(contractLimits()),
  );
}
