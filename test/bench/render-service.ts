// The render service as a Rails host calls it, from several Puma threads at once (docs/host-api.md,
// "Server-rendered roots"): each page posted with only its url, meta and signed_in, so the service
// asks the host's API (RENDER_API_URL) for everything the page reads. The reference host stands in
// for that API behind a proxy that answers each request `delayMs` later (30 ms: a Rails action's
// usual time) or at once (the same proxy); home, a search, the heaviest product and the heaviest store in turn,
// 1, 4 and 16 pages at once, 6 s each. Budgets: one page alone in at most 80 ms (p50); at 4 at once
// no fallback with either API; at 16 at once, where the instant API's renders are bound by the
// CPU, the 30 ms API's renders per second within 15 % of the instant API's, and no more fallbacks.
// (At 4 at once each caller waits for its own page, so the 30 ms API's rate is 4 / its latency,
// 30 ms and more, whatever the service does; the rate of renders the CPU allows shows at 16.)
import http from "node:http";
import { delayingProxy } from "../support/delaying-proxy";
import { quantile } from "../support/median";
import { startRenderService } from "../support/render-service";
import { cpuMs } from "./host-process";
import { landingPages } from "./page-html";

export const LEVELS = [1, 4, 16] as const;
export const API_DELAY_MS = 30;
const LEVEL_MS = 6000;
/** Rounds of the four pages asked before a level is measured: V8 optimises the render first. */
const WARMUP_ROUNDS = 40;
export const ALONE_P50_BUDGET_MS = 80;
/** The 30 ms API's renders per second may fall this far below the instant API's. */
export const THROUGHPUT_SHORTFALL = 0.15;

export interface LevelResult {
  concurrency: number;
  answersPerSecond: number;
  rendered: number;
  fellBack: number;
  p50: number;
  p95: number;
  /** Each kind of page's p50 of its rendered answers (the pages alone tell which is slow). */
  p50ByPage: Record<string, number>;
  /** The service's CPU (its processes) per answer, in ms; null where /proc cannot be read. */
  cpuMsPerAnswer: number | null;
}

/** The page's app_meta as the host prints it: what a Rails host posts as `meta`. */
export async function appMetaOf(host: string, path: string): Promise<object> {
  const html = await (
    await fetch(new URL(path, host), { headers: { cookie: "reviews_render=browser" } })
  ).text();
  const json = /<script id="app_meta" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`${path}: no app_meta in the host's page`);
  return JSON.parse(json);
}

interface Posted {
  page: string;
  ms: number;
  rendered: boolean;
}

/** POSTs `body` to the service on a kept-alive `agent`: how long it took and whether it rendered. */
export function postRender(
  service: string,
  agent: http.Agent,
  body: string,
): Promise<{ ms: number; rendered: boolean }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${service}/render`,
      { method: "POST", agent, headers: { "content-type": "application/json" } },
      (response) => {
        response.resume();
        response.on("end", () => {
          if (response.statusCode !== 200) reject(new Error(`POST /render: ${response.statusCode}`));
          else
            resolve({
              ms: performance.now() - started,
              rendered: response.headers["x-render"] === "rendered",
            });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** `concurrency` callers posting the pages in turn for `ms`, each waiting for its answer before the next. */
async function runLevel(
  service: string,
  bodies: { page: string; body: string }[],
  concurrency: number,
  ms: number,
): Promise<Posted[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const posted: Posted[] = [];
  const until = performance.now() + ms;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const { page, body } = bodies[next++ % bodies.length] as (typeof bodies)[number];
        posted.push({ page, ...(await postRender(service, agent, body)) });
      }
    }),
  );
  agent.destroy();
  return posted;
}

function summarise(concurrency: number, posted: Posted[], ms: number, cpu: number | null): LevelResult {
  const rendered = posted.filter((answer) => answer.rendered);
  const p50ByPage: Record<string, number> = {};
  for (const page of new Set(posted.map((answer) => answer.page)))
    p50ByPage[page] = quantile(
      rendered.filter((answer) => answer.page === page).map((answer) => answer.ms),
      0.5,
    );
  const times = posted.map((answer) => answer.ms);
  return {
    concurrency,
    answersPerSecond: posted.length / (ms / 1000),
    rendered: rendered.length,
    fellBack: posted.length - rendered.length,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p50ByPage,
    cpuMsPerAnswer: cpu === null ? null : cpu / posted.length,
  };
}

/** Each level's time is run in slices, the two APIs in turn: a machine busy meanwhile slows both alike. */
const SLICES = 6;

interface Api {
  service: { url: string; child: { pid?: number } };
  posted: Posted[];
  cpu: number | null;
}

/**
 * The service's tables, with the host at `host` (its data in `dataDir`) as the API answering at
 * once and after API_DELAY_MS: a service for each, posted to in turn; `env` adds to their
 * environment.
 */
export async function measureRenderService(
  host: { url: string; dataDir: string },
  env: Record<string, string> = {},
): Promise<{ instant: LevelResult[]; delayed: LevelResult[] }> {
  // The instant API is the same proxy answering at once: both pay its CPU, which at 16 pages at
  // once, bound by the CPU, would otherwise count against the late one alone.
  const services = await Promise.all(
    [0, API_DELAY_MS].map(async (delayMs) =>
      startRenderService({
        RENDER_API_URL: await delayingProxy(host.url, () => delayMs),
        // As deployed: its default, one process per core.
        RENDER_WORKERS: "",
        ...env,
      }),
    ),
  );
  try {
    const bodies = await Promise.all(
      Object.entries(landingPages(host.dataDir)).map(async ([page, url]) => ({
        page,
        body: JSON.stringify({ url, meta: await appMetaOf(host.url, url), signed_in: false, data: {} }),
      })),
    );
    const agent = new http.Agent({ keepAlive: true });
    for (const service of services)
      for (let i = 0; i < WARMUP_ROUNDS * bodies.length; i++)
        await postRender(service.url, agent, (bodies[i % bodies.length] as (typeof bodies)[number]).body);
    agent.destroy();
    const tables = { instant: [] as LevelResult[], delayed: [] as LevelResult[] };
    for (const concurrency of LEVELS) {
      const apis: Api[] = services.map((service) => ({ service, posted: [], cpu: 0 }));
      for (let slice = 0; slice < SLICES; slice++)
        for (const api of slice % 2 ? [...apis].reverse() : apis) {
          const before = cpuMs(api.service.child.pid);
          api.posted.push(...(await runLevel(api.service.url, bodies, concurrency, LEVEL_MS / SLICES)));
          const after = cpuMs(api.service.child.pid);
          api.cpu = before === null || after === null || api.cpu === null ? null : api.cpu + after - before;
        }
      const [instant, delayed] = apis.map((api) => summarise(concurrency, api.posted, LEVEL_MS, api.cpu));
      tables.instant.push(instant as LevelResult);
      tables.delayed.push(delayed as LevelResult);
    }
    return tables;
  } finally {
    for (const service of services) service.child.kill("SIGTERM");
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The two APIs' tables side by side, and the budgets they break. */
export function renderServiceReport(
  instant: LevelResult[],
  delayed: LevelResult[],
): { lines: string[]; broken: string[] } {
  const lines = [
    `| pages at once | answers/s (instant / ${API_DELAY_MS} ms API) | rendered | fell back | p50 | p95 | service CPU per answer |`,
    "|---|---|---|---|---|---|---|",
  ];
  const broken: string[] = [];
  for (const [index, now] of instant.entries()) {
    const late = delayed[index] as LevelResult;
    const both = (pick: (result: LevelResult) => string) => `${pick(now)} / ${pick(late)}`;
    lines.push(
      `| ${now.concurrency} | ${both((r) => r.answersPerSecond.toFixed(1))} | ${both((r) => String(r.rendered))} | ${both((r) => String(r.fellBack))} | ${both((r) => ms(r.p50))} | ${both((r) => ms(r.p95))} | ${both((r) => (r.cpuMsPerAnswer === null ? "?" : `${r.cpuMsPerAnswer.toFixed(1)} ms`))} |`,
    );
    if (now.concurrency === 1)
      lines.push(
        `  one page alone, p50 by page (instant / ${API_DELAY_MS} ms API): ${Object.keys(now.p50ByPage)
          .map(
            (page) =>
              `${page} ${ms(now.p50ByPage[page] ?? Number.NaN)} / ${ms(late.p50ByPage[page] ?? Number.NaN)}`,
          )
          .join(", ")}`,
      );
    const renderRate = (result: LevelResult) => result.rendered / (LEVEL_MS / 1000);
    if (now.concurrency === 1 && late.p50 > ALONE_P50_BUDGET_MS)
      broken.push(`render service: one page alone ${ms(late.p50)} p50 > ${ms(ALONE_P50_BUDGET_MS)}`);
    if (now.concurrency === 4 && (now.fellBack > 0 || late.fellBack > 0))
      broken.push(`render service: ${now.fellBack} / ${late.fellBack} fallbacks at 4 pages at once`);
    if (now.concurrency === 16 && renderRate(late) < renderRate(now) * (1 - THROUGHPUT_SHORTFALL))
      broken.push(
        `render service: ${renderRate(late).toFixed(1)} renders/s with the ${API_DELAY_MS} ms API at ${now.concurrency} at once, under ${(100 * (1 - THROUGHPUT_SHORTFALL)).toFixed(0)} % of the instant API's ${renderRate(now).toFixed(1)}`,
      );
    if (now.concurrency === 16 && late.fellBack > now.fellBack)
      broken.push(
        `render service: ${late.fellBack} fallbacks with the ${API_DELAY_MS} ms API at ${now.concurrency} at once, more than the instant API's ${now.fellBack}`,
      );
  }
  return { lines, broken };
}
