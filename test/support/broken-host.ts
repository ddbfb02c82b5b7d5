// A host that breaks the contract in one way, in front of the reference host: every request goes
// through to it, and one kind of answer comes back broken, as a host of another make might break
// it. check-host must name each break (host/check-host).
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CSRF_HEADER } from "../../src/api/client";
import { onTeardown } from "../teardown";

export type Break =
  /** The product widget's reviews carry `titel` in place of `title`. */
  | "renamed field"
  /** search.json answers 500 where the reference host refuses a junk `min_rating` with a 400. */
  | "500 to a junk parameter"
  /** POST /reviews/click is taken without the session's CSRF token (as if the host never checked it). */
  | "write without its token";

type Forwarded = { status: number; headers: [string, string][]; body: Buffer };

const body = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

/** The request sent on to `target` as it came (its body decoded by fetch, so its length and encoding go). */
async function forward(
  target: string,
  request: IncomingMessage,
  sent: Buffer,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { "accept-encoding": "identity", ...extra };
  for (const [name, value] of Object.entries(request.headers))
    if (
      typeof value === "string" &&
      !["host", "content-length", "accept-encoding", "connection"].includes(name)
    )
      headers[name] = value;
  const response = await fetch(new URL(request.url ?? "/", target), {
    method: request.method,
    headers,
    body: sent.length > 0 ? new Uint8Array(sent) : undefined,
    redirect: "manual",
  });
  const kept = [...response.headers].filter(
    ([name]) =>
      !["content-length", "content-encoding", "transfer-encoding", "set-cookie", "connection"].includes(name),
  );
  for (const cookie of response.headers.getSetCookie()) kept.push(["set-cookie", cookie]);
  return {
    status: response.status,
    headers: kept,
    body: Buffer.from(await response.arrayBuffer()),
  } as Forwarded;
}

/** The session's CSRF token, from a page of the reference host asked with the request's cookies. */
async function sessionToken(target: string, request: IncomingMessage): Promise<string> {
  const page = await fetch(new URL("/reviews", target), {
    headers: { cookie: request.headers.cookie ?? "" },
  });
  return (
    /<meta name="csrf-token" content="([^"]*)"/.exec(await page.text())?.[1]?.replace(/&amp;/g, "&") ?? ""
  );
}

const json = (status: number, value: unknown): Forwarded => ({
  status,
  headers: [["content-type", "application/json; charset=utf-8"]],
  body: Buffer.from(JSON.stringify(value)),
});

/** The answer `broken` makes of the request. */
async function answer(target: string, broken: Break, request: IncomingMessage): Promise<Forwarded> {
  const sent = await body(request);
  const url = new URL(request.url ?? "/", "http://host");
  if (
    broken === "write without its token" &&
    request.method === "POST" &&
    url.pathname === "/reviews/click" &&
    !request.headers[CSRF_HEADER.toLowerCase()]
  )
    return forward(target, request, sent, { [CSRF_HEADER]: await sessionToken(target, request) });
  const forwarded = await forward(target, request, sent);
  if (
    broken === "500 to a junk parameter" &&
    url.pathname === "/reviews/search.json" &&
    url.searchParams.has("min_rating") &&
    forwarded.status === 400
  )
    return json(500, { error: "Internal Server Error" });
  if (
    broken === "renamed field" &&
    url.pathname === "/api/v1/widgets/product_review" &&
    forwarded.status === 200
  ) {
    const data = JSON.parse(forwarded.body.toString()) as { reviews: Record<string, unknown>[] };
    data.reviews = data.reviews.map(({ title, ...review }) => ({ ...review, titel: title }));
    return json(200, data);
  }
  return forwarded;
}

/** A host at a free port that answers as `target` does but for `broken`; closed when the file's tests end. */
export async function brokenHost(target: string, broken: Break): Promise<string> {
  const server: Server = createServer((request, response) => {
    answer(target, broken, request).then(
      ({ status, headers, body }) => {
        response.writeHead(status, headers.flat());
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(502).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTeardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
