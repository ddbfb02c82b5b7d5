// A host that breaks the contract in one way, in front of the reference host: every request goes
// through to it, and one kind of answer comes back broken, as a host of another make might break
// it. check-host must name each break (host/check-host). And the reference host mounted under a
// path, as a proxy at /market would serve it: its requests and the addresses its answers name
// carry the prefix.
import { Agent, createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CSRF_HEADER } from "../../../src/api/client";
import { onTeardown } from "../../teardown";
import { type Forwarded, forward, readBody } from "./forwarded";

export type Break =
  /** The product widget's reviews carry `titel` in place of `title`. */
  | "renamed field"
  /** search.json answers 500 where the reference host refuses a junk `min_rating` with a 400. */
  | "500 to a junk parameter"
  /** POST /reviews/click is taken without the session's CSRF token (as if the host never checked it). */
  | "write without its token"
  /** The private profile's basic_data names another reviewer than the one who asked. */
  | "another account's data"
  /** me.json is marked public and kept by a shared cache by its address alone: the next visitor gets the first one's. */
  | "mixed cache"
  /** search.json's page holds 500 results whatever its per_page (24). */
  | "ignored page size"
  /** The reviews widget's dates come as 28/11/2026. */
  | "date in another form"
  /** The arbitrator's decision on a dispute is taken without the session's CSRF token. */
  | "arbitrator's write without its token"
  /** A store's page data answers 500 to an id it does not know, where the reference host says 404. */
  | "500 on a junk path id"
  /**
   * Addresses of another origin where the host's own belong, as a hostile host would name them:
   * search.json's first product at //<elsewhere>/p, its store at <elsewhere>/s, the sign-in's
   * redirect to <elsewhere>/signed-in, and My Profile's to <elsewhere>/u.
   */
  | "addresses elsewhere"
  /**
   * The rating badges' answer differs by visitor, as a host counting a signed-in reviewer's own
   * unpublished review would: one more review of the first product to anyone signed in.
   */
  | "ratings by visitor";

/** Connections to the reference host kept from request to request, as a proxy keeps them. */
const agent = new Agent({ keepAlive: true });

/** The session's CSRF token, from a page of the reference host asked with the request's cookies. */
async function sessionToken(target: string, request: IncomingMessage): Promise<string> {
  const page = await fetch(new URL("/reviews", target), {
    headers: { cookie: request.headers.cookie ?? "" },
  });
  return (
    /<meta name="csrf-token" content="([^"]*)"/.exec(await page.text())?.[1]?.replace(/&amp;/g, "&") ?? ""
  );
}

/** Whether the request's cookies sign someone in, as the reference host's me.json says. */
async function signedIn(target: string, request: IncomingMessage): Promise<boolean> {
  const me = await fetch(new URL("/reviews/me.json", target), {
    headers: { cookie: request.headers.cookie ?? "", accept: "application/json" },
  });
  return ((await me.json()) as { reviewer: unknown }).reviewer !== null;
}

/** The forwarded answer with `value` as its body, its headers kept (its Cache-Control among them). */
const rewritten = (forwarded: Forwarded, value: unknown): Forwarded => ({
  ...forwarded,
  body: Buffer.from(JSON.stringify(value)),
});

const json = (status: number, value: unknown): Forwarded => ({
  status,
  headers: [["content-type", "application/json; charset=utf-8"]],
  body: Buffer.from(JSON.stringify(value)),
});

/** A write of `path` sent without its token goes on with the session's, as if the host never checked it. */
const tokenless = (request: IncomingMessage, url: URL, path: RegExp) =>
  request.method === "POST" && path.test(url.pathname) && !request.headers[CSRF_HEADER.toLowerCase()];

const isJson = (forwarded: Forwarded) =>
  forwarded.status === 200 &&
  forwarded.headers.some(([name, value]) => name === "content-type" && value.includes("json"));

/** What the reviews widget's dates become: the day, month and year as a shop's own page may print them. */
const dayFirst = (date: string) => date.slice(0, 10).split("-").reverse().join("/");

/**
 * The answer `broken` makes of the request; `kept` is the shared cache of "mixed cache": me.json's
 * answers by their address alone, whoever asked.
 */
async function answer(
  target: string,
  broken: Break,
  request: IncomingMessage,
  kept: Map<string, Forwarded>,
  elsewhere: string,
): Promise<Forwarded> {
  const sent = await readBody(request);
  const url = new URL(request.url ?? "/", "http://host");
  if (
    (broken === "write without its token" && tokenless(request, url, /^\/reviews\/click$/)) ||
    (broken === "arbitrator's write without its token" &&
      tokenless(request, url, /^\/reviews\/arbitrator\/[^/]+\/decision$/))
  )
    return forward(target, agent, request, sent, {
      extra: { [CSRF_HEADER]: await sessionToken(target, request) },
    });
  if (broken === "mixed cache" && url.pathname === "/reviews/me.json") {
    const cached = kept.get(request.url ?? "");
    if (cached) return cached;
  }
  const forwarded = await forward(target, agent, request, sent);
  if (broken === "mixed cache" && url.pathname === "/reviews/me.json" && forwarded.status === 200) {
    const shared: Forwarded = {
      ...forwarded,
      headers: [
        ...forwarded.headers.filter(([name]) => name !== "cache-control" && name !== "set-cookie"),
        ["cache-control", "public, max-age=60"],
      ],
    };
    kept.set(request.url ?? "", shared);
    return shared;
  }
  if (broken === "addresses elsewhere") {
    if (url.pathname === "/login" && forwarded.status === 303)
      return {
        ...forwarded,
        headers: [
          ...forwarded.headers.filter(([name]) => name !== "location"),
          ["location", `${elsewhere}/signed-in`],
        ],
      };
    if (url.pathname === "/profile" && forwarded.status === 302)
      return {
        ...forwarded,
        headers: [
          ...forwarded.headers.filter(([name]) => name !== "location"),
          ["location", `${elsewhere}/u`],
        ],
      };
    if (url.pathname === "/reviews/search.json" && isJson(forwarded)) {
      const page = JSON.parse(forwarded.body.toString()) as {
        data: { search_results: { internal_path: string; shop: { internal_path: string } }[] };
      };
      const [first] = page.data.search_results;
      if (first) {
        first.internal_path = `${elsewhere.replace(/^http:/, "")}/p`;
        first.shop.internal_path = `${elsewhere}/s`;
      }
      return rewritten(forwarded, page);
    }
  }
  if (
    broken === "ratings by visitor" &&
    url.pathname === "/api/v1/widgets/product_ratings" &&
    isJson(forwarded) &&
    (await signedIn(target, request))
  ) {
    const ratings = JSON.parse(forwarded.body.toString()) as { products: { number_of_reviews: number }[] };
    for (const product of ratings.products.slice(0, 1)) product.number_of_reviews += 1;
    return rewritten(forwarded, ratings);
  }
  if (
    broken === "another account's data" &&
    /^\/reviews\/users\/[^/]+$/.test(url.pathname) &&
    isJson(forwarded)
  ) {
    const profile = JSON.parse(forwarded.body.toString()) as { basic_data: Record<string, unknown> };
    Object.assign(profile.basic_data, {
      encoded_id: "u0someone",
      slug: "someone-else-u0someone",
      name: "Someone Else",
      email: "someone.else@example.com",
    });
    return rewritten(forwarded, profile);
  }
  if (broken === "ignored page size" && url.pathname === "/reviews/search.json" && isJson(forwarded)) {
    const page = JSON.parse(forwarded.body.toString()) as { data: { search_results: unknown[] } };
    const results = page.data.search_results;
    page.data.search_results = Array.from({ length: 500 }, (_, i) => results[i % results.length]);
    return rewritten(forwarded, page);
  }
  if (
    broken === "date in another form" &&
    url.pathname === "/api/v1/widgets/product_review" &&
    isJson(forwarded)
  ) {
    const widget = JSON.parse(forwarded.body.toString()) as { reviews: { created_at: string }[] };
    for (const review of widget.reviews) review.created_at = dayFirst(review.created_at);
    return rewritten(forwarded, widget);
  }
  if (
    broken === "500 on a junk path id" &&
    /^\/reviews\/stores\/[^/]+$/.test(url.pathname) &&
    forwarded.status === 404
  )
    return json(500, { error: "Internal Server Error" });
  if (
    broken === "500 to a junk parameter" &&
    url.pathname === "/reviews/search.json" &&
    url.searchParams.has("min_rating") &&
    forwarded.status === 400
  )
    return json(500, { error: "Internal Server Error" });
  if (
    broken === "renamed field" &&
    url.pathname === "/api/v1/widgets/product_review" &&
    forwarded.status === 200
  ) {
    const data = JSON.parse(forwarded.body.toString()) as { reviews: Record<string, unknown>[] };
    data.reviews = data.reviews.map(({ title, ...review }) => ({ ...review, titel: title }));
    return rewritten(forwarded, data);
  }
  return forwarded;
}

/**
 * A host at a free port that answers as `target` does but for `broken` (`elsewhere`: the origin
 * "addresses elsewhere" names); closed when the file's tests end.
 */
export async function brokenHost(target: string, broken: Break, elsewhere = ""): Promise<string> {
  const kept = new Map<string, Forwarded>();
  return listening((request) => answer(target, broken, request, kept, elsewhere));
}

/** A server at a free port that answers each request with `answer`; closed when the file's tests end. */
async function listening(answer: (request: IncomingMessage) => Promise<Forwarded>): Promise<string> {
  const server: Server = createServer((request, response) => {
    answer(request).then(
      ({ status, headers, body }) => {
        response.writeHead(status, headers.flat());
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(502).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTeardown(() => {
    agent.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A host's own path in a string of its answer ('/reviews/stores/x'), which a host under a prefix names with it. */
const OWN_PATH = /^\/reviews(?:[/?]|$)/;

/** `value` with each of the host's own paths in it under `prefix`. */
function prefixed(value: unknown, prefix: string): unknown {
  if (typeof value === "string") return OWN_PATH.test(value) ? `${prefix}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => prefixed(item, prefix));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, prefixed(inner, prefix)]));
}

/**
 * The reference host at `target` mounted under `prefix` ('/market'), as a proxy at that path
 * serves it: an address under the prefix goes through without it, any other is a 404; the paths
 * its JSON answers and its redirects name carry the prefix.
 */
export function mountedHost(target: string, prefix: string): Promise<string> {
  return listening(async (request) => {
    const url = request.url ?? "/";
    if (!url.startsWith(`${prefix}/`)) return json(404, { error: "Not under the mount." });
    request.url = url.slice(prefix.length);
    const forwarded = await forward(target, agent, request, await readBody(request));
    const headers = forwarded.headers.map(([name, value]): [string, string] => [
      name,
      name === "location" && OWN_PATH.test(value) ? `${prefix}${value}` : value,
    ]);
    if (!isJson(forwarded)) return { ...forwarded, headers };
    const answer = JSON.stringify(prefixed(JSON.parse(forwarded.body.toString()), prefix));
    return { ...forwarded, headers, body: Buffer.from(answer) };
  });
}
