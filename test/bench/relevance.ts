// npm run relevance [-- --ref main]: the relevance set (relevance-set.ts) searched as the bundle
// searches (search.json with its default filters), on this copy's host and, with --ref, on the
// host of that commit beside it (its own build and seed, kept in data/ref-<commit>: ref-host.ts): per
// query the results, whether a wanted product is on the first page and the text searched instead;
// per kind and in all, the share of queries that find nothing, that show a wanted product on the
// first page, and of the first page that is wanted. Needs `npm run build` first. Exits non-zero
// when a query of this copy shows no wanted product on its first page (the guide's budget).
import { loadavg } from "node:os";
import { ftsTokens } from "../../fixtures/host/search/text/fts-tokens";
import type { SearchResponse } from "../../src/api/contract/search";
import { normalizeSearchParams, serializeSearchParamsKeepingEmpty } from "../../src/lib/search-params";
import { startHostProcess } from "./host-process";
import { type Host, refHost } from "./ref-host";
import { type QueryKind, RELEVANCE_SET, type RelevanceQuery } from "./relevance-set";

interface Outcome {
  total: number;
  /** Results of the first page whose title holds every wanted word. */
  wanted: number;
  shown: number;
  corrected: string | null;
}

/** Whether the title holds every wanted word whole ('a|b': either). */
const holdsAll = (title: string, words: string[]) => {
  const tokens = new Set(ftsTokens(title));
  return words.every((word) => word.split("|").some((either) => tokens.has(either)));
};

async function search(url: string, query: RelevanceQuery): Promise<Outcome> {
  const params = serializeSearchParamsKeepingEmpty(
    normalizeSearchParams(new URLSearchParams({ q: query.q })),
  );
  const response = await fetch(`${url}/reviews/search.json?${params}`);
  if (!response.ok) throw new Error(`${query.q}: ${response.status}`);
  const { data } = (await response.json()) as SearchResponse;
  return {
    total: data.results_total_count,
    wanted: data.search_results.filter((p) => holdsAll(p.title, query.wants)).length,
    shown: data.search_results.length,
    corrected: data.corrected_q ?? null,
  };
}

const percent = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(0) : "0"}%`.padStart(5);

function summary(outcomes: Outcome[]): string {
  const zero = outcomes.filter((o) => o.total === 0).length;
  const found = outcomes.filter((o) => o.wanted > 0).length;
  const precision = outcomes.reduce((sum, o) => sum + (o.shown ? o.wanted / o.shown : 0), 0);
  return `zero results ${percent(zero, outcomes.length)}   wanted on page 1 ${percent(found, outcomes.length)}   page 1 wanted ${percent(precision, outcomes.length)}`;
}

const refAt = process.argv.indexOf("--ref");
const hosts: Host[] = [];
try {
  if (refAt !== -1) hosts.push(await refHost(process.argv[refAt + 1] ?? "main"));
  const own = await startHostProcess();
  hosts.push({ label: "this copy", url: own.url, stop: own.stop });
  const results = new Map<RelevanceQuery, Outcome[]>();
  for (const query of RELEVANCE_SET)
    results.set(query, await Promise.all(hosts.map((host) => search(host.url, query))));

  console.log(
    `relevance set: ${RELEVANCE_SET.length} queries, search.json as the bundle asks it (first page of 24); load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const cell = (o: Outcome) =>
    `${String(o.total).padStart(5)} found, ${String(o.wanted).padStart(2)}/${String(o.shown).padEnd(2)} wanted${o.corrected ? ` → ${o.corrected}` : ""}`;
  console.log(`  ${"query".padEnd(28)}${"kind".padEnd(18)}${hosts.map((h) => h.label.padEnd(48)).join("")}`);
  for (const [query, outcomes] of results)
    console.log(
      `  ${query.q.padEnd(28)}${query.kind.padEnd(18)}${outcomes.map((o) => cell(o).padEnd(48)).join("")}`,
    );
  const kinds = [...new Set(RELEVANCE_SET.map((q) => q.kind))];
  for (const [i, host] of hosts.entries()) {
    console.log(`\n${host.label}:`);
    const ofKind = (kind: QueryKind | null) =>
      [...results].filter(([q]) => kind === null || q.kind === kind).map(([, o]) => o[i] as Outcome);
    for (const kind of kinds) console.log(`  ${kind.padEnd(18)}${summary(ofKind(kind))}`);
    console.log(`  ${"all".padEnd(18)}${summary(ofKind(null))}`);
  }
  const missed = [...results].filter(([, o]) => (o.at(-1) as Outcome).wanted === 0).map(([q]) => q.q);
  console.log(
    `\nthis copy: ${missed.length ? `no wanted product on page 1 for ${missed.join(", ")}` : "a wanted product on page 1 for every query"}`,
  );
  if (missed.length) process.exitCode = 1;
} finally {
  for (const host of hosts) host.stop();
}
