// The contract's OpenAPI document (build/openapi.ts, written by the build into dist/openapi.json):
// an OpenAPI 3.1 document by @readme/openapi-parser (its structure, its $refs, each path's
// parameters), each of its schemas a valid JSON Schema 2020-12 (ajv's meta-schema: the parser does
// not look inside them), the one the contract writes now, and served by the reference host at
// /openapi.json; the render service's POST /render in it; the sign-in forms and the pages' host
// pages in it (what Prism's validating proxy reads them by: host/check-host, browser/auth).
import { readFileSync } from "node:fs";
import path from "node:path";
import { validate } from "@readme/openapi-parser";
import Ajv2020 from "ajv/dist/2020";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openApiDocument } from "../../build/openapi";
import { distDir } from "../../fixtures/host/config";
import { OPENAPI_PATH } from "../../fixtures/host/http/openapi-document";
import { CONTRACT_ROUTES } from "../../src/api/contract/routes";
import { testHost } from "../support/hosts/test-host";

const test = suite("OpenAPI document");

type Json = { [key: string]: unknown };
type OpenApi = Parameters<typeof validate>[0];

const built = () => JSON.parse(readFileSync(path.join(distDir, "openapi.json"), "utf8")) as Json;

/** Where a document's schemas are: each component, and each parameter's, body's and answer's. */
function schemasOf(document: Json): [string, unknown][] {
  const found: [string, unknown][] = Object.entries((document.components as { schemas: Json }).schemas).map(
    ([name, schema]) => [`#/components/schemas/${name}`, schema],
  );
  for (const [at, operations] of Object.entries(document.paths as Record<string, Record<string, Json>>))
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters as Json[])
        found.push([`${method} ${at} ${parameter.name}`, parameter.schema]);
      for (const [type, content] of Object.entries(((operation.requestBody as Json)?.content ?? {}) as Json))
        found.push([`${method} ${at} body ${type}`, (content as Json).schema]);
      for (const [status, answer] of Object.entries(operation.responses as Record<string, Json>))
        for (const content of Object.values((answer.content ?? {}) as Json))
          found.push([`${method} ${at} ${status}`, (content as Json).schema]);
    }
  return found;
}

/** The problems of each schema as JSON Schema 2020-12 sees them. */
function invalidSchemas(document: Json): string[] {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  return schemasOf(document).flatMap(([at, schema]) =>
    ajv.validateSchema(schema as object) ? [] : [`${at}: ${ajv.errorsText(ajv.errors)}`],
  );
}

test("the built document is a valid OpenAPI 3.1 document of every route of the contract", async () => {
  const document = built();
  assert.is(document.openapi, "3.1.0");
  const result = await validate(structuredClone(document) as OpenApi);
  assert.ok(result.valid, JSON.stringify(result, null, 1).slice(0, 2000));
  assert.equal(invalidSchemas(document), []);
  const operations = Object.values(document.paths as Record<string, Json>).flatMap((path) =>
    Object.keys(path),
  );
  assert.is(
    operations.length,
    CONTRACT_ROUTES.size + 2,
    "one operation per route of the contract, and the render service's POST /render and POST /badges",
  );
});

test("the render service's POST /render is in the document, on the service's address, its body and answer the contract's", () => {
  const document = built();
  const render = (document.paths as Record<string, Record<string, Json>>)["/render"]?.post as Json;
  assert.ok(render, "POST /render");
  assert.match(String((render.servers as Json[])[0]?.url), /^http:\/\/127\.0\.0\.1:\d+$/);
  const body = ((render.requestBody as Json).content as Record<string, Json>)["application/json"]?.schema;
  assert.equal(body, { $ref: "#/components/schemas/RenderRequest" });
  const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
  assert.equal(Object.keys(schemas.RenderRequest?.properties as Json), [
    "url",
    "meta",
    "signed_in",
    "csrf_token",
    "cookies_accepted",
    "data",
    "product_reviews",
    "headers",
  ]);
  assert.equal(Object.keys(render.responses as Json), ["200", "400", "401", "404", "405", "413", "415"]);
});

test("the sign-in forms are in it (a form's body, a 303 with its cookies), and a page answers its host page beside its JSON", () => {
  const paths = built().paths as Record<string, Record<string, Json>>;
  const login = paths["/login"]?.post as Json;
  assert.ok(login, "POST /login");
  assert.equal(Object.keys((login.requestBody as Json).content as Json), [
    "application/x-www-form-urlencoded",
  ]);
  const redirect = (login.responses as Record<string, Json>)["303"] as Json;
  assert.equal(Object.keys(redirect.headers as Json), ["Location", "Set-Cookie"]);
  assert.ok(paths["/logout"]?.post, "POST /logout");
  /** The content types of a GET's 200. */
  const answered = (at: string) =>
    Object.keys(
      ((paths[at]?.get?.responses as Record<string, Json> | undefined)?.["200"]?.content ?? {}) as Json,
    );
  assert.equal(answered("/reviews"), ["application/json", "text/html"]);
  assert.equal(answered("/reviews/search.json"), ["application/json"], "a JSON call answers JSON only");
});

test("the checks themselves: a path without its parameter, a dangling $ref and a wrong type are refused", async () => {
  const withoutParameter = built();
  const vote = (withoutParameter.paths as Record<string, Record<string, Json>>)[
    "/reviews/{publicId}/helpful"
  ];
  (vote?.put?.parameters as Json[] | undefined)?.shift();
  assert.not.ok((await validate(withoutParameter as OpenApi)).valid, "a path parameter left out");
  const dangling = built();
  const search = (dangling.paths as Record<string, Record<string, Json>>)["/reviews/search.json"];
  const searchAnswers = search?.get?.responses as Record<string, Json>;
  searchAnswers["200"] = {
    description: "x",
    content: { "application/json": { schema: { $ref: "#/components/schemas/Nope" } } },
  };
  assert.not.ok((await validate(dangling as OpenApi)).valid, "a $ref to no component");
  const wrongType = built();
  const review = (wrongType.components as { schemas: Record<string, Json> }).schemas.Review as Json;
  ((review.properties as Record<string, Json>).rating as Json).type = "strin";
  const invalid = invalidSchemas(wrongType);
  assert.is(invalid.length, 1, invalid.join("\n"));
  assert.match(invalid[0] ?? "", "#/components/schemas/Review: data/properties/rating/type");
});

test("the built document is what the contract writes now, and the reference host serves it", async () => {
  const document = built();
  assert.equal(await openApiDocument(document.info ? String((document.info as Json).version) : ""), document);
  const { app } = await testHost();
  const served = await app.inject(OPENAPI_PATH);
  assert.is(served.statusCode, 200);
  assert.match(String(served.headers["content-type"]), "application/json");
  assert.equal(served.json(), document);
});

test.run();
