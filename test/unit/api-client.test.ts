import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  ApiError,
  api,
  CSRF_HEADER,
  CSRF_REFUSAL,
  configureClient,
  REDESIGN_HEADER,
} from "../../src/api/client";

const test = suite("api client");
const realFetch = globalThis.fetch;

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function stubFetch(respond: (seen: Seen) => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries((init?.headers ?? {}) as Record<string, string>))
      headers[k.toLowerCase()] = v;
    const entry = { url: String(input), method: init?.method ?? "GET", headers, body: init?.body };
    seen.push(entry);
    if (init?.signal?.aborted) throw new DOMException("aborted", "AbortError");
    return respond(entry);
  }) as typeof fetch;
  return seen;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

test.after.each(() => {
  globalThis.fetch = realFetch;
});

test("CSRF token on post/put/delete only; redesign marker on every request", async () => {
  configureClient({ csrfToken: "tok-1" });
  const seen = stubFetch(() => json({ ok: true }));
  await api.get("/a", { query: { q: "kettle", page: 2, empty: "", none: null } });
  await api.post("/b", { x: 1 });
  await api.put("/c");
  await api.delete("/d");
  assert.is(seen[0]?.url, "/a?q=kettle&page=2");
  assert.is(seen[0]?.headers[CSRF_HEADER.toLowerCase()], undefined);
  for (const s of seen) assert.is(s.headers[REDESIGN_HEADER.toLowerCase()], "1", s.url);
  for (const s of seen.slice(1)) assert.is(s.headers[CSRF_HEADER.toLowerCase()], "tok-1", s.url);
  assert.is(seen[1]?.body, '{"x":1}');
});

test("counts pending requests", async () => {
  const counts: number[] = [];
  configureClient({ onPendingChange: (n) => counts.push(n) });
  stubFetch(() => json({}));
  await Promise.all([api.get("/a"), api.get("/b")]);
  // Counted from what was already pending: an earlier file's request may still be on its way.
  const before = (counts[0] ?? 1) - 1;
  assert.equal(
    counts.map((pending) => pending - before),
    [1, 2, 1, 0],
  );
  configureClient({ onPendingChange: () => {} });
});

test("failures become typed ApiErrors: http, malformed, network, aborted", async () => {
  stubFetch(() => json({ error: "nope" }, 404));
  const http = await api.get("/x").catch((e: unknown) => e);
  assert.instance(http, ApiError);
  assert.is((http as ApiError).kind, "http");
  assert.is((http as ApiError).status, 404);
  assert.equal((http as ApiError).data, { error: "nope" });

  stubFetch(() => new Response("<html>oops</html>", { status: 200 }));
  const malformed = (await api.get("/x").catch((e: unknown) => e)) as ApiError;
  assert.is(malformed.kind, "malformed");

  stubFetch(() => {
    throw new TypeError("Failed to fetch");
  });
  const network = (await api.get("/x").catch((e: unknown) => e)) as ApiError;
  assert.is(network.kind, "network");
  assert.is(network.status, 0);

  stubFetch(() => json({}));
  const controller = new AbortController();
  controller.abort();
  const aborted = (await api.get("/x", { signal: controller.signal }).catch((e: unknown) => e)) as ApiError;
  assert.is(aborted.kind, "aborted");
});

test("a refusal for too many requests carries the host's Retry-After in seconds", async () => {
  const tooMany = (retryAfter?: string) =>
    new Response(JSON.stringify({ error: "Too many requests." }), {
      status: 429,
      headers: { "content-type": "application/json", ...(retryAfter ? { "retry-after": retryAfter } : {}) },
    });
  stubFetch(() => tooMany("30"));
  const seconds = (await api.get("/x").catch((e: unknown) => e)) as ApiError;
  assert.is(seconds.status, 429);
  assert.is(seconds.retryAfter, 30);
  assert.equal(seconds.data, { error: "Too many requests." });
  stubFetch(() => tooMany());
  assert.is(((await api.get("/x").catch((e: unknown) => e)) as ApiError).retryAfter, null, "none named");
  stubFetch(() => tooMany(new Date(Date.now() + 120_000).toUTCString()));
  assert.is(
    ((await api.get("/x").catch((e: unknown) => e)) as ApiError).retryAfter,
    null,
    "a date: none read",
  );
});

test("Rails' 422 page for a write with a missing or expired token is the contract's 403, nothing else is", async () => {
  const railsPage = () =>
    new Response("<!DOCTYPE html><html><body>The change you wanted was rejected.</body></html>", {
      status: 422,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  stubFetch(railsPage);
  for (const write of [() => api.post("/f", {}), () => api.put("/f"), () => api.delete("/f")]) {
    const error = await write().catch((e: unknown) => e);
    assert.instance(error, ApiError);
    assert.is((error as ApiError).status, 403);
    assert.equal((error as ApiError).data, CSRF_REFUSAL);
  }
  // A read's 422, and a write's 422 that says why in JSON (a validation), stay what they are.
  const read = (await api.get("/f").catch((e: unknown) => e)) as ApiError;
  assert.is(read.status, 422);
  stubFetch(() => json({ error: "Too long." }, 422));
  const validation = (await api.post("/f", {}).catch((e: unknown) => e)) as ApiError;
  assert.is(validation.status, 422);
  assert.equal(validation.data, { error: "Too long." });
});

test("an empty answer is no content, not an error", async () => {
  stubFetch(() => new Response("", { status: 204 }));
  assert.is(await api.put("/x"), null);
});

test.run();
