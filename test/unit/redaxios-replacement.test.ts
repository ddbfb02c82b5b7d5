// The bundle's redaxios (src/app/replacements/redaxios.ts) does what the package does for every
// call the client makes: the same request reaches fetch, and the same answer or refusal comes back.
import redaxios from "redaxios";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import replacement from "../../src/app/replacements/redaxios";

const test = suite("redaxios replacement");

const DEFAULTS = { headers: { "X-Redesign": "1", Accept: "application/json" } };

interface Call {
  url: string;
  method: string;
  headers?: Record<string, string>;
  data?: unknown;
}

/** What fetch was asked, and what came back (resolved or rejected), with one implementation. */
async function run(
  create: typeof replacement.create,
  call: Call,
  answer: () => Response | Promise<Response>,
) {
  const asked: unknown[] = [];
  const http = create(DEFAULTS);
  const fetchStub = (async (url: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(url), method: init?.method, headers: init?.headers, body: init?.body });
    return answer();
  }) as typeof fetch;
  try {
    const got = await http({ ...call, fetch: fetchStub });
    return { asked, ok: { status: got.status, data: got.data, retry: got.headers.get("retry-after") } };
  } catch (failure) {
    const got = failure as { status?: number; data?: unknown; headers?: Headers };
    return {
      asked,
      refused:
        failure instanceof Error
          ? String(failure)
          : { status: got.status, data: got.data, retry: got.headers?.get("retry-after") },
    };
  }
}

async function same(call: Call, answer: () => Response | Promise<Response>) {
  const real = await run(redaxios.create as unknown as typeof replacement.create, call, answer);
  const ours = await run(replacement.create, call, answer);
  assert.equal(ours, real);
}

const form = new FormData();
form.append("rating", "5");

test("a GET answered with JSON, text, nothing", async () => {
  const call = { url: "/reviews/me.json", method: "get", headers: { "X-Reviews-Locale": "de" } };
  await same(call, () => Response.json({ reviewer: null }));
  await same(call, () => new Response("<html>oops</html>", { status: 200 }));
  await same(call, () => new Response("", { status: 204 }));
});

test("writes: a plain object as JSON, a FormData as it is, nothing", async () => {
  const headers = { "X-CSRF-Token": "tok", "X-Reviews-Locale": "en" };
  await same({ url: "/a", method: "post", headers, data: { is_hearting: true } }, () => Response.json({}));
  await same({ url: "/b", method: "put", headers, data: form }, () => Response.json({ ok: 1 }));
  await same({ url: "/c", method: "delete", headers }, () => new Response(null, { status: 204 }));
});

test("refusals carry their status, body and Retry-After; a failed fetch rejects as it is", async () => {
  const call = { url: "/a", method: "post", headers: {}, data: { x: 1 } };
  await same(call, () => Response.json({ errors: { body: ["too short"] } }, { status: 422 }));
  await same(call, () => new Response("<html>InvalidAuthenticityToken</html>", { status: 422 }));
  await same(call, () => Response.json({}, { status: 429, headers: { "Retry-After": "7" } }));
  await same(call, () => Promise.reject(new TypeError("Failed to fetch")));
});

test.run();
