// A request a test's proxy passes on to the host behind it, and the host's answer read whole: the
// proxies in front of the reference host (broken-host.ts, validating-proxy.ts) share them.
import { type Agent, request as httpRequest, type IncomingMessage } from "node:http";

/** A host's answer, read whole: each header as it came (each Set-Cookie its own), the bytes as sent. */
export interface Forwarded {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export const readBody = (stream: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });

/** Hop-by-hop headers, and those the proxy writes itself. */
const NOT_PASSED = ["content-length", "transfer-encoding", "connection", "keep-alive", "accept-encoding"];

export interface ForwardOptions {
  /** Headers to add to the request. */
  extra?: Record<string, string>;
  /** Keep the request's Host, so the addresses the host's answers name are the proxy's. */
  keepHost?: boolean;
}

/** The request sent on to `target` as it came, asked for without compression (so its length and encoding go). */
export function forward(
  target: string,
  agent: Agent,
  request: IncomingMessage,
  sent: Buffer,
  { extra = {}, keepHost = false }: ForwardOptions = {},
): Promise<Forwarded> {
  const headers: Record<string, string | string[]> = { "accept-encoding": "identity", ...extra };
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !NOT_PASSED.includes(name) && (keepHost || name !== "host"))
      headers[name] ??= value;
  if (sent.length > 0) headers["content-length"] = String(sent.length);
  return new Promise((resolve, reject) => {
    const onward = httpRequest(
      new URL(request.url ?? "/", target),
      { method: request.method, headers, agent },
      (response) => {
        readBody(response).then((body) => {
          const kept: [string, string][] = [];
          for (const [name, value] of Object.entries(response.headers))
            if (!NOT_PASSED.includes(name))
              for (const each of Array.isArray(value) ? value : [value ?? ""]) kept.push([name, each]);
          resolve({ status: response.statusCode ?? 502, headers: kept, body });
        }, reject);
      },
    );
    onward.on("error", reject);
    onward.end(sent);
  });
}
