// Wrong shapes at every door, past every other refusal: a host without rate limits, each route
// called as the role that may call it (guest, reviewer, arbitrator) with real seeded ids, first
// with a valid request that must succeed (route-table.ts), then with that request changed in one
// thing to what the route's own schemas refuse (refused-by-schema.ts). Each must be refused by
// validation: a 400, 413 or 415 that names the field or parameter, never a 401, 403, 404 or 429.
// Requests naming a canary file outside DATA_DIR get a 4xx and never its bytes. Afterwards every
// table holds what it held before the wrong shapes, compared by content; no file of the host and
// not the canary was touched; every role's session and CSRF token still work.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { buildHost } from "../../fixtures/host/server";
import { hostFiles } from "../support/data/host-files";
import { seededIds } from "../support/data/seeded-ids";
import { seededDataDir } from "../support/data/seeded-marketplace";
import { snapshotOf } from "../support/data/table-contents";
import type { Visitor } from "../support/requests/http-client";
import { roleVisitors, sendFrom, visitorAs } from "../support/requests/role-visitors";
import { type Answer, rawRequest } from "../support/routes/route-requests";
import {
  answeringRoute,
  type DeclaredRoute,
  declaredRoutes,
  routesWithUses,
} from "../support/routes/route-table";
import type { RouteUse, ValidRequest } from "../support/routes/route-use-types";
import type { Account } from "../support/screens/signed-in-pages";
import { escapingProbes } from "../support/shapes/escaping-paths";
import { type Probe, wrongShapes } from "../support/shapes/refused-by-schema";

const test = suite("wrong shapes at every door");

const CANARY_TEXT = "a file outside the host";
const REFUSED_BY_VALIDATION = new Set([400, 413, 415]);

/** Whether `text` says `name` as a word of its own ('is_hearting', not 'hearting'). */
const namesWord = (text: string, name: string) =>
  new RegExp(`(^|[^\\w\\[])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\w\\]])`).test(text);

/** What is wrong with the answer to a wrong shape, or null: a 400, 413 or 415 whose JSON error names what the probe changed. */
function refusalProblem(response: Answer, probe: Probe): string | null {
  const seen = `${response.statusCode} ${response.body.slice(0, 160)}`;
  if (!REFUSED_BY_VALIDATION.has(response.statusCode)) return `answered ${seen}`;
  let answer: { error?: unknown; field?: unknown };
  try {
    answer = JSON.parse(response.body);
  } catch {
    return `not JSON: ${seen}`;
  }
  const error = String(answer.error ?? "");
  if (response.body.length >= 2048) return `a JSON error of ${response.body.length} bytes`;
  const named =
    typeof probe.names === "string"
      ? answer.field === probe.names || namesWord(error, probe.names)
      : probe.names.test(error);
  return named ? null : `does not name ${probe.names}: ${seen}`;
}

interface Prepared {
  route: DeclaredRoute;
  use: RouteUse;
  valid: ValidRequest;
  /** Who sends the wrong shapes: the role's visitor, or one of the route's own (it signs in or out). */
  prober: Visitor;
}

test("every route refuses a wrong shape by its schema, names what is wrong, and nothing changes", async () => {
  // DATA_DIR inside a folder of the test's, beside a canary file the escaping paths lead to.
  const outside = mkdtempSync(path.join(existsShm() ? "/dev/shm" : tmpdir(), "fuzz-shapes-"));
  const canary = path.join(outside, "canary.txt");
  writeFileSync(canary, CANARY_TEXT);
  const canaryTime = statSync(canary).mtimeMs;
  const dataDir = seededDataDir(outside);
  const { app, db } = buildHost({ dataDir, rateLimits: false });
  const routes = declaredRoutes(app);
  const answered = answeringRoute(app);
  await app.ready();
  const failures: string[] = [];
  let snapshot: ReturnType<typeof snapshotOf> | undefined;
  try {
    const ids = seededIds(db);
    const visitors = await roleVisitors(app);
    const prepared: Prepared[] = [];
    for (const { route, use } of routesWithUses(routes)) {
      const sender = use.ownVisitor ? await visitorAs(app, use.as) : visitors[use.as];
      const valid = use.valid(ids, db);
      const { response, route: reached } = await sendFrom(
        sender,
        rawRequest(route.method, route.url, valid, sender.csrfToken),
        answered,
      );
      if (response.statusCode >= 400 || reached !== route.key)
        failures.push(
          `${route.key}: its valid request was answered ${response.statusCode} by ${reached}: ${response.body.slice(0, 160)}`,
        );
      prepared.push({ route, use, valid, prober: use.ownVisitor ? await visitorAs(app, use.as) : sender });
    }
    assert.equal(failures, [], `valid requests refused:\n${failures.join("\n")}`);
    assert.ok(prepared.length > 80, `the host's routes were seen (${prepared.length})`);

    // A review photo is encoded after its upload is answered: the host's own work, done before the
    // probes (a deadline for a condition, not a measure).
    const preparing = db.prepare("SELECT count(*) FROM photo_uploads WHERE state = 'preparing'").pluck();
    for (const deadline = Date.now() + 10_000; preparing.get() !== 0 && Date.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 20));
    // A session row is touched once a minute of use: set ahead, no request of the test touches it.
    db.prepare("UPDATE sessions SET last_seen_at = ?").run(new Date(Date.now() + 3_600_000).toISOString());
    snapshot = snapshotOf(db);
    const filesBefore = hostFiles(dataDir);
    let sent = 0;
    for (const { route, valid, prober } of prepared) {
      for (const probe of wrongShapes(route, valid, prober.csrfToken)) {
        const { response, route: reached } = await sendFrom(prober, probe.request, answered);
        sent++;
        const problem = reached === route.key ? refusalProblem(response, probe) : `reached ${reached}`;
        if (problem) failures.push(`${route.key} ${probe.what}: ${problem}`);
      }
      for (const probe of escapingProbes(route, valid, prober.csrfToken, canary)) {
        const { response } = await sendFrom(prober, probe.request, answered);
        sent++;
        if (response.statusCode < 400 || response.statusCode >= 500 || response.body.includes(CANARY_TEXT))
          failures.push(
            `${route.key} ${probe.what}: answered ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
    }
    assert.equal(
      failures,
      [],
      `wrong shapes not refused by validation (${failures.length}):\n${failures.join("\n")}`,
    );
    assert.ok(sent > 1000, `wrong shapes sent (${sent})`);
    assert.equal(snapshot.changedTables(), [], "no table's rows changed");
    assert.equal(hostFiles(dataDir), filesBefore, "no file of the host touched");
    assert.is(readFileSync(canary, "utf8"), CANARY_TEXT, "the canary is as it was");
    assert.is(statSync(canary).mtimeMs, canaryTime, "the canary was not written");

    // Every role is still signed in as itself, and its CSRF token still takes a write.
    for (const [role, visitor] of Object.entries(visitors)) {
      const me = await visitor.get("/reviews/me.json");
      assert.is(me.statusCode, 200);
      const name = me.json().reviewer?.name ?? null;
      assert.is(
        name,
        role === "guest" ? null : SEEDED_ACCOUNTS[role as Account].name,
        `${role} is who it was`,
      );
      const write =
        role === "guest"
          ? rawRequest(
              "POST",
              "/reviews/click",
              prepared.find((p) => p.route.key === "POST /reviews/click")?.valid ?? {},
              visitor.csrfToken,
            )
          : rawRequest("PUT", "/reviews/profile/questions/seen", { json: null }, visitor.csrfToken);
      const { response } = await sendFrom(visitor, write, answered);
      assert.is(response.statusCode, 204, `${role}'s write with its token: ${response.body.slice(0, 120)}`);
    }
  } finally {
    snapshot?.remove();
    await app.close();
    rmSync(outside, { recursive: true, force: true });
  }
});

function existsShm(): boolean {
  try {
    return statSync("/dev/shm").isDirectory();
  } catch {
    return false;
  }
}

test.run();
