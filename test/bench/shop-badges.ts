// A shop's grid with only rating badges (the integrator's /shop/products, 48 products), as served:
// its HTML, with the badges rendered in by the render service (the `ssr` switch) and without them
// (empty, for the script), gzip; the badges' own script and stylesheet, gzip; and the ratings of a
// grid, GET /api/v1/widgets/product_ratings with 48 ids, at 20 kept-alive connections.

import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { openDatabase } from "../../fixtures/host/db/database";
import { GRID_PATH, GRID_SIZE } from "../../fixtures/host/integrator/shop-pages";
import {
  EXAMPLE_SHOP,
  EXAMPLE_SHOP_PRODUCTS,
  exampleShopProductId,
} from "../../fixtures/host/seed/catalogue-shop";
import { ratingsUrl } from "../../src/lib/widget-paths";
import type { HostLatency } from "./host-process";
import { measureHostLatency } from "./host-process";
import { measureLatency, WARMUP_REQUESTS } from "./http-latency";

/** A page's body as the host sends it to a browser that takes gzip, and its gzip size. */
export function served(
  base: string,
  pathAndQuery: string,
  hostName: string,
): Promise<{ html: string; gzipBytes: number }> {
  const url = new URL(pathAndQuery, base);
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        { headers: { host: `${hostName}:${url.port}`, "accept-encoding": "identity" } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            if (response.statusCode !== 200)
              return reject(new Error(`${pathAndQuery}: ${response.statusCode}`));
            const body = Buffer.concat(chunks);
            resolve({ html: body.toString("utf8"), gzipBytes: gzipSync(body, { level: 9 }).length });
          });
        },
      )
      .on("error", reject);
  });
}

const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export interface BadgesPage {
  /** The grid's HTML with its badges rendered in (ssr), and with empty badges, gzip. */
  renderedHtml: number;
  emptyHtml: number;
  badgesInHtml: number;
  /** The badges' script and stylesheet, gzip; the scripts the page names. */
  script: number;
  css: number;
  scripts: string[];
}

/** The grid of 48 as served, rendered and not. */
export async function measureBadgesPage(base: string, distDir: string): Promise<BadgesPage> {
  const rendered = await served(base, GRID_PATH, "ssr.integrator.localhost");
  const empty = await served(base, GRID_PATH, "integrator.localhost");
  const manifest = JSON.parse(readFileSync(path.join(distDir, "manifest.json"), "utf8"));
  return {
    renderedHtml: rendered.gzipBytes,
    emptyHtml: empty.gzipBytes,
    badgesInHtml:
      rendered.html.match(/<div data-reviews-badge="[^"]+"><(a|span) class="rv-root rv-badge/g)?.length ?? 0,
    script: gzipOf(path.join(distDir, manifest.badges.script)),
    css: gzipOf(path.join(distDir, manifest.badges.css)),
    scripts: [...rendered.html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1] as string),
  };
}

/** The ratings of each grid of the example shop in turn (48 ids a call), `count` addresses. */
function ratingsPaths(dataDir: string, count: number): string[] {
  const db = openDatabase(dataDir, { readonly: true });
  try {
    const shop = db
      .prepare("SELECT domain, platform, public_token FROM shops WHERE slug = ?")
      .get(EXAMPLE_SHOP.slug) as { domain: string; platform: string; public_token: string };
    const store = { shop_domain: shop.domain, platform: shop.platform, api_token: shop.public_token };
    const grids = Array.from({ length: EXAMPLE_SHOP_PRODUCTS / GRID_SIZE }, (_, grid) =>
      ratingsUrl(
        store,
        Array.from({ length: GRID_SIZE }, (_, index) => exampleShopProductId(grid * GRID_SIZE + index)),
      ),
    );
    return Array.from({ length: count }, (_, index) => grids[index % grids.length] as string);
  } finally {
    db.close();
  }
}

/** GET /api/v1/widgets/product_ratings with a grid's 48 ids, warm, at `concurrency` connections. */
export async function measureRatingsLatency(
  host: Parameters<typeof measureHostLatency>[0] & { dataDir: string },
  concurrency: number,
  measured: number,
): Promise<HostLatency> {
  const paths = ratingsPaths(host.dataDir, WARMUP_REQUESTS + measured);
  await measureLatency(host.url, paths.slice(0, WARMUP_REQUESTS), concurrency, "products");
  return measureHostLatency(host, paths.slice(WARMUP_REQUESTS), concurrency, "products");
}
