// A visitor of a host process over HTTP, as a browser: its cookies kept, the CSRF token of the
// last page it read, a seeded account signed in through the sign-in form.
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { type Answer, type Caller, type RawRequest, rawRequest } from "../support/routes/route-requests";
import type { Role } from "../support/routes/route-use-types";

/** The payload as fetch takes it, a Buffer's bytes not copied. */
const bytesOf = (payload: string | Buffer) =>
  typeof payload === "string"
    ? payload
    : new Uint8Array(payload.buffer as ArrayBuffer, payload.byteOffset, payload.length);

/** A body past this is sent as a stream whose end is timed: its transfer is not the host's time. */
const STREAMED_BYTES = 1024 * 1024;

/** `payload` as a stream of chunks, calling `sent` once its last chunk is handed to the socket. */
function streamOf(payload: Uint8Array, sent: () => void): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= payload.length) {
        sent();
        controller.close();
        return;
      }
      controller.enqueue(payload.subarray(at, at + STREAMED_BYTES));
      at += STREAMED_BYTES;
    },
  });
}

export class HttpVisitor implements Caller {
  private readonly cookies = new Map<string, string>();
  csrfToken = "";

  constructor(private readonly base: string) {}

  get sessionId(): string {
    return this.cookies.get(SESSION_COOKIE) ?? "";
  }

  /** Sends `sessionId` as the cookie from now on (a session row written beside the host). */
  adoptSession(sessionId: string): void {
    this.cookies.set(SESSION_COOKIE, sessionId);
  }

  async sendRaw(request: RawRequest): Promise<Answer> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    let response: Response;
    let bodySentAt: number | undefined;
    let answeredAt: number | undefined;
    try {
      response = await this.fetch(request, cookie, () => {
        bodySentAt = performance.now();
      });
      answeredAt = performance.now();
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      // Refused unread (a head too long, a body past its limit): the host closes the connection.
      if (code === "UND_ERR_SOCKET" || code === "ECONNRESET" || code === "EPIPE")
        return { statusCode: 0, body: "the host closed the connection" };
      // A redirect that carries the whole address back (tens of KB): more than fetch reads of a head.
      if (code === "UND_ERR_HEADERS_OVERFLOW")
        return { statusCode: 0, body: "an answer's head too long to read" };
      throw error;
    }
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const body = await response.text();
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(body)?.[1];
    if (token) this.csrfToken = token;
    return {
      statusCode: response.status,
      body,
      answeredAt,
      ...(bodySentAt === undefined ? {} : { bodySentAt }),
    };
  }

  private fetch(request: RawRequest, cookie: string, sent: () => void): Promise<Response> {
    const bytes = request.payload === undefined ? undefined : bytesOf(request.payload);
    const large = bytes instanceof Uint8Array && bytes.length > STREAMED_BYTES;
    return fetch(`${this.base}${request.url}`, {
      method: request.method,
      headers: {
        ...request.headers,
        ...(cookie ? { cookie } : {}),
        // A stream has no length of its own: the host reads an upload's declared length first.
        ...(large ? { "content-length": String(bytes.length) } : {}),
      },
      ...(bytes === undefined
        ? {}
        : large
          ? { body: streamOf(bytes, sent), duplex: "half" }
          : { body: bytes }),
      redirect: "manual",
    } as RequestInit);
  }

  get = (url: string) => this.sendRaw({ method: "GET", url, headers: {} });
}

/** A visitor of the host at `base` in `role`, with a page's CSRF token. */
export async function httpVisitorAs(base: string, role: Role): Promise<HttpVisitor> {
  const visitor = new HttpVisitor(base);
  await visitor.get("/login");
  if (role !== "guest") {
    const { email, password } = SEEDED_ACCOUNTS[role];
    const form = rawRequest("POST", "/login", { form: { email, password } }, visitor.csrfToken);
    const answer = await visitor.sendRaw(form);
    if (answer.statusCode !== 303) throw new Error(`signing in as ${role} failed: ${answer.statusCode}`);
    await visitor.get("/reviews/trust");
  }
  return visitor;
}
