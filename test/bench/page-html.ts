// The HTML of the pages shoppers land on, as the reference host serves them with their first screen
// rendered in (fixtures/host/http/server-render.ts): the gzip size of a product page and a search
// page, with the first screen's data inlined (budget: 30 KiB each), and the latency of product
// pages at 20 kept-alive connections (budget: p95 <= 50 ms). Every page must be a 200 with its
// roots rendered: a render past the host's own bounds (server-render.ts) sends the page with empty
// roots, and such an answer counts as a failure, so the figures are those of rendered pages.
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { openDatabase } from "../../fixtures/host/db/database";
import { FIRST_SCREEN_ID } from "../../src/lib/page-answers";
import { heaviestProductPath, heaviestStorePath } from "../support/heaviest-pages";
import type { HostLatency } from "./host-process";
import { measureHostLatency } from "./host-process";
import { measureLatency } from "./http-latency";

/**
 * The pages shoppers land on, one of each kind, as the budgets are measured: home, a search, and
 * the heaviest product and store of the data in `dataDir` (support/heaviest-pages.ts), so that a
 * lighter page cannot stand in for a budget.
 */
export function landingPages(dataDir: string) {
  const db = openDatabase(dataDir, { readonly: true });
  try {
    return {
      home: "/reviews",
      search: "/reviews/search?q=kettle",
      product: heaviestProductPath(db),
      store: heaviestStorePath(db),
    };
  } finally {
    db.close();
  }
}

/** How a page with its roots rendered on the server begins its <main>; empty roots are `<main id="main"></main>`. */
export const RENDERED_ROOTS = '<main id="main"><div class="rv-root"';
export const PAGE_GZIP_BUDGET = 30 * 1024;
export const PAGE_P95_BUDGET_MS = 50;
export const PAGE_CONCURRENCY = 20;
/** The products whose pages the latency part asks for, in turn: the most reviewed ones. */
const PRODUCTS = 100;
/**
 * Pages asked before the measured ones and not measured: a worker's first renders are slow
 * (V8 has not optimised the render yet) and pass the host's bound. Fewer than search.json's
 * warm-up (http-latency.ts), as a page costs far more than an answer: enough to settle on this
 * machine, short enough for a shared one.
 */
const PAGE_WARMUP = 1000;
const PAGE_MEASURED = 2000;
/** A size is measured on a rendered page: a cold worker's first renders may pass the bound, so it is asked again. */
const SIZE_TRIES = 10;

export interface PageSize {
  path: string;
  /** The HTML's bytes, uncompressed, and the inlined first screen's (its JSON) among them. */
  htmlBytes: number;
  firstScreenBytes: number;
  /** The bytes sent with Content-Encoding: gzip. */
  gzipBytes: number;
  /** Requests until the page came rendered. */
  tries: number;
}

/** One GET as a browser's first visit sends it (no cookie), accepting gzip alone: the answer's bytes as sent. */
function getGzip(base: string, path: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers: { "accept-encoding": "gzip" }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: String(response.headers["content-encoding"] ?? "identity"),
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The size of `path`'s HTML as the host sends it gzipped, once it comes with its roots rendered. */
export async function measurePageSize(base: string, path: string): Promise<PageSize> {
  for (let tries = 1; tries <= SIZE_TRIES; tries++) {
    const answer = await getGzip(base, path);
    if (answer.status !== 200) throw new Error(`${path}: status ${answer.status}`);
    if (answer.encoding !== "gzip") throw new Error(`${path}: sent as ${answer.encoding}, not gzip`);
    const html = gunzipSync(answer.body).toString("utf8");
    if (!html.includes(RENDERED_ROOTS)) continue;
    const firstScreen = new RegExp(
      `<script id="${FIRST_SCREEN_ID}" type="application/json">(.*?)</script>`,
      "s",
    ).exec(html)?.[1];
    return {
      path,
      htmlBytes: Buffer.byteLength(html),
      firstScreenBytes: firstScreen === undefined ? 0 : Buffer.byteLength(firstScreen),
      gzipBytes: answer.body.length,
      tries,
    };
  }
  throw new Error(`${path}: no rendered roots in ${SIZE_TRIES} tries (every render given up?)`);
}

/** The product pages of the `count` most reviewed products of the host's data. */
function productPaths(dataDir: string, count: number): string[] {
  const db = openDatabase(dataDir, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT s.slug AS shop, p.handle AS product FROM products p JOIN shops s ON s.id = p.shop_id
         ORDER BY p.reviews_count DESC, p.id LIMIT ?`,
      )
      .all(count) as { shop: string; product: string }[];
    return rows.map(
      ({ shop, product }) =>
        `/reviews/stores/${encodeURIComponent(shop)}/products/${encodeURIComponent(product)}`,
    );
  } finally {
    db.close();
  }
}

/**
 * Product pages (the 100 most reviewed products in turn) at 20 kept-alive connections with a guest's
 * session, after a warm-up; every measured answer must be a 200 with rendered roots. As for
 * search.json, the clients accept no compression: the host's gzip of a page is not in the figure.
 */
export async function measurePageLatency(
  host: Parameters<typeof measureHostLatency>[0] & { dataDir: string },
) {
  const products = productPaths(host.dataDir, PRODUCTS);
  const paths = Array.from(
    { length: PAGE_WARMUP + PAGE_MEASURED },
    (_, i) => products[i % products.length] as string,
  );
  const expect = { html: RENDERED_ROOTS };
  const warmup = await measureLatency(host.url, paths.slice(0, PAGE_WARMUP), PAGE_CONCURRENCY, expect);
  const report: HostLatency = await measureHostLatency(
    host,
    paths.slice(PAGE_WARMUP),
    PAGE_CONCURRENCY,
    expect,
  );
  return { report, products: products.length, warmup };
}
