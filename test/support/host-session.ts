// Host tests: a cookie session against the test host (app.inject), signed in or not, with the
// CSRF token the host pages carry.
import type { LightMyRequestResponse } from "fastify";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { type TestHost, testHost } from "./host";

export interface HostSession {
  host: TestHost;
  cookie: string;
  csrf: string;
  request: (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    body?: unknown,
    options?: { csrf?: boolean; headers?: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  String(Array.isArray(setCookie) ? setCookie[0] : (setCookie ?? "")).split(";")[0] ?? "";

async function pageToken(host: TestHost, cookie: string): Promise<string> {
  const page = await host.app.inject({ url: "/reviews/trust", headers: { cookie } });
  return /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1] ?? "";
}

export async function hostSession(as?: keyof typeof SEEDED_ACCOUNTS): Promise<HostSession> {
  const host = await testHost();
  const first = await host.app.inject({ url: "/reviews/trust" });
  let cookie = cookieOf(first.headers["set-cookie"]);
  let csrf = await pageToken(host, cookie);
  if (as) {
    const account = SEEDED_ACCOUNTS[as];
    const login = await host.app.inject({
      method: "POST",
      url: "/login",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        email: account.email,
        password: account.password,
        authenticity_token: csrf,
      }).toString(),
    });
    if (login.statusCode !== 303) throw new Error(`sign in failed: ${login.statusCode}`);
    cookie = cookieOf(login.headers["set-cookie"]);
    csrf = await pageToken(host, cookie);
  }
  return {
    host,
    cookie,
    csrf,
    request: (method, url, body, options = {}) =>
      host.app.inject({
        method,
        url,
        headers: {
          cookie,
          ...(options.csrf === false ? {} : { "x-csrf-token": csrf }),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      }),
  };
}
