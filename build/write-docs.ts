// npm run docs: writes docs/host-api.md whole from the contract and build/host-api-prose.md
// (build/host-api-doc.ts), the table of every route's field limits, test/support/route-limits.json,
// and the facts the Rails gem reads, gem/lib/reviews_widget/facts.json (build/gem-facts.ts).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FACTS_FILE, factsFileText } from "./gem-facts";
import { contractLimits, PROSE_FILE, writtenDoc } from "./host-api-doc";
import { namedSchemas } from "./openapi";
import { root } from "./paths";

export const DOC_FILE = path.join(root, "docs/host-api.md");
export const LIMITS_FILE = path.join(root, "test/support/route-limits.json");

/**
 * The first line where a written file (`actual`) and what its sources write now (`expected`)
 * differ, with its number; null when they are the same: the tests' check that nothing is stale.
 */
export function firstDifference(actual: string, expected: string): string | null {
  if (actual === expected) return null;
  const a = actual.split("\n");
  const b = expected.split("\n");
  const at = a.findIndex((line, i) => line !== b[i]);
  const line = at === -1 ? a.length : at;
  return `line ${line + 1}: the file says ${JSON.stringify(a[line])}, the sources ${JSON.stringify(b[line])}`;
}

/** The limits table as the file holds it. */
export const limitsFileText = () => `${JSON.stringify(contractLimits(), null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "build/write-docs.ts")) {
  writeFileSync(DOC_FILE, writtenDoc(readFileSync(PROSE_FILE, "utf8"), await namedSchemas()));
  writeFileSync(LIMITS_FILE, limitsFileText());
  writeFileSync(FACTS_FILE, factsFileText());
  const written = [DOC_FILE, LIMITS_FILE, FACTS_FILE].map((file) => path.relative(root, file));
  console.log(`written: ${written.join(", ")}`);
}
