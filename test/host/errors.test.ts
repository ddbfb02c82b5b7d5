import type { LightMyRequestResponse } from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { PAGE_HANDLERS } from "../../fixtures/host/pages/index";
import { testHost } from "../support/host";
import { Visitor } from "../support/http-client";

const test = suite("error responses");

/** The headers every answer carries, errors included. */
function assertSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = String(response.headers["content-security-policy"] ?? "");
  assert.match(csp, "script-src 'self'", what);
  assert.match(csp, "frame-ancestors 'self'", what);
  assert.is(response.headers["x-content-type-options"], "nosniff", what);
  assert.is(response.headers["referrer-policy"], "strict-origin-when-cross-origin", what);
}

function assertJsonError(response: LightMyRequestResponse, status: number, what: string) {
  assert.is(response.statusCode, status, what);
  assert.match(String(response.headers["content-type"]), "application/json", what);
  const body = JSON.parse(response.body);
  assert.equal(Object.keys(body), ["error"], `${what}: a small body, not Fastify's`);
  assert.type(body.error, "string");
  assertSecurityHeaders(response, what);
}

function assertHtmlError(response: LightMyRequestResponse, status: number, what: string) {
  assert.is(response.statusCode, status, what);
  assert.match(String(response.headers["content-type"]), "text/html", what);
  assert.match(response.body, /^<!DOCTYPE html>/, what);
  assert.match(response.body, '<meta name="robots" content="noindex">', what);
  assert.match(response.body, '<div id="search-navbar"></div>', `${what}: the host's own page`);
  assert.not.match(response.body, /FST_|statusCode/, what);
  assertSecurityHeaders(response, what);
}

const HTML = { accept: "text/html,application/xhtml+xml" };
const JSON_CALL = { accept: "application/json" };

test("400: junk parameters and a malformed percent-encoding, as a page and as JSON", async () => {
  const { app } = await testHost();
  assertJsonError(await app.inject("/reviews/categories.json?level=abc"), 400, "junk parameter");
  const badPath = "/reviews/stores/%E0%A4%A";
  assertHtmlError(await app.inject({ url: badPath, headers: HTML }), 400, "malformed path, page");
  assertJsonError(await app.inject({ url: badPath, headers: JSON_CALL }), 400, "malformed path, JSON");
  const badQuery = await app.inject({ url: "/reviews/search?q=%E0%A4%A&page=%zz", headers: HTML });
  assert.ok(badQuery.statusCode < 500, "a malformed query is never a 500");
  assertSecurityHeaders(badQuery, "malformed query");
});

test("return_to with a newline is a redirect home, not a 500", async () => {
  const visitor = new Visitor((await testHost()).app);
  const page = await visitor.get("/login?return_to=/%0A");
  assert.is(page.statusCode, 200);
  const response = await visitor.postLogin({
    email: "reviewer@example.com",
    password: "reviewer",
    return_to: "/\n",
  });
  assert.is(response.statusCode, 303);
  assert.is(response.headers.location, "/reviews");
});

test("401 and 403: a guest on a private call, a post without its CSRF token", async () => {
  const { app } = await testHost();
  assertJsonError(await app.inject("/reviews/following?format=json"), 401, "private page data");
  const guest = new Visitor(app);
  await guest.get("/reviews");
  assertJsonError(await guest.send("POST", "/reviews/profile/accept_tos", {}), 401, "guest write");
  assertJsonError(
    await app.inject({ method: "POST", url: "/reviews/click", payload: {}, headers: JSON_CALL }),
    403,
    "JSON post without CSRF",
  );
  const form = await app.inject({
    method: "POST",
    url: "/logout",
    headers: { ...HTML, "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  assertHtmlError(form, 403, "form post without CSRF");
  assert.match(form.body, "Missing or invalid CSRF token.");
});

test("404: an unknown address and an unknown store, as a page and as JSON", async () => {
  const { app } = await testHost();
  const page = await app.inject({ url: "/assets/none.js", headers: HTML });
  assert.is(page.statusCode, 404);
  assertSecurityHeaders(page, "unknown asset");
  assertHtmlError(await app.inject({ url: "/nothing/here", headers: HTML }), 404, "unknown page");
  assertHtmlError(await app.inject({ url: "/reviews/stores/no-such-shop", headers: HTML }), 404, "no store");
  assertJsonError(await app.inject("/reviews/stores/no-such-shop?format=json"), 404, "no store, JSON");
  // a route of the JSON API answers JSON whoever asks
  assertJsonError(await app.inject({ url: "/products/none/reviews_with_media", headers: HTML }), 404, "API");
});

test("405: a post to an address that only reads, with a valid token", async () => {
  const visitor = new Visitor((await testHost()).app);
  await visitor.get("/reviews");
  const response = await visitor.send("POST", "/reviews/search", { q: "x" });
  assertJsonError(response, 405, "post to a page");
  assert.is(response.headers.allow, "GET, HEAD");
});

test("413: a body over the limit", async () => {
  const visitor = new Visitor((await testHost()).app);
  await visitor.get("/reviews");
  const response = await visitor.request({
    method: "PUT",
    url: "/reviews/profile/reviewers/0",
    headers: { "content-type": "application/json", "x-csrf-token": visitor.csrfToken },
    payload: `{"reviewer":{"rs_currency":"${"x".repeat(11 * 1024 * 1024)}"}}`,
  });
  assertJsonError(response, 413, "too large");
});

test("500: a fault of the host says nothing about itself, as a page and as JSON", async () => {
  const { app } = await testHost();
  const trust = PAGE_HANDLERS.trust;
  PAGE_HANDLERS.trust = () => {
    throw new Error("secret detail of the fault");
  };
  try {
    const json = await app.inject("/reviews/trust?format=json");
    assertJsonError(json, 500, "fault, JSON");
    const page = await app.inject({ url: "/reviews/trust", headers: HTML });
    assertHtmlError(page, 500, "fault, page");
    for (const response of [json, page]) assert.not.match(response.body, "secret detail");
  } finally {
    PAGE_HANDLERS.trust = trust;
  }
});

test.run();
