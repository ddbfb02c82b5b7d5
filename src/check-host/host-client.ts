// One visitor of the host being checked, trusting it no more than a browser would: it asks only
// addresses on the base URL's origin under its path (host-scope.ts), keeps its cookies from
// answer to answer as a browser does (RFC 6265: Domain, Path, Expires and Max-Age, by tough-cookie),
// asking them only for that origin, never follows a redirect, gives each request a time
// and each body a size (limits.ts), and stops the run when its time is up or the host stops
// answering. Its CSRF token is read from a page as the bundle reads it (<meta name="csrf-token">),
// its sign-in goes through the contract's form (POST /login). A 429 is waited out as its
// Retry-After says, a few times, since a host's rate limits are not what is being checked.
import { CookieJar } from "tough-cookie";
import { CSRF_HEADER } from "../api/client";
import { PATHS } from "../lib/routes";
import type { Deviation } from "./deviation";
import { type HostScope, urlOf } from "./host-scope";
import { type Limits, UNANSWERED_IN_A_ROW } from "./limits";

export interface Answer {
  /** 0 when there is no answer to check (failed says why, and the deviation is already reported). */
  status: number;
  contentType: string;
  /** The answer's Cache-Control, lower-cased; "" when it has none. */
  cacheControl: string;
  /** Where a redirect sends the browser, as the host wrote it; "" when it names nowhere. */
  location: string;
  text: string;
  /** The body as JSON; undefined when it is not JSON. */
  json: unknown;
  failed?: "not asked" | "no answer in time" | "too large" | "no connection";
}

/** The run stops: its time is up, or the host stopped answering; the deviation says which. */
export class RunEnded extends Error {
  constructor(readonly deviation: Deviation) {
    super(`${deviation.path}: ${deviation.came}`);
  }
}

/** What every visitor of one run shares: where it may go, its limits, its clock, its count of requests. */
export interface Connection {
  scope: HostScope;
  limits: Limits;
  /** performance.now() at which the run's time is up. */
  deadline: number;
  requests: number;
  /** Requests in a row that got no answer. */
  unanswered: number;
  deviations: Deviation[];
}

export const connection = (scope: HostScope, limits: Limits): Connection => ({
  scope,
  limits,
  deadline: performance.now() + limits.runSeconds * 1000,
  requests: 0,
  unanswered: 0,
  deviations: [],
});

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

const noAnswer = (failed: Answer["failed"]): Answer => ({
  status: 0,
  contentType: "",
  cacheControl: "",
  location: "",
  text: "",
  json: undefined,
  failed,
});

class TooLarge extends Error {
  constructor(readonly came: string) {
    super(came);
  }
}

/** The body, read until `max` bytes (as decoded, so a compressed flood counts as what it becomes); past it, the request is stopped. */
async function cappedText(response: Response, max: number, stop: AbortController): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > max) {
    stop.abort();
    throw new TooLarge(`Content-Length: ${declared}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      stop.abort();
      throw new TooLarge(`more than ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export class HostClient {
  /** This visitor's cookies, set by the checked origin's answers and sent with its requests alone. */
  private readonly cookies = new CookieJar();
  private token = "";

  constructor(
    private readonly run: Connection,
    /** Who this visitor is, in the report: 'guest', 'reviewer', 'arbitrator'. */
    readonly role: string,
  ) {}

  private deviate(method: string, address: string, path: string, wants: string, came: string) {
    this.run.deviations.push({ address: `${method} ${address} (${this.role})`, path, wants, came });
  }

  /** The answer's cookies, as a browser keeps them: one it would refuse (another domain's, say) is left out. */
  private async keepCookies(response: Response, url: URL) {
    for (const cookie of response.headers.getSetCookie())
      await this.cookies.setCookie(cookie, url, { ignoreError: true });
  }

  /**
   * A request as the bundle sends it: JSON asked for, the visitor's cookies, the token on a write
   * when `withToken`. `address` is the contract's ('/reviews/me.json'), under the base URL's path.
   */
  async request(
    method: string,
    address: string,
    options: {
      body?: unknown;
      withToken?: boolean;
      form?: Record<string, string>;
      /** A multipart form: its text fields (a list is the field given once per value) and its files. */
      multipart?: { fields: Record<string, unknown>; files?: Record<string, Blob> };
      page?: boolean;
    } = {},
  ): Promise<Answer> {
    const url = urlOf(this.run.scope, address);
    if (!url) {
      this.deviate(
        method,
        address,
        "address",
        `an address under ${this.run.scope.origin}${this.run.scope.prefix}/`,
        "one outside it (not asked)",
      );
      return noAnswer("not asked");
    }
    // A page as a browser asks it (a Rails host routes by it); everything else as the bundle asks.
    const headers: Record<string, string> = { accept: options.page ? "text/html" : "application/json" };
    const cookie = await this.cookies.getCookieString(url);
    if (cookie) headers.cookie = cookie;
    if (options.withToken) headers[CSRF_HEADER] = this.token;
    let body: string | FormData | undefined;
    if (options.multipart) {
      const form = new FormData();
      for (const [name, value] of Object.entries(options.multipart.fields))
        for (const each of Array.isArray(value) ? value : [value]) form.append(name, String(each));
      for (const [name, file] of Object.entries(options.multipart.files ?? {}))
        form.append(name, file, "check.png");
      body = form;
    } else if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = Object.entries(options.form)
        .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
        .join("&");
    } else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const { limits } = this.run;
    for (let attempt = 0; ; attempt++) {
      const left = this.run.deadline - performance.now();
      if (left <= 0) throw this.runOver();
      const requestMs = limits.requestSeconds * 1000;
      // Whether the run's time ends before this request's own, told by the bound the timer is set
      // for: a timer ends up to 2 ms before performance.now() reaches the deadline it was set for.
      const runEnds = left < requestMs;
      const stop = new AbortController();
      const timer = setTimeout(() => stop.abort(), runEnds ? left : requestMs);
      this.run.requests++;
      let response: Response | undefined;
      let text: string;
      try {
        response = await fetch(url, { method, headers, body, redirect: "manual", signal: stop.signal });
        await this.keepCookies(response, url);
        text = await cappedText(response, limits.bodyBytes, stop);
      } catch (error) {
        if (error instanceof TooLarge) {
          this.run.unanswered = 0;
          this.deviate(
            method,
            address,
            "size",
            `a body of at most ${limits.bodyBytes} bytes (--max-body)`,
            error.came,
          );
          return noAnswer("too large");
        }
        if (stop.signal.aborted && runEnds) throw this.runOver();
        const timedOut = stop.signal.aborted;
        this.deviate(
          method,
          address,
          timedOut ? "time" : "connection",
          timedOut ? `an answer within ${limits.requestSeconds} s (--timeout)` : "an answer",
          timedOut
            ? response
              ? `its status (${response.status}), then a body still coming`
              : "none"
            : String((error as { cause?: { code?: string } }).cause?.code ?? error),
        );
        if (++this.run.unanswered >= UNANSWERED_IN_A_ROW)
          throw new RunEnded({
            address: "the run",
            path: "host",
            wants: "answers",
            came: `none to ${UNANSWERED_IN_A_ROW} requests in a row: the run stops`,
          });
        return noAnswer(timedOut ? "no answer in time" : "no connection");
      } finally {
        clearTimeout(timer);
      }
      this.run.unanswered = 0;
      const wait = Number(response.headers.get("retry-after"));
      if (response.status === 429 && attempt < RETRIES && wait >= 0 && wait <= LONGEST_RETRY_S) {
        if (performance.now() + wait * 1000 >= this.run.deadline) throw this.runOver();
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      return {
        status: response.status,
        contentType: response.headers.get("content-type") ?? "",
        cacheControl: (response.headers.get("cache-control") ?? "").toLowerCase(),
        location: response.headers.get("location") ?? "",
        text,
        json: parsed(text),
      };
    }
  }

  private runOver() {
    return new RunEnded({
      address: "the run",
      path: "time",
      wants: `done within ${this.run.limits.runSeconds} s (--max-time)`,
      came: `stopped after ${this.run.requests} request${this.run.requests === 1 ? "" : "s"}: what was left is not checked`,
    });
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
      form: {
        email,
        password,
        authenticity_token: token,
        return_to: `${this.run.scope.prefix}${PATHS.home}`,
      },
    });
    if (answer.status !== 303 && answer.status !== 302) return false;
    await this.readToken();
    const me = await this.request("GET", "/reviews/me.json");
    return (me.json as { reviewer?: unknown } | undefined)?.reviewer != null;
  }
}
