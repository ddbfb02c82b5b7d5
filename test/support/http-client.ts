// A cookie-keeping client over fastify's inject(), for host tests: one per simulated visitor.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { type TestHost, testHost } from "./host";

export class Visitor {
  private cookies = new Map<string, string>();
  csrfToken = "";

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await this.app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    const setCookie = response.headers["set-cookie"];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(response.body)?.[1];
    if (token) this.csrfToken = token;
    return response;
  }

  get = (url: string) => this.request({ method: "GET", url });

  /** A JSON mutation carrying the CSRF token of the last page loaded. */
  send = (method: "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
    this.request({ method, url, payload: body as object, headers: { "x-csrf-token": this.csrfToken } });

  async signIn(who: keyof typeof SEEDED_ACCOUNTS): Promise<LightMyRequestResponse> {
    await this.get("/login");
    const { email, password } = SEEDED_ACCOUNTS[who];
    const response = await this.request({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email, password, authenticity_token: this.csrfToken }).toString(),
    });
    await this.get("/reviews"); // the session changed: take the new page's token
    return response;
  }
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
