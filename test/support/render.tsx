// Rendering a piece of the app in happy-dom with its own store and an in-memory location.
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createStore, Provider, type Store } from "../../src/state/jotai";

export function renderApp(
  ui: ReactNode,
  { path = "/reviews", store = createStore() }: { path?: string; store?: Store } = {},
) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </Provider>,
  );
  return { ...result, location, store };
}

const realFetch = globalThis.fetch;

/** Answers fetches from a table of path prefix → JSON body (or a status number for an error). */
export function stubFetch(routes: Record<string, unknown>): string[] {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const key = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    const body = key === undefined ? 404 : routes[key];
    if (typeof body === "number") return new Response(JSON.stringify({ error: "x" }), { status: body });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return calls;
}

export function resetDom() {
  cleanup();
  globalThis.fetch = realFetch;
  document.body.className = "";
}
