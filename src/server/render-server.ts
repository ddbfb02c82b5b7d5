// One process of the render service: POST /render with the page's data answers the roots' HTML and
// the first screen to inline; POST /badges a grid's rating badges; GET /health answers while the
// process serves. Its renders run side
// by side (render-slots.ts), each waiting for its own answers.
import { createHash, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import {
  BADGES_RENDER_PATH,
  type BadgesAnswer,
  RENDER_FALLBACK,
  type RenderAnswer,
} from "../api/contract/render";
import { RATINGS_MAX_AGE } from "../lib/rating-limits";
import { learnedRequests } from "./learned-requests";
import { pageAnswers } from "./page-answers";
import { readBody } from "./read-body";
import { parseBadgesBody, renderBadges } from "./render-badges";
import { parseRenderBody } from "./render-request";
import { renderSlots } from "./render-slots";
import { scriptJson } from "./script-json";
import type { ServiceConfig } from "./service-config";
import { shopProductStructuredData } from "./shop-product-structured-data";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The build this process renders (dist/manifest.json beside dist/server/): /health names it. */
const BUILD = (() => {
  try {
    return String(JSON.parse(readFileSync(new URL("../manifest.json", import.meta.url), "utf8")).build);
  } catch {
    return null;
  }
})();

/**
 * A guest's badges or product reviews may be kept as long as the ratings they show (the Rails gem
 * keeps them that long); a fallback, or what a visitor's cookie asked, is never kept.
 */
const KEPT_AS_RATINGS = { "cache-control": `max-age=${RATINGS_MAX_AGE}` };
const NEVER_KEPT = { "cache-control": "no-store" };

const isJson = (request: IncomingMessage) =>
  request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() === "application/json";

/** Serves the render service on `config`'s address (a worker of its cluster: the primary says where). */
export function serveRenders(config: ServiceConfig) {
  const slots = renderSlots(config.maxRenders);
  const learned = learnedRequests();
  let stopping = false;

  function send(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(text),
      // A stopping process lets the host's pool open its next connection elsewhere.
      ...(stopping ? { connection: "close" } : {}),
      ...headers,
    });
    response.end(text);
  }

  /** An answer before the body is read: the connection closes rather than read what is left of it. */
  const refuse = (response: ServerResponse, status: number, error: string) =>
    send(response, status, { error }, { connection: "close" });

  /** The shared secret, compared in constant time (digests of equal length whatever was sent). */
  function tokenAccepted(request: IncomingMessage): boolean {
    if (!config.token) return true;
    const given = request.headers["x-render-token"];
    return typeof given === "string" && timingSafeEqual(digest(given), digest(config.token));
  }

  async function render(request: IncomingMessage, response: ServerResponse) {
    const arrived = performance.now();
    if (!tokenAccepted(request)) return refuse(response, 401, "missing or wrong X-Render-Token");
    if (!isJson(request)) return refuse(response, 415, "the body must be application/json");
    const body = await readBody(request, config.maxBodyBytes);
    if ("error" in body) return refuse(response, body.status, body.error);
    const page = parseRenderBody(body.text);
    if ("error" in page) return send(response, 400, { error: page.error });
    // The bound counts from the request's arrival: reading its body counts too.
    const deadline = arrived + config.timeoutMs;
    const { answer, missing } = pageAnswers(page, config.apiBase, deadline);
    // A guest's page asks what the last guest's render of it asked (a reviewer's pages are their own).
    const learnedKey =
      page.signed_in || page.product
        ? null
        : JSON.stringify([page.url, page.meta.locale, page.headers["accept-language"]]);
    const rendered = await slots.render(
      {
        url: page.url,
        meta: page.meta,
        signedIn: page.signed_in,
        csrfToken: page.csrf_token,
        cookiesAccepted: page.cookies_accepted,
        answer,
        expected: learnedKey ? learned.get(learnedKey) : [],
        timeoutMs: Math.max(1, deadline - performance.now()),
        ...(page.product ? { product: page.product } : {}),
      },
      () => !response.destroyed,
    );
    if (!rendered) return send(response, 200, RENDER_FALLBACK, { "x-render": "fallback", ...NEVER_KEPT });
    const { navbar, main, footer, head, firstScreen, asked, late } = rendered;
    if (learnedKey) learned.remember(learnedKey, asked);
    const first_screen_json = scriptJson(firstScreen);
    const answered: RenderAnswer = {
      navbar,
      main,
      footer,
      head,
      first_screen_json,
      missing: [...new Set([...missing, ...late])],
      ...(page.product ? { structured_data: shopProductStructuredData(firstScreen.answers) } : {}),
    };
    const guestsProduct = page.product && !page.signed_in && !page.headers.cookie;
    send(response, 200, answered, {
      "x-render": "rendered",
      ...(guestsProduct ? KEPT_AS_RATINGS : NEVER_KEPT),
    });
  }

  /** POST /badges: a grid's rating badges, or none (the fallback: the page's badges script fills them). */
  async function badges(request: IncomingMessage, response: ServerResponse) {
    const arrived = performance.now();
    if (!tokenAccepted(request)) return refuse(response, 401, "missing or wrong X-Render-Token");
    if (!isJson(request)) return refuse(response, 415, "the body must be application/json");
    const body = await readBody(request, config.maxBodyBytes);
    if ("error" in body) return refuse(response, body.status, body.error);
    const asked = parseBadgesBody(body.text);
    if ("error" in asked) return send(response, 400, { error: asked.error });
    const timeout = Math.max(1, arrived + config.timeoutMs - performance.now());
    const rendered = await renderBadges(asked, config.apiBase, timeout);
    const answer: BadgesAnswer = { badges: rendered ?? {} };
    send(
      response,
      200,
      answer,
      rendered ? { "x-render": "rendered", ...KEPT_AS_RATINGS } : { "x-render": "fallback", ...NEVER_KEPT },
    );
  }

  const routes = new Map<string, { method: string; handle: typeof render }>([
    ["/render", { method: "POST", handle: render }],
    [BADGES_RENDER_PATH, { method: "POST", handle: badges }],
    [
      "/health",
      {
        method: "GET",
        handle: async (_request, response) => send(response, 200, { ok: true, build: BUILD }),
      },
    ],
  ]);

  // The time bounds below are checked four times a second: at Node's default, every 30 s, a body
  // sent a byte a second could run that much past its bound before it was cut.
  const server = createServer({ connectionsCheckingInterval: 250 }, async (request, response) => {
    const route = routes.get(request.url?.split("?")[0] ?? "");
    if (!route) return refuse(response, 404, "not found");
    if (request.method !== route.method) {
      response.setHeader("allow", route.method);
      return refuse(response, 405, "method not allowed");
    }
    try {
      await route.handle(request, response);
    } catch (error) {
      // Whatever failed, the host gets a page it can send: the browser renders the roots.
      console.warn("render service:", error instanceof Error ? error.message : error);
      if (!response.headersSent) send(response, 200, RENDER_FALLBACK, { "x-render": "fallback" });
    }
  });

  // The host's pool keeps connections open between pages: past a load balancer's usual 60 s idle
  // timeout. Idle kept-alive sockets are not timed by headersTimeout (Node ≥ 18), so it stays short.
  server.keepAliveTimeout = 65_000;
  // A request's headers must arrive within 5 s and the whole request within 10 s (docs/host-api.md).
  server.headersTimeout = 5_000;
  server.requestTimeout = 10_000;

  server.listen(config.port, config.host);

  /** Stops taking connections, lets the renders in flight answer, then calls `done`. */
  return {
    stop(done: () => void) {
      if (stopping) return;
      stopping = true;
      // close() also closes the idle kept-alive connections (Node ≥ 19); busy ones close after their answer.
      server.close(done);
    },
  };
}
