// One visitor of the host being checked: its cookies kept from answer to answer, as a browser
// keeps them, its CSRF token read from a page as the bundle reads it (<meta name="csrf-token">),
// and its sign-in through the contract's form (POST /login). A 429 is waited out as its
// Retry-After says, a few times, since a host's rate limits are not what is being checked.
import { CSRF_HEADER } from "../api/client";
import { PATHS } from "../lib/routes";

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** The body as JSON; undefined when it is not JSON. */
  json: unknown;
}

/** The longest a 429 is waited for before the answer is taken as it is. */
const LONGEST_RETRY_S = 60;
const RETRIES = 3;

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export class HostClient {
  private readonly cookies = new Map<string, string>();
  private token = "";

  constructor(
    readonly base: string,
    /** Who this visitor is, in the report: 'guest', 'reviewer', 'arbitrator'. */
    readonly role: string,
  ) {}

  /** A request as the bundle sends it: JSON asked for, the visitor's cookies, the token on a write when `withToken`. */
  async request(
    method: string,
    address: string,
    options: { body?: unknown; withToken?: boolean; form?: Record<string, string>; page?: boolean } = {},
  ): Promise<Answer> {
    // A page as a browser asks it (a Rails host routes by it); everything else as the bundle asks.
    const headers: Record<string, string> = { accept: options.page ? "text/html" : "application/json" };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (options.withToken) headers[CSRF_HEADER] = this.token;
    let body: string | undefined;
    if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = Object.entries(options.form)
        .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
        .join("&");
    } else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(new URL(address, this.base), {
        method,
        headers,
        body,
        redirect: "manual",
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const at = pair.indexOf("=");
        if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      const text = await response.text();
      const wait = Number(response.headers.get("retry-after"));
      if (response.status === 429 && attempt < RETRIES && wait >= 0 && wait <= LONGEST_RETRY_S) {
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      const contentType = response.headers.get("content-type") ?? "";
      return { status: response.status, contentType, text, json: parsed(text) };
    }
  }

  /** A host page's CSRF token, read from its <meta name="csrf-token">; kept for the writes that follow. */
  async readToken(page = PATHS.home): Promise<string> {
    const html = (await this.request("GET", page, { page: true })).text;
    this.token = /<meta name="csrf-token" content="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
    return this.token;
  }

  /** Signs in with the contract's sign-in form: the session's cookie is this visitor's from now on. */
  async signIn(email: string, password: string): Promise<boolean> {
    const token = await this.readToken(PATHS.login);
    const answer = await this.request("POST", PATHS.login, {
      form: { email, password, authenticity_token: token, return_to: PATHS.home },
    });
    if (answer.status !== 303 && answer.status !== 302) return false;
    await this.readToken();
    const me = await this.request("GET", "/reviews/me.json");
    return (me.json as { reviewer?: unknown } | undefined)?.reviewer != null;
  }
}
