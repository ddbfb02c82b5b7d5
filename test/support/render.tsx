// Component tests: render inside a fresh store and an in-memory router (guide §5: a fresh
// createStore() per test; call cleanup() yourself).
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createStore, Provider, type Store } from "../../src/state/jotai";
import { sessionAtom } from "../../src/state/session";

export interface RenderOptions {
  store?: Store;
  /** Default '/reviews'. */
  path?: string;
  signedIn?: boolean;
}

export function renderWithStore(
  ui: ReactNode,
  { store = createStore(), path = "/reviews", signedIn = false }: RenderOptions = {},
) {
  store.set(sessionAtom, {
    meta: { title: "", description: "", robots: "", canonical: "", image_host: "/image-host/" },
    signedIn,
    csrfToken: "test-token",
  });
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Provider store={store}>
      <Router hook={location.hook}>{ui}</Router>
    </Provider>,
  );
  return { ...result, store, location };
}

/** Replaces fetch for one test; each call is recorded. */
export function stubFetch(respond: (url: string, init: RequestInit) => { status?: number; body?: unknown }) {
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
    const { status = 200, body = null } = respond(url, init);
    return new Response(body === null ? "" : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return { calls, restore: () => (globalThis.fetch = real) };
}
