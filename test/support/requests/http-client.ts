// A cookie-keeping client over fastify's inject(), for host tests: one per simulated visitor.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { SEEDED_ACCOUNTS } from "../../../fixtures/host/domain";
import { SESSION_COOKIE } from "../../../fixtures/host/http/session";
import { processCpuMs } from "../costs/thread-cpu";
import { writeSession } from "../data/session-rows";
import { type TestHost, testHost } from "../hosts/test-host";
import type { Answer, RawRequest } from "../routes/route-requests";

export class Visitor {
  private cookies = new Map<string, string>();
  csrfToken = "";

  constructor(private readonly app: FastifyInstance) {}

  /** The session id the visitor's cookie carries ('' before the first page). */
  get sessionId(): string {
    return this.cookies.get(SESSION_COOKIE) ?? "";
  }

  /** Sends `sessionId` as the cookie from now on, e.g. to replay a session that should be gone. */
  adoptSession(sessionId: string): void {
    this.cookies.set(SESSION_COOKIE, sessionId);
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const response = await this.app.inject(this.withCookies(options));
    this.remember(response.headers["set-cookie"], response.body);
    return response;
  }

  private withCookies(options: InjectOptions & { url: string }): InjectOptions {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return { ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } };
  }

  /** Keeps the answer's cookies, and the CSRF token of a page. */
  private remember(setCookie: string | string[] | undefined, body: string): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(body)?.[1];
    if (token) this.csrfToken = token;
  }

  get = (url: string) => this.request({ method: "GET", url });

  /**
   * Sends a request as route-requests.ts writes it. `answeredAt` is when the host wrote the
   * answer's head: a large answer's way through inject() is not counted as the host's time.
   */
  async sendRaw(request: RawRequest): Promise<Answer> {
    const response = await this.app.inject({
      ...this.withCookies({
        method: request.method as InjectOptions["method"],
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      }),
      payloadAsStream: true,
    });
    const answeredAt = performance.now();
    const answeredCpuMs = processCpuMs();
    const chunks: Buffer[] = [];
    for await (const chunk of response.stream()) chunks.push(Buffer.from(chunk));
    const body = Buffer.concat(chunks).toString();
    this.remember(response.headers["set-cookie"], body);
    return { statusCode: response.statusCode, body, answeredAt, answeredCpuMs };
  }

  /** A JSON mutation carrying the CSRF token of the last page loaded (from `remoteAddress` when given). */
  send = (method: "POST" | "PUT" | "DELETE", url: string, body?: unknown, remoteAddress?: string) =>
    this.request({
      method,
      url,
      payload: body as object,
      headers: { "x-csrf-token": this.csrfToken },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  /**
   * Sends a multipart form (multipart-form.ts) with the CSRF token of the last page loaded, unless
   * `csrf` is false; POST unless told, from `remoteAddress` when given.
   */
  sendForm = (
    url: string,
    form: { payload: Buffer; contentType: string },
    {
      method = "POST",
      headers = {},
      remoteAddress,
      csrf = true,
    }: {
      method?: "POST" | "PUT";
      headers?: Record<string, string>;
      remoteAddress?: string;
      csrf?: boolean;
    } = {},
  ) =>
    this.request({
      method,
      url,
      payload: form.payload,
      headers: {
        "content-type": form.contentType,
        ...(csrf ? { "x-csrf-token": this.csrfToken } : {}),
        ...headers,
      },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  /** Posts the sign-in form of /login (from `remoteAddress` when given). */
  async postLogin(fields: Record<string, string>, remoteAddress?: string): Promise<LightMyRequestResponse> {
    await this.get("/login");
    return this.request({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...fields, authenticity_token: this.csrfToken }).toString(),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  }

  async signIn(who: keyof typeof SEEDED_ACCOUNTS): Promise<LightMyRequestResponse> {
    const { email, password } = SEEDED_ACCOUNTS[who];
    const response = await this.postLogin({ email, password });
    await this.get("/reviews"); // the session changed: take the new page's token
    return response;
  }

  /** Signs out the way the page does: the sign-out form's post with the CSRF token. */
  signOut = () =>
    this.request({
      method: "POST",
      url: "/logout",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ authenticity_token: this.csrfToken }).toString(),
    });
}

/** A visitor from `remoteAddress` that has loaded a page: it holds the visitor cookie the page gave. */
export async function visitorFrom(app: FastifyInstance, remoteAddress: string): Promise<Visitor> {
  const visitor = new Visitor(app);
  await visitor.request({ method: "GET", url: "/reviews/trust", remoteAddress });
  return visitor;
}

/** The JSON the host page carries in #app_meta. */
export function appMeta(html: string): Record<string, unknown> {
  const text = /<script id="app_meta" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(text ?? "null");
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface HostSession {
  host: TestHost;
  visitor: Visitor;
  /** A JSON request with the session's cookie and, unless `csrf: false`, its CSRF token. */
  request: (
    method: Method,
    url: string,
    body?: unknown,
    options?: { csrf?: boolean; headers?: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
}

/** A visitor of the test host, signed in as a seeded account or a guest. */
export async function hostSession(as?: keyof typeof SEEDED_ACCOUNTS): Promise<HostSession> {
  const host = await testHost();
  const visitor = new Visitor(host.app);
  if (as) {
    const login = await visitor.signIn(as);
    if (login.statusCode !== 303) throw new Error(`sign in failed: ${login.statusCode}`);
  } else {
    await visitor.get("/reviews/trust");
  }
  return sessionOf(host, visitor);
}

/**
 * A visitor signed in as any reviewer of the test host's marketplace (the seeded ones but two have
 * no password): a session row of theirs, as a sign-in writes it, and its page's CSRF token.
 */
export async function reviewerSession(reviewerId: number): Promise<HostSession> {
  const host = await testHost();
  const visitor = new Visitor(host.app);
  visitor.adoptSession(writeSession(host.db, reviewerId));
  await visitor.get("/reviews/trust");
  return sessionOf(host, visitor);
}

function sessionOf(host: TestHost, visitor: Visitor): HostSession {
  return {
    host,
    visitor,
    request: (method, url, body, options = {}) =>
      visitor.request({
        method,
        url,
        headers: {
          ...(options.csrf === false ? {} : { "x-csrf-token": visitor.csrfToken }),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      }),
  };
}
