// The render service a Rails host calls (npm run render-server; docs/host-api.md, "Server-rendered
// roots"): POST /render with the page's data answers the two roots' HTML and the first screen to
// inline; GET /health answers while the process serves. One render at a time: run one process per core.
import { createHash, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { LOCALE_HEADER, REDESIGN_HEADER } from "../api/client";
import { readBody } from "./read-body";
import { answerKey, parseRenderBody, type RenderAnswer, type RenderBody } from "./render-request";
import { renderInTurn } from "./render-turns";
import { scriptJson } from "./script-json";

/** A positive whole number from the environment, else its default; junk stops the start. */
function envNumber(name: string, fallback: number, min = 1): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
}

/** The host's API the service asks for what a page's data lacks (RENDER_API_URL), or null. */
function envApiBase(): string | null {
  const text = process.env.RENDER_API_URL;
  if (!text) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error(
      "RENDER_API_URL must be an http(s) address without a query, such as http://127.0.0.1:3000",
    );
  return url.href.replace(/\/$/, "");
}

const config = {
  host: process.env.RENDER_HOST || "127.0.0.1",
  apiBase: envApiBase(),
  port: envNumber("RENDER_PORT", 3900, 0),
  maxBodyBytes: envNumber("RENDER_MAX_BODY", 1024 * 1024),
  timeoutMs: envNumber("RENDER_TIMEOUT_MS", 200),
  token: process.env.RENDER_TOKEN || null,
};

/**
 * Nothing rendered: the host sends empty roots and no first-screen element, and the browser
 * renders the roots itself.
 */
const FALLBACK: RenderAnswer = {
  navbar: "",
  main: "",
  footer: "",
  head: "",
  first_screen_json: "",
  missing: [],
};

let stopping = false;

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
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

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The shared secret, compared in constant time (digests of equal length whatever was sent). */
function tokenAccepted(request: IncomingMessage): boolean {
  if (!config.token) return true;
  const given = request.headers["x-render-token"];
  return typeof given === "string" && timingSafeEqual(digest(given), digest(config.token));
}

const isJson = (request: IncomingMessage) =>
  request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() === "application/json";

async function render(request: IncomingMessage, response: ServerResponse) {
  const arrived = performance.now();
  if (!tokenAccepted(request)) return refuse(response, 401, "missing or wrong X-Render-Token");
  if (!isJson(request)) return refuse(response, 415, "the body must be application/json");
  const body = await readBody(request, config.maxBodyBytes);
  if ("error" in body) return refuse(response, body.status, body.error);
  const page = parseRenderBody(body.text);
  if ("error" in page) return send(response, 400, { error: page.error });
  // An address the host did not give is asked of its API (RENDER_API_URL) as the visitor; one
  // neither gave shows as loading, and the browser asks for it. The answer names those, so a host
  // learns what else a page needs.
  const missing = new Set<string>();
  const deadline = arrived + config.timeoutMs;
  const answer = async (url: string) => {
    const key = answerKey(url);
    if (page.data.has(key)) return { status: 200, json: JSON.stringify(page.data.get(key)) };
    const asked = config.apiBase ? await askApi(config.apiBase, url, page, deadline) : null;
    if (asked?.status === 200) return asked;
    missing.add(url);
    return asked ?? { status: 404, json: "{}" };
  };
  const rendered = await renderInTurn(
    {
      url: page.url,
      meta: page.meta,
      signedIn: page.signedIn,
      csrfToken: page.csrfToken,
      cookiesAccepted: page.cookiesAccepted,
      answer,
    },
    deadline,
    () => !response.destroyed,
  );
  if (!rendered) return send(response, 200, FALLBACK, { "x-render": "fallback" });
  const { navbar, main, footer, head, firstScreen } = rendered;
  const first_screen_json = scriptJson(firstScreen);
  const answered: RenderAnswer = { navbar, main, footer, head, first_screen_json, missing: [...missing] };
  send(response, 200, answered, { "x-render": "rendered" });
}

/**
 * The host's answer to a GET of the bundle, asked as the visitor (their cookie and languages, the
 * page's language) within the render's deadline; null when it did not come (down, slow, not JSON).
 */
async function askApi(
  base: string,
  url: string,
  page: RenderBody,
  deadline: number,
): Promise<{ status: number; json: string } | null> {
  try {
    const answer = await fetch(`${base}${url}`, {
      headers: {
        ...page.headers,
        accept: "application/json",
        [REDESIGN_HEADER]: "1",
        [LOCALE_HEADER]: page.meta.locale ?? "en",
      },
      // A redirect (a page that wants a sign-in) is no answer to render from.
      redirect: "manual",
      signal: AbortSignal.timeout(Math.max(1, Math.ceil(deadline - performance.now()))),
    });
    const json = await answer.text();
    if (answer.status === 200) JSON.parse(json);
    return { status: answer.status, json };
  } catch (error) {
    console.warn(
      `render service: ${url} not answered by the API:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/** The build this process renders (dist/manifest.json beside dist/server/): /health names it. */
const BUILD = (() => {
  try {
    return String(JSON.parse(readFileSync(new URL("../manifest.json", import.meta.url), "utf8")).build);
  } catch {
    return null;
  }
})();

const ROUTES = new Map<string, { method: string; handle: typeof render }>([
  ["/render", { method: "POST", handle: render }],
  [
    "/health",
    { method: "GET", handle: async (_request, response) => send(response, 200, { ok: true, build: BUILD }) },
  ],
]);

const server = createServer(async (request, response) => {
  const route = ROUTES.get(request.url?.split("?")[0] ?? "");
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
    if (!response.headersSent) send(response, 200, FALLBACK, { "x-render": "fallback" });
  }
});

// The host's pool keeps connections open between pages: past a load balancer's usual 60 s idle
// timeout. Idle kept-alive sockets are not timed by headersTimeout (Node ≥ 18), so it stays short.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 5_000;
server.requestTimeout = 10_000;

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`render service on http://${config.host}:${port}`);
});

/** Stops taking connections, lets the renders in flight answer, then exits. */
function stop() {
  if (stopping) return;
  stopping = true;
  // close() also closes the idle kept-alive connections (Node ≥ 19); busy ones close after their answer.
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
