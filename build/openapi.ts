// The OpenAPI 3.1 document of the contract (dist/openapi.json, which the reference host serves at
// /openapi.json): every route of src/api/contract's route table with its parameters, its body (JSON,
// a multipart upload or a browser's form), its answers (a page's host page beside its JSON, a
// redirect with its cookies), its refusals, the CSRF token a write needs and who may call it,
// written from the same schemas the host checks with, and the render service's POST /render on the
// service's own address. Each schema a contract module exports by name is a component the routes
// refer to. A validating proxy in front of a host (Stoplight Prism's) finds its answers by it.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { TSchema } from "typebox";
import { HostPageOnly } from "../src/api/contract/building-blocks";
import {
  type ContractRoute,
  isWrite,
  methodOf,
  pathOf,
  type Redirect,
  type RouteKey,
} from "../src/api/contract/contract-route";
import { ErrorAnswer } from "../src/api/contract/errors";
import {
  BADGES_RENDER_PATH,
  BadgesAnswer,
  BadgesRequest,
  RenderAnswer,
  RenderRequest,
} from "../src/api/contract/render";
import { CONTRACT_ROUTES } from "../src/api/contract/routes";
import { CSRF_HEADER, SESSION_COOKIE } from "../src/api/host-facts";
import { serviceConfig } from "../src/server/service-config";
import { root } from "./paths";

type Json = { [key: string]: unknown };

const CONTRACT_DIR = path.join(root, "src/api/contract");

/** What each refusal means, in the words of docs/host-api.md's Conventions. */
const REFUSALS: Record<number, string> = {
  400: "A parameter or a field of the wrong form, one given twice, or one the route does not take.",
  401: "Not signed in.",
  403: "Not allowed, or a write without the session's CSRF token.",
  404: "No such thing.",
  409: "A conflict with what is already there.",
  410: "Gone for good.",
  411: "An upload without its length (Content-Length).",
  413: "Larger than the route takes.",
  429: "Too many requests: wait the seconds Retry-After says.",
};

/** Each schema a contract module exports, by the schema, with its name; a name two modules export is refused. */
export async function namedSchemas(): Promise<Map<object, string>> {
  const names = new Map<object, string>();
  const taken = new Map<string, string>();
  for (const file of readdirSync(CONTRACT_DIR).sort()) {
    const module = (await import(path.join(CONTRACT_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      // TypeBox marks what it makes with a hidden ~kind; tables and functions have none.
      if (typeof value !== "object" || value === null || !Object.hasOwn(value, "~kind")) continue;
      if (names.has(value)) continue;
      const other = taken.get(name);
      if (other) throw new Error(`${file} and ${other} both export a schema named ${name}`);
      taken.set(name, file);
      names.set(value, name);
    }
  }
  return names;
}

/** `schema` as JSON, each named schema inside it (not itself) a $ref to its component. */
function referring(schema: unknown, names: Map<object, string>, self?: object): unknown {
  if (typeof schema !== "object" || schema === null) return schema;
  if (schema !== self && names.has(schema)) return { $ref: `#/components/schemas/${names.get(schema)}` };
  if (Array.isArray(schema)) return schema.map((item) => referring(item, names));
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, referring(value, names)]));
}

/** '/reviews/:publicId/helpful' as OpenAPI writes it: '/reviews/{publicId}/helpful'. */
export const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, "{$1}");

const propertiesOf = (schema: TSchema | undefined) =>
  Object.entries(((schema as Json | undefined)?.properties ?? {}) as Record<string, TSchema>);

const requiredOf = (schema: TSchema | undefined) =>
  new Set(((schema as Json | undefined)?.required ?? []) as string[]);

/** The route's parameters: its address's, its query's (a page's others as one free-form object), the CSRF header of a write. */
function parameters(key: RouteKey, route: ContractRoute, names: Map<object, string>): Json[] {
  const list: Json[] = propertiesOf(route.params).map(([name, schema]) => ({
    name,
    in: "path",
    required: true,
    schema: referring(schema, names),
  }));
  const query = route.query as Json;
  const required = requiredOf(route.query);
  for (const [name, schema] of propertiesOf(route.query))
    list.push({ name, in: "query", required: required.has(name), schema: referring(schema, names) });
  if (typeof query.additionalProperties === "object")
    list.push({
      name: "other",
      in: "query",
      description: "Any other parameter (a campaign's utm_source): taken as text and ignored.",
      style: "form",
      explode: true,
      schema: {
        type: "object",
        additionalProperties: referring(query.additionalProperties, names),
        ...(query.propertyNames ? { propertyNames: query.propertyNames } : {}),
      },
    });
  if (isWrite(key))
    list.push({
      name: CSRF_HEADER,
      in: "header",
      // A form a browser posts carries the token in its authenticity_token field instead.
      required: !route.form,
      description: `The session's CSRF token (the page's <meta name="csrf-token">)${route.form ? ", or the form's authenticity_token" : ""}; without it, a 403 and nothing changes.`,
      schema: { type: "string", maxLength: 200 },
    });
  return list;
}

/** A write's body: JSON, or a multipart form of its fields and its files. */
function requestBody(route: ContractRoute, names: Map<object, string>): Json | undefined {
  const body = route.body as Json | undefined;
  // A write that takes no body says so with a null schema.
  if (!body || body.type === "null") return undefined;
  const type = route.form ? "application/x-www-form-urlencoded" : "application/json";
  if (!route.files) return { required: true, content: { [type]: { schema: referring(body, names) } } };
  const { field, count, bytes } = route.files;
  const files = {
    type: "array",
    maxItems: count,
    description: `At most ${count} file${count === 1 ? "" : "s"} of at most ${bytes} bytes each.`,
    items: { type: "string", contentMediaType: "application/octet-stream" },
  };
  const form = referring(body, names) as Json;
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: { ...form, properties: { ...(form.properties as Json), [field]: files } },
        encoding: { [field]: { contentType: "application/octet-stream" } },
      },
    },
  };
}

/** A host page, as a browser gets it. */
const HOST_PAGE = { "text/html": { schema: { type: "string" } } };

/** How a page's address tells a refusal's two forms apart. */
const PAGE_REFUSAL =
  " An ErrorAnswer with `format=json` or an Accept of application/json without text/html; else the host page (text/html), as a browser gets it.";

/** An answer's content: its JSON, and for a page's address the host page a browser gets instead. */
const contentOf = (route: ContractRoute, json: unknown) => ({
  "application/json": { schema: json },
  ...(route.page ? HOST_PAGE : {}),
});

/** An answer that sends the browser on: its Location, and the cookies it sets. */
const redirectAnswer = ({ to, cookies }: Redirect): Json => ({
  description: cookies ? `${to} Sets ${cookies.join(" and ")}.` : to,
  headers: {
    Location: { required: true, schema: { type: "string" } },
    ...(cookies ? { "Set-Cookie": { required: true, schema: { type: "string" } } } : {}),
  },
});

/** The route's answers and refusals. */
function responses(key: RouteKey, route: ContractRoute, names: Map<object, string>): Json {
  const answers: Json = {};
  for (const [status, schema] of Object.entries(route.answers)) {
    answers[status] =
      (schema as Json).type === "null"
        ? { description: "Done; no content." }
        : schema === HostPageOnly
          ? { description: (schema as Json).description, content: HOST_PAGE }
          : {
              description: route.page
                ? "With `format=json`, the page's data; without it, the host page (text/html)."
                : "The answer.",
              content: contentOf(route, referring(schema, names)),
            };
  }
  for (const [status, redirect] of Object.entries(route.redirects ?? {}))
    answers[status] = redirectAnswer(redirect);
  const refusals = new Set([...route.errors, ...(isWrite(key) ? [403] : [])]);
  for (const status of [...refusals].sort())
    answers[status] = {
      description: `${REFUSALS[status] ?? "Refused."}${route.page ? PAGE_REFUSAL : ""}`,
      content: contentOf(route, { $ref: `#/components/schemas/${names.get(ErrorAnswer)}` }),
      ...(status === 429 ? { headers: { "Retry-After": { schema: { type: "integer", minimum: 0 } } } } : {}),
    };
  return answers;
}

const WHO: Record<ContractRoute["who"], string> = {
  anyone: "Anyone may call it, signed in or not.",
  reviewer: "A signed-in reviewer (a guest is answered 401).",
  arbitrator: "An arbitrator (a guest is answered 401, a reviewer 403).",
};

/** Each refusal of the render service, in the words of docs/host-api.md "What it answers". */
const RENDER_REFUSALS: Record<number, string> = {
  400: "The body is not UTF-8 or not JSON, lacks a property, has one more, or one of the wrong type or form.",
  401: "RENDER_TOKEN is set and X-Render-Token is missing or another value.",
  404: `Any path but /render, ${BADGES_RENDER_PATH} and /health.`,
  405: "Another method (Allow names the right one).",
  413: "The body is over RENDER_MAX_BODY.",
  415: "A Content-Type other than application/json.",
};

/** One of the render service's POST routes, which a host that is not the reference host calls. */
interface ServiceOperation {
  operationId: string;
  summary: string;
  description: string;
  request: object;
  answer: object;
  answered: string;
}

/**
 * A POST of the render service, which a host that is not the reference host (a Rails application)
 * calls beside its pages: on the service's own address, not the host's.
 */
function serviceOperation(names: Map<object, string>, operation: ServiceOperation): Json {
  const ref = (schema: object) => ({ $ref: `#/components/schemas/${names.get(schema)}` });
  const refusals = Object.fromEntries(
    Object.entries(RENDER_REFUSALS).map(([status, description]) => [
      status,
      { description, content: { "application/json": { schema: ref(ErrorAnswer) } } },
    ]),
  );
  return {
    post: {
      operationId: operation.operationId,
      summary: operation.summary,
      description: operation.description,
      servers: [
        {
          url: `http://127.0.0.1:${serviceConfig({}).port}`,
          description: "The render service on its default port (RENDER_PORT).",
        },
      ],
      security: [{}, { renderToken: [] }],
      parameters: [],
      requestBody: { required: true, content: { "application/json": { schema: ref(operation.request) } } },
      responses: {
        200: {
          description: operation.answered,
          headers: { "X-Render": { schema: { enum: ["rendered", "fallback"] } } },
          content: { "application/json": { schema: ref(operation.answer) } },
        },
        ...refusals,
      },
    },
  };
}

/** POST /render: a page's roots. */
const RENDER_OPERATION: ServiceOperation = {
  operationId: "render",
  summary:
    "Renders a page's two roots, its footer and its head from the page's data (the render service, npm run render-server).",
  description:
    "The render service's, beside the host (docs/render-service.md): not a route of the host's own. A render not done in time is still a 200, with X-Render: fallback and every field empty.",
  request: RenderRequest,
  answer: RenderAnswer,
  answered: "The page rendered, or the fallback.",
};

/** POST /badges: a grid's rating badges. */
const BADGES_OPERATION: ServiceOperation = {
  operationId: "render_badges",
  summary:
    "Renders the rating badges of a grid of the shop's products from one call of the ratings (the render service, npm run render-server).",
  description:
    "The render service's, beside the host (docs/shop-pages.md): not a route of the host's own. Ratings not had in time are still a 200, with X-Render: fallback and no badge.",
  request: BadgesRequest,
  answer: BadgesAnswer,
  answered: "The badges rendered, or the fallback.",
};

/** The whole document. */
export async function openApiDocument(version: string): Promise<Json> {
  const names = await namedSchemas();
  const paths: Record<string, Json> = {};
  for (const [key, route] of CONTRACT_ROUTES) {
    const at = openApiPath(pathOf(key));
    paths[at] ??= {};
    (paths[at] as Json)[methodOf(key).toLowerCase()] = {
      operationId: key.replace(/[^A-Za-z0-9]+/g, "_").replace(/_$/, ""),
      summary: route.summary,
      description: WHO[route.who],
      security: route.who === "anyone" ? [{}, { session: [] }] : [{ session: [] }],
      parameters: parameters(key, route, names),
      ...(requestBody(route, names) ? { requestBody: requestBody(route, names) } : {}),
      responses: responses(key, route, names),
    };
  }
  paths["/render"] = serviceOperation(names, RENDER_OPERATION);
  paths[BADGES_RENDER_PATH] = serviceOperation(names, BADGES_OPERATION);
  const schemas = Object.fromEntries(
    [...names]
      .map(([schema, name]) => [name, referring(schema, names, schema)])
      .sort(([a], [b]) => (a as string).localeCompare(b as string)),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Review marketplace: the host's JSON API",
      version,
      description:
        "What a host (a Rails application) implements for the review marketplace's bundle: every JSON call, the sign-in and sign-out forms, and each page (its host page, and its data with GET <route path>?format=json). Narrative and rules: docs/host-api.md. Check a running host against it with `npm run check-host -- <base URL>`.",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
        renderToken: {
          type: "apiKey",
          in: "header",
          name: "X-Render-Token",
          description: `The render service's RENDER_TOKEN, when it has one (POST /render and ${BADGES_RENDER_PATH} only).`,
        },
      },
    },
  };
}
