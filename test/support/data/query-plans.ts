// The SQL a piece of host code runs and SQLite's plan for each statement (EXPLAIN QUERY PLAN),
// for tests that check how much a query reads: an index searched, not a table scanned or every
// match sorted.
import type { Db } from "../../../fixtures/host/db/database";

export interface PlannedStatement {
  sql: string;
  /** The plan's lines, e.g. 'SEARCH k USING PRIMARY KEY (prefix=?)'. */
  plan: string[];
}

type Run = (...args: unknown[]) => unknown;

/** Every statement `action` runs on `db` (those prepared before it too), with its plan. */
export async function queryPlans(db: Db, action: () => unknown): Promise<PlannedStatement[]> {
  const prototype = Object.getPrototypeOf(db.prepare("SELECT 1")) as Record<string, Run>;
  const seen = new Map<string, unknown[]>();
  const originals = Object.fromEntries(["all", "get", "run", "iterate"].map((m) => [m, prototype[m] as Run]));
  for (const [method, original] of Object.entries(originals)) {
    prototype[method] = function (this: { source: string; database: Db }, ...args: unknown[]) {
      if (this.database === db && !seen.has(this.source)) seen.set(this.source, args);
      return original.apply(this, args);
    };
  }
  try {
    await action();
  } finally {
    Object.assign(prototype, originals);
  }
  return [...seen]
    .filter(([sql]) => /^\s*(SELECT|WITH)/i.test(sql))
    .map(([sql, args]) => ({
      sql,
      plan: (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map(
        (row) => row.detail,
      ),
    }));
}
