// The render service's memory over a long day (docs/host-api.md, "Many pages at once"): 10,000
// renders of eight pages in three languages, 8 at once, from a service of its default workers asking
// the host's API for every answer; each worker's resident memory sampled every few seconds. Budget:
// no worker over what the docs say it holds, and none still growing once warm (its highest over the
// second half of the renders within a few MB of its highest over the second quarter). Fallbacks
// (a render past RENDER_TIMEOUT_MS on a busy machine) are reported, not counted: the render service's
// bench holds those.
import { readFileSync } from "node:fs";
import http from "node:http";
import { openDatabase } from "../../fixtures/host/db/database";
import { heaviestProductPath, heaviestStorePath } from "../support/heaviest-pages";
import { startRenderService } from "../support/render-service";
import { childPids } from "./host-process";
import { appMetaOf, postRender } from "./render-service";

export const RENDERS = 10_000;
export const AT_ONCE = 8;
const LANGUAGES = ["en", "de", "ar"];
const SAMPLE_MS = 3000;
/** Renders per line of the report. */
const PER_LINE = 1000;
/** What docs/host-api.md says a process holds at most. */
export const WORKER_MB_BUDGET = 160;
/** How much a warm worker's highest may still rise over the rest of the run. */
export const GROWTH_MB_BUDGET = 10;

export interface MemorySample {
  /** Renders answered when the sample was taken. */
  renders: number;
  /** Each worker's resident memory, MB, by pid. */
  rssMb: Record<number, number>;
}

/** A process's resident memory in MB (Linux /proc), or null once it has ended. */
function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** Eight pages of the host's data: home, two searches, the heaviest product and store, another product, the categories and one category. */
function eightPages(dataDir: string): string[] {
  const db = openDatabase(dataDir, { readonly: true });
  try {
    const product = db
      .prepare(
        "SELECT s.slug, p.handle FROM products p JOIN shops s ON s.id = p.shop_id ORDER BY p.reviews_count, p.id LIMIT 1 OFFSET 50",
      )
      .get() as { slug: string; handle: string };
    const category = db
      .prepare("SELECT handle FROM categories WHERE level = 2 ORDER BY page_order, id LIMIT 1")
      .pluck()
      .get() as string;
    return [
      "/reviews",
      "/reviews/search?q=kettle",
      "/reviews/search?q=lamp&sort_by=newest",
      heaviestProductPath(db),
      heaviestStorePath(db),
      `/reviews/stores/${encodeURIComponent(product.slug)}/products/${encodeURIComponent(product.handle)}`,
      "/reviews/categories",
      `/reviews/categories/${encodeURIComponent(category)}`,
    ];
  } finally {
    db.close();
  }
}

/**
 * Posts RENDERS pages (eight in three languages, in turn) to a render service whose API is the host
 * at `host`, AT_ONCE at a time; samples each worker's memory every SAMPLE_MS. `env` adds to the
 * service's environment.
 */
export async function measureRenderServiceMemory(
  host: { url: string; dataDir: string },
  env: Record<string, string> = {},
  { renders = RENDERS, atOnce = AT_ONCE } = {},
): Promise<{ samples: MemorySample[]; rendered: number; fellBack: number }> {
  const service = await startRenderService({ RENDER_API_URL: host.url, RENDER_WORKERS: "", ...env });
  try {
    const bodies: string[] = [];
    for (const path of eightPages(host.dataDir))
      for (const locale of LANGUAGES) {
        const url = `${path}${path.includes("?") ? "&" : "?"}locale=${locale}`;
        const meta = await appMetaOf(host.url, url);
        bodies.push(JSON.stringify({ url, meta, signed_in: false, data: {} }));
      }
    const pids = childPids(service.child.pid);
    const samples: MemorySample[] = [];
    let answered = 0;
    let rendered = 0;
    const sample = () => {
      const rss: Record<number, number> = {};
      for (const pid of pids) rss[pid] = rssMb(pid) ?? Number.NaN;
      samples.push({ renders: answered, rssMb: rss });
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_MS);
    const agent = new http.Agent({ keepAlive: true, maxSockets: atOnce });
    let next = 0;
    try {
      await Promise.all(
        Array.from({ length: atOnce }, async () => {
          while (next < renders) {
            const body = bodies[next++ % bodies.length] as string;
            const answer = await postRender(service.url, agent, body);
            answered++;
            if (answer.rendered) rendered++;
          }
        }),
      );
    } finally {
      clearInterval(sampler);
      agent.destroy();
    }
    sample();
    return { samples, rendered, fellBack: answered - rendered };
  } finally {
    service.child.kill("SIGTERM");
  }
}

/** The samples as a table, and the budgets they break. */
export function renderServiceMemoryReport(result: Awaited<ReturnType<typeof measureRenderServiceMemory>>) {
  const { samples } = result;
  const pids = Object.keys(samples[0]?.rssMb ?? {}).map(Number);
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const lines = [
    `${result.rendered} rendered, ${result.fellBack} fell back; each worker's resident memory, sampled every ${SAMPLE_MS / 1000} s, its highest in each thousand renders:`,
  ];
  for (let from = 0; from < RENDERS; from += PER_LINE) {
    const those = samples.filter((each) => each.renders >= from && each.renders < from + PER_LINE);
    if (those.length === 0) continue;
    const highest = pids.map((pid) => Math.max(...those.map((each) => each.rssMb[pid] ?? Number.NaN)));
    lines.push(`  ${String(from).padStart(6)}–${from + PER_LINE}: ${highest.map(mb).join("  ")}`);
  }
  const broken: string[] = [];
  const quarter = (n: number) => samples.filter((each) => each.renders >= (RENDERS * n) / 4);
  for (const pid of pids) {
    const highest = (list: MemorySample[]) => Math.max(...list.map((each) => each.rssMb[pid] ?? Number.NaN));
    const all = highest(samples);
    const warm = highest(quarter(1).filter((each) => each.renders < RENDERS / 2));
    const late = highest(quarter(2));
    lines.push(
      `  worker ${pid}: highest ${mb(all)} (budget ${mb(WORKER_MB_BUDGET)}); over the second quarter of the renders ${mb(warm)}, over the second half ${mb(late)} (growth budget ${mb(GROWTH_MB_BUDGET)})`,
    );
    if (!(all <= WORKER_MB_BUDGET))
      broken.push(`render service worker ${pid}: ${mb(all)} > ${mb(WORKER_MB_BUDGET)}`);
    if (!(late - warm <= GROWTH_MB_BUDGET))
      broken.push(`render service worker ${pid}: still growing, ${mb(warm)} → ${mb(late)}`);
  }
  return { lines, broken };
}
