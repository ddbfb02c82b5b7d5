// A route's first answer in a worker costs about what its next ones do: nothing the host needs is
// compiled or loaded on a visitor's request (an answer's writer once validated unions with ajv,
// compiled on the first answer that met one: 130-200 ms for the private profile's page data).
// Every route of the route table is sent its request once, a page's as its page data and as the
// page, to a host process of its own that nothing has asked before; what each answer costs is the
// CPU time of the host's event loops (Linux /proc), which other work on the machine hardly moves.
// A page's first render is measured whole, under a bound loose enough for a busy machine (under the
// host's own 50 ms, a cold render was given up: its page went with empty roots, and its cost was
// cut short), and the page must come rendered: the host renders a few pages before it listens
// (warmServerRender), where a worker's first render took 95–145 ms.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openDatabase } from "../../fixtures/host/db/database";
import { ROUTES } from "../../src/lib/routes";
import { cpuMs, startHostProcess } from "../bench/host-process";
import { httpVisitorAs } from "../bench/http-visitor";
import { missingRenderedRoots } from "../support/integrator";
import { rawRequest } from "../support/route-requests";
import type { Role } from "../support/route-use";
import { routesOver, routesWithUses } from "../support/route-uses";
import { seededIds } from "../support/seeded-ids";

const test = suite("first answers");

/**
 * A first answer costing the host's event loop more than this paid for something once: the
 * costliest here take 40 ms (the home's metrics, counted on their first request).
 */
const BOUND_MS = 80;

const PAGES = new Set(ROUTES.map((route) => route.pattern));

test("each route's first answer in a fresh host process costs its event loop less than 80 ms of CPU, and each page comes rendered", async () => {
  const host = await startHostProcess({ WEB_CONCURRENCY: "1", SERVER_RENDER_BOUND_MS: "2000" });
  const db = openDatabase(host.dataDir);
  try {
    const routes = await routesOver(host.dataDir);
    const ids = seededIds(db);
    const visitors = new Map<Role, Awaited<ReturnType<typeof httpVisitorAs>>>();
    const visitorAs = async (role: Role, own = false) => {
      const known = visitors.get(role);
      if (known && !own) return known;
      const visitor = await httpVisitorAs(host.url, role);
      if (!own) visitors.set(role, visitor);
      return visitor;
    };
    const costs: { what: string; status: number; cpu: number; ms: number }[] = [];
    for (const { route, use } of routesWithUses(routes)) {
      const visitor = await visitorAs(use.as, use.ownVisitor);
      const valid = use.valid(ids, db);
      const requests =
        route.method === "GET" && PAGES.has(route.url)
          ? [{ ...valid, query: { ...valid.query, format: "json" } }, valid]
          : [valid];
      for (const request of requests) {
        const before = cpuMs(host.child.pid, true);
        const started = performance.now();
        const answer = await visitor.sendRaw(rawRequest(route.method, route.url, request, visitor.csrfToken));
        const ms = performance.now() - started;
        const after = cpuMs(host.child.pid, true);
        if (before === null || after === null) throw new Error("the host's CPU time cannot be read (/proc)");
        const pageData = request.query?.format === "json";
        const what = `${route.key}${pageData ? " (page data)" : ""}`;
        assert.ok(answer.statusCode < 400, `${what}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        if (route.method === "GET" && PAGES.has(route.url) && !pageData)
          assert.equal(missingRenderedRoots(answer.body), [], `${what} comes rendered`);
        costs.push({ what, status: answer.statusCode, cpu: after - before, ms });
      }
    }
    costs.sort((a, b) => b.cpu - a.cpu);
    console.log(
      `\n  the costliest first answers (ms of CPU of the host's event loop, ms):\n${costs
        .slice(0, 8)
        .map((c) => `${c.cpu.toFixed(0).padStart(6)} ${c.ms.toFixed(0).padStart(6)}  ${c.status}  ${c.what}`)
        .join("\n")}\n`,
    );
    assert.ok(costs.length > 100, `first answers measured (${costs.length})`);
    assert.equal(
      costs.filter((c) => c.cpu > BOUND_MS).map((c) => `${c.what}: ${c.cpu.toFixed(0)} ms of CPU`),
      [],
      `first answers past ${BOUND_MS} ms of the host's event loop`,
    );
  } finally {
    db.close();
    host.stop();
  }
});

test("a fresh host's first guest gets home rendered under the host's own bound: the host rendered it before it listened, and keeps a guest's page", async () => {
  const host = await startHostProcess({ WEB_CONCURRENCY: "1" });
  try {
    const answer = await fetch(`${host.url}/reviews`);
    assert.is(answer.status, 200);
    assert.equal(missingRenderedRoots(await answer.text()), [], "home comes rendered");
  } finally {
    host.stop();
  }
});

test.run();
