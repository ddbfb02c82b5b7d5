// The reference host's own server render with several page loads at once and no browser: npm
// start's host (its workers, its bounds), every page rendered afresh (no guest's page kept), home
// signed in as the seeded reviewer, a search, the heaviest product and store and the category index
// as a guest, in turn, 4 and then 8 at once. Each page's wall time, and the pages sent with empty
// roots (a render given up at a bound). Budget: none sent unrendered.
import http from "node:http";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { quantile } from "../support/median";
import { cpuMs, startHostProcess } from "./host-process";
import { httpVisitorAs } from "./http-visitor";
import { landingPages, RENDERED_ROOTS } from "./page-html";

export const LEVELS = [4, 8] as const;
/** Pages asked at each level, after the warm-up. */
const PAGES_PER_LEVEL = 240;
/** Pages asked first and not counted: a worker's first renders of each page run code V8 has not optimised. */
const WARMUP_PAGES = 120;

export interface HostRenderLevel {
  atOnce: number;
  pages: number;
  unrendered: number;
  /** Which pages came unrendered, with how many times. */
  unrenderedPaths: Record<string, number>;
  p50: number;
  p95: number;
  max: number;
  /** The host's CPU (its processes) per page, in ms; null where /proc cannot be read. */
  hostCpuMs: number | null;
}

/** GETs `path` with `cookie`: how long until the whole page was in, and whether its roots were rendered. */
function getPage(base: string, agent: http.Agent, path: string, cookie: string) {
  const started = performance.now();
  return new Promise<{ ms: number; rendered: boolean }>((resolve, reject) => {
    http
      .get(new URL(path, base), { agent, headers: { cookie, accept: "text/html" } }, (response) => {
        let html = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          html += chunk;
        });
        response.on("end", () => {
          if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
          else resolve({ ms: performance.now() - started, rendered: html.includes(RENDERED_ROOTS) });
        });
      })
      .on("error", reject);
  });
}

/** `count` page loads, `atOnce` at a time, the pages in turn. */
async function loadPages(
  base: string,
  pages: { path: string; cookie: string }[],
  atOnce: number,
  count: number,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: atOnce });
  const loads: { path: string; ms: number; rendered: boolean }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < count) {
        const { path, cookie } = pages[next++ % pages.length] as (typeof pages)[number];
        loads.push({ path, ...(await getPage(base, agent, path, cookie)) });
      }
    }),
  );
  agent.destroy();
  return loads;
}

/** The host as npm start runs it, every page rendered afresh; `env` adds to its environment. */
export async function measureHostRenderLoad(env: Record<string, string | undefined> = {}) {
  const host = await startHostProcess({ SERVER_RENDER: "on", SERVER_RENDER_KEEP_MS: "0", ...env });
  try {
    const { home, search, product, store } = landingPages(host.dataDir);
    const cookieOf = async (role: "guest" | "reviewer") =>
      `${SESSION_COOKIE}=${(await httpVisitorAs(host.url, role)).sessionId}`;
    const [guest, reviewer] = [await cookieOf("guest"), await cookieOf("reviewer")];
    const pages = [
      { path: home, cookie: reviewer },
      { path: search, cookie: guest },
      { path: product, cookie: guest },
      { path: store, cookie: guest },
      { path: "/reviews/categories", cookie: guest },
    ];
    await loadPages(host.url, pages, 4, WARMUP_PAGES);
    const levels: HostRenderLevel[] = [];
    for (const atOnce of LEVELS) {
      const before = cpuMs(host.child.pid);
      const loads = await loadPages(host.url, pages, atOnce, PAGES_PER_LEVEL);
      const after = cpuMs(host.child.pid);
      const times = loads.map((load) => load.ms);
      const unrenderedPaths: Record<string, number> = {};
      for (const load of loads)
        if (!load.rendered) unrenderedPaths[load.path] = (unrenderedPaths[load.path] ?? 0) + 1;
      levels.push({
        atOnce,
        pages: loads.length,
        unrendered: loads.filter((load) => !load.rendered).length,
        unrenderedPaths,
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        max: Math.max(...times),
        hostCpuMs: before === null || after === null ? null : (after - before) / loads.length,
      });
    }
    return levels;
  } finally {
    host.stop();
  }
}

/** The levels as a table, and the budgets they break. */
export function hostRenderLoadReport(levels: HostRenderLevel[]) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const lines = [
    "| pages at once | pages | sent unrendered | p50 | p95 | max | host CPU per page |",
    "|---|---|---|---|---|---|---|",
  ];
  const broken: string[] = [];
  for (const level of levels) {
    lines.push(
      `| ${level.atOnce} | ${level.pages} | ${level.unrendered} | ${ms(level.p50)} | ${ms(level.p95)} | ${ms(level.max)} | ${level.hostCpuMs === null ? "?" : `${level.hostCpuMs.toFixed(1)} ms`} |`,
    );
    if (level.unrendered > 0) {
      const which = Object.entries(level.unrenderedPaths).map(([path, n]) => `${path} ×${n}`);
      lines.push(`  unrendered at ${level.atOnce} at once: ${which.join(", ")}`);
      broken.push(
        `the host's render, ${level.atOnce} pages at once: ${level.unrendered} of ${level.pages} sent unrendered`,
      );
    }
  }
  return { lines, broken };
}
