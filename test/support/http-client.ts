// A cookie-keeping client over fastify's inject(), for host tests: one per simulated visitor.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";

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
