import type { LightMyRequestResponse } from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { PAGE_ROUTES } from "../../fixtures/host/server";
import { openDisputeId } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { hostSession, Visitor } from "../support/requests/http-client";
import { multipartForm } from "../support/requests/multipart-form";

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

test("400: junk parameters and a malformed percent-encoding, as a page and as JSON, in the host's own words", async () => {
  const { app } = await testHost();
  assertJsonError(await app.inject("/reviews/categories.json?level=abc"), 400, "junk parameter");
  for (const badPath of ["/reviews/stores/%E0%A4%A", "/reviews/%E0%A4%A"]) {
    // In the host's own words, as for any bad address, never the router's ('… is not a valid url component').
    const page = await app.inject({ url: badPath, headers: HTML });
    assertHtmlError(page, 400, `${badPath}, page`);
    assert.match(page.body, "<p>This address is not valid.</p>", `${badPath}, page`);
    const json = await app.inject({ url: badPath, headers: JSON_CALL });
    assertJsonError(json, 400, `${badPath}, JSON`);
    assert.equal(json.json(), { error: "This address is not valid." }, `${badPath}, JSON`);
  }
  const badQuery = await app.inject({ url: "/reviews/search?q=%E0%A4%A&page=%zz", headers: HTML });
  assert.ok(badQuery.statusCode < 500, "a malformed query is never a 500");
  assertSecurityHeaders(badQuery, "malformed query");
});

/** Names every plain object inherits: looked up as if they were keys of a table, they are not data. */
const INHERITED_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

test("an image address naming what every object inherits is a 404, not a 500", async () => {
  const { app } = await testHost();
  for (const name of INHERITED_NAMES) {
    assertJsonError(await app.inject(`/img/${name}/a-400.webp`), 404, `image kind ${name}`);
  }
  const drawn = await app.inject("/img/products/constructor-400.webp");
  assert.is(drawn.statusCode, 200, "any key of a known kind is drawn");
});

test("a form part named after what every object inherits is a 400 on every upload route, not a 500", async () => {
  const reviewer = await hostSession("reviewer");
  const openDispute = openDisputeId(reviewer.host.db);
  assert.ok(openDispute, "the seeded reviewer has an open dispute");
  const uploads = [
    "/reviews/profile/reviews",
    "/reviews/profile/disputes",
    `/reviews/profile/disputes/${openDispute}/messages`,
  ];
  for (const url of uploads) {
    for (const name of INHERITED_NAMES) {
      const response = await reviewer.visitor.sendForm(url, multipartForm([[name, "x"]]));
      assertJsonError(response, 400, `${url}, part ${name}`);
    }
  }
  // The body is read before the route: a route that takes no form refuses it without a 500 too.
  const click = await reviewer.visitor.sendForm("/reviews/click", multipartForm([["toString", "x"]]));
  assert.ok(
    click.statusCode >= 400 && click.statusCode < 500,
    `a form to the click route: ${click.statusCode}`,
  );
});

test("an address starting with two slashes is a path of this host: a 404 or the page it names, never a 500", async () => {
  const { app } = await testHost();
  const junk = "//x:99999/reviews";
  assertHtmlError(await app.inject({ url: junk, headers: HTML }), 404, "a port that cannot be, page");
  assertJsonError(await app.inject({ url: junk, headers: JSON_CALL }), 404, "a port that cannot be, JSON");
  assertJsonError(await app.inject(`${junk}?format=json`), 404, "a port that cannot be, page data");
  // '//reviews/search' is the search page with an empty segment, never a host called 'reviews'.
  const doubled = await app.inject({ url: "//reviews/search?q=lamp", headers: HTML });
  assert.is(doubled.statusCode, 301);
  assert.is(doubled.headers.location, "/reviews/search?q=lamp");
});

test("an address the host cannot parse is a 400 wherever it is parsed, as a page and as JSON", async () => {
  const { app } = await testHost();
  const trust = PAGE_ROUTES.trust.handler;
  PAGE_ROUTES.trust.handler = () => {
    new URL("http://x:99999/"); // a port out of range: the URL API throws ERR_INVALID_URL
    throw new Error("not reached");
  };
  try {
    assertJsonError(await app.inject("/reviews/trust?format=json"), 400, "unparsable URL, JSON");
    assertHtmlError(await app.inject({ url: "/reviews/trust", headers: HTML }), 400, "unparsable URL, page");
  } finally {
    PAGE_ROUTES.trust.handler = trust;
  }
});

test("414: a part of the address longer than the router reads is answered without repeating it", async () => {
  const { app } = await testHost();
  const long = "x".repeat(100_000);
  const json = await app.inject({
    method: "PUT",
    url: `/reviews/profile/reviews/${long}`,
    headers: JSON_CALL,
  });
  assertJsonError(json, 414, "a long parameter, JSON");
  assert.ok(json.body.length < 200, "the address is not echoed");
  // A page's address that long is no page of ours: the catch-all route's own schema refuses it.
  const page = await app.inject({ url: `/reviews/profile/disputes/${long}/files/x1`, headers: HTML });
  assertHtmlError(page, 400, "a long address, page");
  assert.not.match(page.body, long.slice(0, 200));
});

test("return_to with a newline is a redirect to the path a browser reads, not a 500", async () => {
  const visitor = new Visitor((await testHost()).app);
  const page = await visitor.get("/login?return_to=/%0A");
  assert.is(page.statusCode, 200);
  const response = await visitor.postLogin({
    email: "reviewer@example.com",
    password: "reviewer",
    return_to: "/\n",
  });
  assert.is(response.statusCode, 303);
  assert.is(response.headers.location, "/", "the newline dropped: this site's root");
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
  const trust = PAGE_ROUTES.trust.handler;
  PAGE_ROUTES.trust.handler = () => {
    throw new Error("secret detail of the fault");
  };
  try {
    const json = await app.inject("/reviews/trust?format=json");
    assertJsonError(json, 500, "fault, JSON");
    const page = await app.inject({ url: "/reviews/trust", headers: HTML });
    assertHtmlError(page, 500, "fault, page");
    for (const response of [json, page]) assert.not.match(response.body, "secret detail");
  } finally {
    PAGE_ROUTES.trust.handler = trust;
  }
});

test.run();
