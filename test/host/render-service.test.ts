// The render service a Rails host calls (npm run render-server), run as built
// (dist/server/render-service.js) in a process of its own: what it answers, what it refuses, and
// that user text in the answers it returns cannot close the page's script element.
import { readFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { BADGES_RENDER_PATH, RENDER_FALLBACK, type RenderAnswer } from "../../src/api/contract/render";
import type { ProductRatings } from "../../src/api/contract/review";
import { RATINGS_MAX_AGE } from "../../src/lib/rating-limits";
import { STRUCTURED_REVIEWS } from "../../src/lib/structured-data";
import { RATINGS_PATH } from "../../src/lib/widget-paths";
import { exampleShop } from "../support/data/seeded-queries";
import { type RenderService, startRenderService } from "../support/hosts/render-service";
import { testHost } from "../support/hosts/test-host";
import { onTeardown } from "../teardown";

const test = suite("render service");

let plain: Promise<RenderService> | undefined;
/**
 * The service as configured by default, shared by the tests that need nothing else; with a long
 * time bound, as a busy machine running other tests beside it needs.
 */
const plainService = () => {
  plain ??= startRenderService({ RENDER_TIMEOUT_MS: "10000" });
  return plain;
};

let guarded: Promise<RenderService> | undefined;
/** With a token, a 4 KiB body limit and a 1 ms time bound (so every render is the fallback). */
const guardedService = () => {
  guarded ??= startRenderService({ RENDER_TOKEN: "s3cret", RENDER_MAX_BODY: "4096", RENDER_TIMEOUT_MS: "1" });
  return guarded;
};

const GUEST_ME = {
  reviewer: null,
  current_country: "US",
  currency: "*",
  locale: "en",
  exchange_rates: { USD: 1, EUR: 0.92 },
};

const howItWorks = (intro: string) => ({
  title: "How it works",
  intro,
  sections: [{ id: "collected", title: "How reviews are collected", paragraphs: [intro] }],
  review_sources: [],
  links: [{ label: "Search", path: "/reviews/search" }],
});

/** A render request's body for the How it works page, with `intro` as the page's text. */
const howItWorksBody = (intro = "Reviews come from buyers.") => ({
  url: "/reviews/how-it-works",
  meta: { title: "How it works | Reviews", locale: "en" },
  signed_in: false,
  data: {
    "/reviews/me.json?exchange_rates=true": GUEST_ME,
    "/reviews/how-it-works?format=json": { meta_data: { title: "How it works | Reviews" } },
    "/reviews/how-it-works.json": howItWorks(intro),
  },
});

function post(service: RenderService, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${service.url}/render`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The answers the page inlines, from the first screen's JSON. */
const inlinedAnswers = (page: RenderAnswer) =>
  (JSON.parse(page.first_screen_json) as { answers: { key: string; value: unknown }[] }).answers;

test("GET /health answers 200 { ok: true } and names the build it renders, as the bundle's manifest beside it does", async () => {
  const response = await fetch(`${(await plainService()).url}/health`);
  assert.is(response.status, 200);
  const { build } = JSON.parse(readFileSync("dist/manifest.json", "utf8")) as { build: string };
  assert.match(build, /^[0-9a-f]{16}$/);
  assert.equal(await response.json(), { ok: true, build });
});

test("a page's data renders both roots: the header with 'Sign In' and the page's heading", async () => {
  const response = await post(await plainService(), howItWorksBody());
  assert.is(response.status, 200);
  assert.is(response.headers.get("x-render"), "rendered");
  const page = (await response.json()) as RenderAnswer;
  assert.match(page.navbar, "Sign In");
  assert.match(page.main, /<h1[^>]*>How it works<\/h1>/);
  assert.match(page.main, "Reviews come from buyers.");
  assert.type(page.head, "string");
  const text = inlinedAnswers(page).find((answer) => answer.key === "/reviews/how-it-works.json");
  assert.equal(text?.value, howItWorks("Reviews come from buyers."));
  assert.ok(Array.isArray(JSON.parse(page.first_screen_json).parts), "the lazy parts it showed");
  for (const url of Object.keys(howItWorksBody().data)) assert.not.ok(page.missing.includes(url), url);
});

test("the footer's root holds the cookie notice unless the visitor has accepted cookies", async () => {
  const footerOf = async (extra: object) =>
    ((await (await post(await plainService(), { ...howItWorksBody(), ...extra })).json()) as RenderAnswer)
      .footer;
  assert.match(await footerOf({}), /<section class="rv-cookie-bar" aria-label="Cookies">/);
  const accepted = await footerOf({ cookies_accepted: true });
  assert.match(accepted, 'class="rv-root"');
  assert.not.match(accepted, "rv-cookie-bar");
});

test("user text that would close the script element comes back escaped in first_screen_json", async () => {
  const hostile = "</script><!--x <script>alert(1)</script> & \u2028\u2029";
  const response = await post(await plainService(), howItWorksBody(hostile));
  const page = (await response.json()) as RenderAnswer;
  assert.not.match(page.first_screen_json, /<\/script/i);
  assert.not.match(page.first_screen_json, "<!--");
  assert.not.match(page.first_screen_json, /[<>&\u2028\u2029]/);
  assert.match(page.first_screen_json, "\\u003c/script\\u003e\\u003c!--x");
  const text = inlinedAnswers(page).find((answer) => answer.key === "/reviews/how-it-works.json");
  assert.is((text?.value as { intro?: string } | undefined)?.intro, hostile);
  assert.not.match(page.main, "</script><!--x", "the page's HTML shows the text as text");
});

test("an address the host gave no answer for renders as loading, not as a failure", async () => {
  const response = await post(await plainService(), { ...howItWorksBody(), data: {} });
  assert.is(response.status, 200);
  const page = (await response.json()) as RenderAnswer;
  assert.match(page.navbar, "Sign In");
  assert.equal(inlinedAnswers(page), []);
  // The addresses the page asked for, for the host to add.
  for (const url of Object.keys(howItWorksBody().data)) assert.ok(page.missing.includes(url), url);
});

test("an address of data matches whatever the order of its query's parameters (Ruby's to_query sorts them)", async () => {
  const body = howItWorksBody("Sorted keys.");
  const response = await post(await plainService(), {
    ...body,
    url: "/reviews/how-it-works?ref=mail&b=2",
    data: {
      ...body.data,
      "/reviews/how-it-works?b=2&format=json&ref=mail": body.data["/reviews/how-it-works?format=json"],
    },
  });
  const page = (await response.json()) as RenderAnswer;
  assert.match(page.main, "Sorted keys.");
  assert.equal(page.missing, []);
});

test("with RENDER_API_URL, what data lacks is asked of the host's API as the visitor, with their cookie and the page's language", async () => {
  const asked: { url: string; cookie?: string; locale?: string }[] = [];
  const api = createServer((request, response) => {
    asked.push({
      url: request.url ?? "",
      cookie: request.headers.cookie,
      locale: request.headers["x-reviews-locale"] as string | undefined,
    });
    const body = howItWorksBody("From the API.").data as Record<string, unknown>;
    const answer = body[request.url ?? ""];
    response.writeHead(answer ? 200 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(answer ?? { error: "Not found." }));
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  onTeardown(() => new Promise<void>((resolve) => api.close(() => resolve())));
  const { port } = api.address() as AddressInfo;
  const service = await startRenderService({
    RENDER_API_URL: `http://127.0.0.1:${port}`,
    RENDER_TIMEOUT_MS: "10000",
  });
  const response = await post(service, {
    ...howItWorksBody(),
    data: {},
    headers: { cookie: "_reviews_session=abc", "accept-language": "en" },
  });
  const page = (await response.json()) as RenderAnswer;
  assert.match(page.main, "From the API.");
  assert.equal(page.missing, []);
  assert.ok(asked.length >= 3, "me.json, the page's data and its text");
  for (const call of asked) {
    assert.is(call.cookie, "_reviews_session=abc", call.url);
    assert.is(call.locale, "en", call.url);
  }
  // Only the visitor's cookie and languages are passed on.
  const refused = await post(service, { ...howItWorksBody(), headers: { authorization: "x" } });
  assert.is(refused.status, 400);
});

test("POST /badges without the ratings asks the host's API for them once, within what is left of its bound, and renders each badge, to be kept as long as the ratings (regression: a bound's remainder, a fraction of a millisecond, gave every grid up)", async () => {
  const asked: string[] = [];
  const api = createServer((request, response) => {
    asked.push(request.url ?? "");
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        products: [
          {
            external_id: "101",
            average_rating: 4.5,
            number_of_reviews: 2,
            internal_path: "/reviews/stores/s/products/p",
          },
        ],
        unknown_ids: ["102"],
      }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  onTeardown(() => new Promise<void>((resolve) => api.close(() => resolve())));
  const { port } = api.address() as AddressInfo;
  const service = await startRenderService({
    RENDER_API_URL: `http://127.0.0.1:${port}`,
    RENDER_TIMEOUT_MS: "10000",
  });
  const response = await fetch(`${service.url}${BADGES_RENDER_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      shop: { shop_domain: "copper.example", platform: "shopify", api_token: "token-1" },
      external_ids: ["101", "102"],
    }),
  });
  assert.is(response.headers.get("x-render"), "rendered");
  assert.is(
    response.headers.get("cache-control"),
    `max-age=${RATINGS_MAX_AGE}`,
    "kept as long as the ratings",
  );
  const { badges } = (await response.json()) as { badges: Record<string, string> };
  assert.equal(Object.keys(badges), ["101", "102"]);
  assert.match(badges["101"] ?? "", "/reviews/stores/s/products/p");
  assert.match(badges["102"] ?? "", "No reviews yet");
  assert.is(asked.length, 1, "one call for the grid");
  assert.match(asked[0] ?? "", "external_ids=101%2C102");
});

test("a shop's own product page (product_reviews): only the product's reviews, found by the shop's id, rendered in main in the shop's look with the page's sort, navbar and footer empty, every answer it read inlined, the product's JSON-LD from them, kept as long as the ratings; a wrong shape of it answers 400", async () => {
  const host = await testHost();
  const shop = exampleShop(host.db);
  const service = await startRenderService({ RENDER_API_URL: host.url, RENDER_TIMEOUT_MS: "10000" });
  const body = {
    url: "/shop/products/8000000001?sort_by=lowest",
    meta: { locale: "en" },
    signed_in: false,
    data: {},
    product_reviews: {
      external_id: "8000000001",
      shop: {
        shop_domain: shop.domain,
        platform: shop.platform,
        api_token: shop.public_token,
        theme: { accent: "#9a3412" },
      },
    },
  };
  const response = await post(service, body);
  assert.is(response.headers.get("x-render"), "rendered");
  assert.is(
    response.headers.get("cache-control"),
    `max-age=${RATINGS_MAX_AGE}`,
    "a guest's: kept as the ratings",
  );
  const page = (await response.json()) as RenderAnswer;
  assert.equal([page.navbar, page.footer], ["", ""]);
  // In the shop's look, its theme through the CSSOM once adopted: no style attribute, which a strict style-src ignores.
  assert.match(page.main, /^<div class="rv-root"/);
  assert.not.match(page.main, /\sstyle=/);
  assert.match(page.main, 'id="reviews"');
  assert.match(page.main, 'id="questions"');
  assert.match(page.main, '<option value="lowest" selected="">');
  assert.not.match(page.main, "<h1", "no heading of a page: the shop's page has its own");
  assert.equal(page.missing, []);
  const keys = inlinedAnswers(page).map((answer) => answer.key);
  assert.ok(
    keys.some((key) => key.startsWith(`${RATINGS_PATH}?`)),
    `the ratings inlined: ${keys}`,
  );
  assert.ok(
    keys.some((key) => key.includes("sort_by=lowest")),
    `the sorted reviews inlined: ${keys}`,
  );
  // The product's JSON-LD from the ratings and reviews the render read: its AggregateRating once.
  const ratings = inlinedAnswers(page).find((answer) => answer.key.startsWith(`${RATINGS_PATH}?`))
    ?.value as ProductRatings;
  const [rated] = ratings.products;
  const data = page.structured_data as {
    "@type": string;
    aggregateRating: Record<string, unknown>;
    review: unknown[];
  };
  assert.is(data["@type"], "Product");
  assert.equal(
    [data.aggregateRating.ratingValue, data.aggregateRating.reviewCount],
    [Math.round((rated?.average_rating ?? 0) * 100) / 100, rated?.number_of_reviews],
  );
  assert.ok(
    data.review.length > 0 && data.review.length <= STRUCTURED_REVIEWS,
    `${data.review.length} reviews`,
  );
  assert.not.ok("offers" in data, "the price is the shop's to state");
  const visitors = await post(service, { ...body, headers: { cookie: "_reviews_session=abc" } });
  assert.is(visitors.headers.get("cache-control"), "no-store", "what a visitor's cookie asked is never kept");
  await visitors.body?.cancel();
  const refused = await post(service, { ...body, product_reviews: { ...body.product_reviews, extra: 1 } });
  assert.is(refused.status, 400);
  assert.match(((await refused.json()) as { error: string }).error, "product_reviews");
});

test("malformed JSON answers 400 with the reason", async () => {
  const response = await post(await plainService(), '{"url": "/reviews",');
  assert.is(response.status, 400);
  assert.match(((await response.json()) as { error: string }).error, "JSON");
});

test("an extra property and each wrong shape answer 400, never 500", async () => {
  const service = await plainService();
  const body = howItWorksBody();
  const wrong: unknown[] = [
    { ...body, extra: 1 },
    { ...body, url: "reviews/how-it-works" },
    { ...body, url: "//evil.example/reviews" },
    { ...body, url: `/${"a".repeat(3000)}` },
    { ...body, url: 7 },
    { ...body, meta: [] },
    { ...body, meta: null },
    { ...body, signed_in: "false" },
    { ...body, cookies_accepted: "yes" },
    { ...body, data: { "https://evil.example/x": {} } },
    { ...body, data: [] },
    { url: body.url, meta: body.meta, signed_in: false },
    [body],
    "a text",
    null,
  ];
  for (const shape of wrong) {
    const response = await post(service, shape);
    assert.is(response.status, 400, JSON.stringify(shape).slice(0, 80));
    assert.type(((await response.json()) as { error: string }).error, "string");
  }
});

/** The status of a POST /render that sends `chunks` and stops there, whether or not the body is whole. */
function statusOfPartialPost(url: string, headers: Record<string, string>, chunks: string[]) {
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(`${url}/render`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
    });
    request.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", reject); // after the answer, the service closing the connection changes nothing
    for (const chunk of chunks) request.write(chunk);
  });
}

test("a body over the limit answers 413 before it is sent whole", async () => {
  // The length says 2 MiB; a few bytes are sent, and the answer comes without the rest.
  const status = await statusOfPartialPost(
    (await plainService()).url,
    { "content-length": String(2 * 1024 * 1024) },
    ['{"url":"/reviews"'],
  );
  assert.is(status, 413);
});

test("a body without a length answers 413 once it passes RENDER_MAX_BODY", async () => {
  // Chunked, 8 KiB and never ended: the service stops reading at its 4 KiB limit.
  const status = await statusOfPartialPost(
    (await guardedService()).url,
    { "x-render-token": "s3cret" },
    Array.from({ length: 8 }, () => " ".repeat(1024)),
  );
  assert.is(status, 413);
});

/** The whole request must arrive within this (docs/host-api.md), its headers within 5 s. */
const REQUEST_MS = 10_000;

test("a body sent a byte a second is answered 408 and closed once the request has taken 10 s, not later", async () => {
  const { hostname, port } = new URL((await plainService()).url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  const started = performance.now();
  socket.write(
    `POST /render HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n`,
  );
  // One byte of the hundred each second, as long as the connection is open.
  const trickle = setInterval(() => socket.write("{"), 1000);
  let answer = "";
  socket.on("data", (chunk: Buffer) => {
    answer += chunk.toString("latin1");
  });
  socket.on("error", () => {}); // the service resets the connection it has answered
  await new Promise((resolve) => socket.once("close", resolve));
  const closedAfter = performance.now() - started;
  clearInterval(trickle);
  assert.match(answer, /^HTTP\/1\.1 408 /);
  assert.ok(closedAfter >= REQUEST_MS, `not before ${REQUEST_MS} ms: ${closedAfter.toFixed(0)} ms`);
  // The bound is checked four times a second; the rest is room for a busy machine (it was 37 s).
  assert.ok(closedAfter < REQUEST_MS + 2000, `closed ${closedAfter.toFixed(0)} ms after the request began`);
});

test("with RENDER_TOKEN set, a missing or wrong X-Render-Token answers 401", async () => {
  const service = await guardedService();
  assert.is((await post(service, howItWorksBody())).status, 401);
  assert.is((await post(service, howItWorksBody(), { "x-render-token": "s3cre" })).status, 401);
  assert.is((await post(service, howItWorksBody(), { "x-render-token": "s3cret!" })).status, 401);
  const accepted = await post(service, howItWorksBody(), { "x-render-token": "s3cret" });
  assert.is(accepted.status, 200);
});

test("over its time bound: 200 with empty roots and X-Render: fallback, never kept", async () => {
  const response = await post(await guardedService(), howItWorksBody(), { "x-render-token": "s3cret" });
  assert.is(response.status, 200);
  assert.is(response.headers.get("x-render"), "fallback");
  assert.is(response.headers.get("cache-control"), "no-store");
  assert.equal(await response.json(), RENDER_FALLBACK);
});

test("a wrong method, path or content type: 405, 404, 415", async () => {
  const { url } = await plainService();
  const get = await fetch(`${url}/render`);
  assert.is(get.status, 405);
  assert.is(get.headers.get("allow"), "POST");
  assert.is((await fetch(`${url}/health`, { method: "POST" })).status, 405);
  assert.is((await fetch(`${url}/render/x`, { method: "POST" })).status, 404);
  const form = await fetch(`${url}/render`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "url=/reviews",
  });
  assert.is(form.status, 415);
});

test("listening beyond loopback (RENDER_HOST=0.0.0.0) without RENDER_TOKEN, it does not start and says so in one line naming RENDER_TOKEN; with one, it starts", async () => {
  const refused = await startRenderService({ RENDER_HOST: "0.0.0.0", RENDER_TOKEN: "" }).then(
    () => "started",
    (error: Error) => error.message,
  );
  assert.match(refused, /the service exited \(1\)/);
  const said = refused.slice(refused.indexOf(": ") + 2).trim();
  assert.match(said, /^render service: RENDER_HOST=0\.0\.0\.0 listens beyond this machine: set RENDER_TOKEN/);
  assert.is(said.split("\n").length, 1, `one line, no stack trace: ${said}`);
  const guardedOutside = await startRenderService({ RENDER_HOST: "0.0.0.0", RENDER_TOKEN: "s3cret" });
  assert.match(guardedOutside.url, /^http:\/\/0\.0\.0\.0:\d+$/);
  guardedOutside.child.kill("SIGTERM");
});

test("SIGTERM with a kept-alive connection open: the service and its workers exit at once, with 0", async () => {
  const service = await startRenderService({ RENDER_WORKERS: "2" });
  assert.is((await fetch(`${service.url}/health`)).status, 200); // leaves its connection in the pool
  const exited = new Promise<number | null>((resolve) => service.child.once("exit", resolve));
  const started = Date.now();
  service.child.kill("SIGTERM");
  assert.is(await exited, 0);
  assert.ok(Date.now() - started < 3000, `exited after ${Date.now() - started} ms`);
});

test.run();
