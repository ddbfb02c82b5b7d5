// Component tests: render inside a fresh store holding a fresh request cache and an in-memory router
// (a fresh createStore() per test; call cleanup() yourself), with fetch replaced per test.
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { configureClient } from "../../../src/api/client";
import { createRequestCache, type RequestCache } from "../../../src/lib/request-cache";
import { createStore, Provider, type Store } from "../../../src/state/jotai";
import { requestCacheAtom } from "../../../src/state/request-cache";
import { sessionAtom } from "../../../src/state/session";

export interface RenderOptions {
  store?: Store;
  /** Default a new one, put in the store and given to the api client, as start() does. */
  cache?: RequestCache;
  /** Default '/reviews'. */
  path?: string;
}

/** Puts a request cache in `store` and gives it to the api client, as start() does. */
export function withRequestCache(store: Store, cache = createRequestCache()): Store {
  store.set(requestCacheAtom, cache);
  configureClient({ cache });
  return store;
}

/** Renders `ui` with the store as it is (set the session yourself when it matters). */
export function renderApp(
  ui: ReactNode,
  { store = createStore(), cache = createRequestCache(), path = "/reviews" }: RenderOptions = {},
) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Provider store={withRequestCache(store, cache)}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </Provider>,
  );
  return { ...result, store, cache, location };
}

/** Renders `ui` after setting a session: a CSRF token, the host's image host, signed in or not. */
export function renderWithStore(
  ui: ReactNode,
  { signedIn = false, ...options }: RenderOptions & { /** Default false. */ signedIn?: boolean } = {},
) {
  const store = options.store ?? createStore();
  store.set(sessionAtom, {
    meta: { title: "", description: "", robots: "", canonical: "", image_host: "/image-host/" },
    signedIn,
    csrfToken: "test-token",
  });
  return renderApp(ui, { ...options, store });
}

type Answer = { status?: number; body?: unknown };

/** Replaces fetch for one test; each call is recorded. An answer may come late (a promise). */
export function stubFetch(respond: (url: string, init: RequestInit) => Answer | Promise<Answer>) {
  const calls: { url: string; method: string; body: unknown; headers: Record<string, string> }[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    calls.push({
      url,
      method: (init.method ?? "GET").toUpperCase(),
      body: typeof init.body === "string" ? JSON.parse(init.body) : null,
      headers,
    });
    const { status = 200, body = null } = await respond(url, init);
    return new Response(body === null ? "" : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return { calls, restore: () => (globalThis.fetch = real) };
}

/** Answers from a table of address prefix → JSON body, or → a status number for an error. */
export function answerFrom(table: Record<string, unknown>) {
  return (url: string): Answer => {
    const key = Object.keys(table).find((prefix) => url.startsWith(prefix));
    const body = key === undefined ? 404 : table[key];
    return typeof body === "number" ? { status: body, body: { error: "stubbed" } } : { body };
  };
}

const realFetch = globalThis.fetch;

/** After each test: unmount, the real fetch back, no shared data, a plain body. */
export function resetDom() {
  cleanup();
  globalThis.fetch = realFetch;
  document.body.className = "";
}
