// check-host against hosts that do not play fair, on loopback: it trusts them no more than a
// browser would. A body without end or of 500 MB is left unread past --max-body, a body that
// trickles and a host that never answers are given up at --timeout, three unanswered requests in a
// row end the run, and so does --max-time, whatever a request's own time; each is a deviation.
// An address an answer names off the host's origin or path is never asked (host/check-host asks a
// real host's answers with such addresses).
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer, type Socket } from "node:net";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { checkHost } from "../../src/check-host/check-host";
import { addressIn, hostScope, urlOf } from "../../src/check-host/host-scope";
import { deviationLine } from "../../src/check-host/report-lines";
import { USAGE } from "../../src/check-host/usage";
import { onTeardown } from "../teardown";

const test = suite("check-host, hostile hosts");

/** `server` listening at a free port of 127.0.0.1, closed with its connections when the file ends; its base URL. */
async function listening(
  server: Server | ReturnType<typeof createServer>,
  sockets: Socket[] = [],
): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTeardown(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        if ("closeAllConnections" in server) server.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const CHUNK = Buffer.alloc(64 * 1024, "x");

/**
 * A host whose me.json streams without end, whose home metrics declare 500 MB, and whose
 * how-it-works trickles a byte at a time; every other address a 404. It counts what it wrote.
 */
async function floodingHost() {
  const written = { stream: 0, declared: 0, streamClosed: false };
  const base = await listening(
    createHttpServer((request, response) => {
      if (request.url === "/reviews/me.json?exchange_rates=true" || request.url === "/reviews.json") {
        const endless = request.url.startsWith("/reviews/me.json");
        response.writeHead(200, {
          "content-type": "application/json",
          ...(endless ? {} : { "content-length": String(500 * 1024 * 1024) }),
        });
        const flood = () => {
          while (!response.destroyed) {
            if (endless) written.stream += CHUNK.length;
            else written.declared += CHUNK.length;
            if (!response.write(CHUNK)) return void response.once("drain", flood);
          }
        };
        response.on("close", () => {
          if (endless) written.streamClosed = true;
        });
        flood();
        return;
      }
      if (request.url === "/reviews/how-it-works.json") {
        response.writeHead(200, { "content-type": "application/json" });
        const drip = setInterval(() => response.write(" "), 20);
        response.on("close", () => clearInterval(drip));
        return;
      }
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"No such thing."}');
    }),
  );
  return { base, written };
}

test("a body without end and one of 500 MB are left unread past --max-body, one that trickles is given up at --timeout, each a deviation", async () => {
  const { base, written } = await floodingHost();
  const bodyBytes = 1_000_000;
  const report = await checkHost({ base, limits: { bodyBytes, requestSeconds: 0.5 } });
  const lines = report.deviations.map(deviationLine);
  const wants = `size: wants a body of at most ${bodyBytes} bytes (--max-body)`;
  assert.ok(
    lines.includes(
      `GET /reviews/me.json?exchange_rates=true (guest)  ${wants}, came more than ${bodyBytes} bytes`,
    ),
    lines.join("\n"),
  );
  assert.ok(
    lines.includes(`GET /reviews.json (guest)  ${wants}, came Content-Length: ${500 * 1024 * 1024}`),
    lines.join("\n"),
  );
  assert.ok(
    lines.includes(
      "GET /reviews/how-it-works.json (guest)  time: wants an answer within 0.5 s (--timeout), came its status (200), then a body still coming",
    ),
    lines.join("\n"),
  );
  assert.ok(written.streamClosed, "the endless answer's connection closed by the checker");
  // What the sockets' buffers took beyond what was read: far from what an unbounded read would take.
  assert.ok(written.stream < 16 * bodyBytes, `the endless answer stopped at ${written.stream} bytes`);
  assert.ok(written.declared < 16 * bodyBytes, `the 500 MB answer stopped at ${written.declared} bytes`);
  assert.ok(report.reached.size > 20, "the run went on past them");
});

/** A host that takes connections and never says a word. */
async function silentHost() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
  });
  return { base: await listening(server, sockets), sockets };
}

test("a host that accepts and never answers: each request given up at --timeout, and the run ends after 3 in a row", async () => {
  const { base } = await silentHost();
  const report = await checkHost({ base, limits: { requestSeconds: 0.2 } });
  const none = "time: wants an answer within 0.2 s (--timeout), came none";
  assert.equal(report.deviations.map(deviationLine), [
    `GET /reviews (guest)  ${none}`,
    `GET /reviews/me.json?exchange_rates=true (guest)  ${none}`,
    `GET /reviews.json (guest)  ${none}`,
    "the run  host: wants answers, came none to 3 requests in a row: the run stops",
  ]);
  assert.is(report.requests, 3);
});

test("the run ends at --max-time, whatever a request's own time", async () => {
  const { base } = await silentHost();
  const started = performance.now();
  // Long enough for the first request to leave on a busy machine, far below that request's own time.
  const report = await checkHost({ base, limits: { requestSeconds: 30, runSeconds: 2 } });
  assert.equal(report.deviations.map(deviationLine), [
    "the run  time: wants done within 2 s (--max-time), came stopped after 1 request: what was left is not checked",
  ]);
  assert.ok(performance.now() - started < 15_000, "ended long before the request's own 30 s");
});

test("an address an answer names is asked only on the base URL's origin, under its path", () => {
  const scope = hostScope("http://127.0.0.1:4000/market/");
  assert.equal(scope, { origin: "http://127.0.0.1:4000", prefix: "/market" });
  assert.is(addressIn(scope, "/market/reviews/stores/x"), "/reviews/stores/x");
  for (const elsewhere of [
    "//127.0.0.1:4399/p",
    "http://127.0.0.1:4399/s",
    "https://127.0.0.1:4000/market/reviews",
    "/\\127.0.0.1:4399/p",
    "/reviews/stores/x",
    "/market/../admin",
    "/marketplace/reviews",
    "javascript:alert(1)",
    "reviews/stores/x",
  ])
    assert.is(addressIn(scope, elsewhere), null, elsewhere);
  // An id of '..' in an address the checker builds climbs out of the path: not asked either.
  assert.is(urlOf(scope, "/products/../../admin"), null);
  assert.is(urlOf(scope, "/reviews/me.json")?.href, "http://127.0.0.1:4000/market/reviews/me.json");
});

test("--help names each request's time, each body's size and the run's time, with their defaults", () => {
  assert.match(
    USAGE,
    /--timeout <seconds> +the longest one request may take, its body read whole\s+\(default 30\)/,
  );
  assert.match(USAGE, /--max-body <bytes> +the largest body read \(default 8388608,\s+8 MiB\)/);
  assert.match(USAGE, /--max-time <seconds> +the longest the whole run may take \(default 600\)/);
});

test.run();
