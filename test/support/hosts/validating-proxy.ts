// Stoplight Prism's validating proxy in front of a host: every request goes through to it as it
// came, and Prism checks the request and the answer against the contract's OpenAPI document
// (dist/openapi.json), as a host team would put `prism proxy` in front of its own host. Prism's
// own forwarder is swapped for one that passes a browser's traffic through untouched (its redirects
// not followed, each Set-Cookie its own header, the bytes as they came), which `prism proxy` itself
// does not: it follows a sign-in's 303 and joins its cookies into one header.
import { Agent, createServer, type IncomingMessage } from "node:http";
import path from "node:path";
import { createLogger } from "@stoplight/prism-core";
import { createInstance, getHttpOperationsFromSpec, type IHttpRequest } from "@stoplight/prism-http";
import { DiagnosticSeverity } from "@stoplight/types";
import { distDir } from "../../../fixtures/host/config";
import { type Forwarded, forward, readBody } from "./forwarded";
import { listenProxy } from "./listen-proxy";

/** What Prism found wrong with one exchange, or that the contract has no route for it. */
export interface Exchange {
  /** 'POST /login' with its query, as sent. */
  request: string;
  status: number;
  contentType: string;
  /** No operation of the document matched the request's method and path. */
  unrouted: boolean;
  /** Where the request breaks the contract ('query.min_rating: must match pattern …'). */
  requestViolations: string[];
  /** Where the answer breaks the contract. */
  answerViolations: string[];
}

const contentTypeOf = (headers: [string, string][]) =>
  headers.find(([name]) => name === "content-type")?.[1] ?? "";

/** A body as Prism reads it: JSON parsed, anything else as text. */
function asPrismBody(body: Buffer, contentType: string): unknown {
  if (body.length === 0) return undefined;
  const text = body.toString("utf8");
  if (!/[/+]json\b/.test(contentType)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Prism's own failure (the host unreachable, an error of its own): the client gets a 502 saying why. */
const NO_ANSWER = { status: 502, contentType: "text/plain", unrouted: false, requestViolations: [] };

const said = (violations: { location?: string[]; message: string }[]) =>
  violations.map(({ location = [], message }) =>
    location.length ? `${location.join(".")}: ${message}` : message,
  );

/**
 * Prism in front of `target` on a loopback port of its own: its address, and every exchange so
 * far (each one a violation was found in, or no route of the document matched).
 */
export async function validatingProxy(target: string): Promise<{ url: string; exchanges: Exchange[] }> {
  const operations = await getHttpOperationsFromSpec(path.join(distDir, "openapi.json"));
  const agent = new Agent({ keepAlive: true });
  /** The host's answer to each request Prism forwarded, by the request Prism was given. */
  const answers = new WeakMap<IHttpRequest, Forwarded>();
  const bodies = new WeakMap<IHttpRequest, { incoming: IncomingMessage; sent: Buffer }>();
  const prism = createInstance(
    {
      isProxy: true,
      upstream: new URL(target),
      upstreamProxy: undefined,
      errors: false,
      validateRequest: true,
      validateResponse: true,
      checkSecurity: true,
      mock: { dynamic: false },
    },
    {
      logger: createLogger("validating-proxy", { level: "silent" }),
      // A TaskEither: a function of a promise of { _tag, right | left }.
      forward:
        ({ data }) =>
        () =>
        async () => {
          const given = bodies.get(data);
          if (!given) return { _tag: "Left", left: new Error("a request the proxy was not given") };
          try {
            const answer = await forward(target, agent, given.incoming, given.sent, { keepHost: true });
            answers.set(data, answer);
            const contentType = contentTypeOf(answer.headers);
            const headers: Record<string, string> = {};
            for (const [name, value] of answer.headers)
              headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
            return {
              _tag: "Right",
              right: { statusCode: answer.status, headers, body: asPrismBody(answer.body, contentType) },
            };
          } catch (error) {
            return { _tag: "Left", left: error as Error };
          }
        },
    },
  );
  const exchanges: Exchange[] = [];
  const server = createServer(async (incoming, reply) => {
    try {
      const sent = await readBody(incoming);
      const url = new URL(incoming.url ?? "/", "http://proxy");
      const query: Record<string, string | string[]> = {};
      for (const name of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(name);
        query[name] = values.length === 1 ? (values[0] as string) : values;
      }
      const input: IHttpRequest = {
        method: (incoming.method ?? "GET").toLowerCase() as IHttpRequest["method"],
        url: { path: url.pathname, query },
        headers: incoming.headers as Record<string, string>,
        body: asPrismBody(sent, String(incoming.headers["content-type"] ?? "")),
      };
      bodies.set(input, { incoming, sent });
      const outcome = await prism.request(input, operations)();
      const answer = answers.get(input);
      if (outcome._tag === "Left" || !answer) {
        const why = outcome._tag === "Left" ? String(outcome.left) : "not forwarded";
        exchanges.push({
          ...NO_ANSWER,
          request: `${incoming.method} ${incoming.url}`,
          answerViolations: [why],
        });
        reply.writeHead(NO_ANSWER.status, { "content-type": NO_ANSWER.contentType });
        reply.end(why);
        return;
      }
      const { input: asked, output: answered } = outcome.right.validations;
      const unrouted = asked.some(({ message }) => message === "Selected route not found");
      const requestViolations = said(asked.filter(({ severity }) => severity === DiagnosticSeverity.Error));
      const answerViolations = said(answered.filter(({ severity }) => severity === DiagnosticSeverity.Error));
      if (unrouted || requestViolations.length > 0 || answerViolations.length > 0)
        exchanges.push({
          request: `${incoming.method} ${incoming.url}`,
          status: answer.status,
          contentType: contentTypeOf(answer.headers),
          unrouted,
          requestViolations,
          answerViolations,
        });
      reply.writeHead(answer.status, answer.headers.flat());
      reply.end(answer.body);
    } catch (error) {
      reply.writeHead(502, { "content-type": "text/plain" });
      reply.end(String(error));
    }
  });
  const port = await listenProxy(server, agent);
  return { url: `http://127.0.0.1:${port}`, exchanges };
}

/** An answer the contract would describe: JSON, a host page, or a redirect. */
const isContractAnswer = ({ status, contentType }: Exchange) =>
  (status >= 300 && status < 400) || /json|text\/html/.test(contentType);

/**
 * Where the host and the contract disagree, a line each: an answer Prism finds wrong; a request
 * the host took (below 400) that the contract refuses; and an answer of the contract's kind
 * (below 400) to an address no route of the document matches. A request the contract refuses and
 * the host refuses too (a checker's junk on purpose) is no disagreement, nor a file no route names.
 */
export function disagreements(exchanges: Exchange[]): string[] {
  return exchanges.flatMap((exchange) => {
    const at = `${exchange.request} (${`${exchange.status} ${exchange.contentType}`.trim()})`;
    const taken = exchange.status < 400;
    return [
      ...exchange.answerViolations.map((violation) => `${at}  answer: ${violation}`),
      ...(taken ? exchange.requestViolations.map((violation) => `${at}  request: ${violation}`) : []),
      ...(taken && exchange.unrouted && isContractAnswer(exchange)
        ? [`${at}  no route of the contract`]
        : []),
    ];
  });
}
