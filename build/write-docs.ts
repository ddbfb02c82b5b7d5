// npm run docs: writes docs/host-api.md whole from the contract and build/host-api-prose.md
// (build/host-api-doc.ts), and the table of every route's field limits, test/support/route-limits.json.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contractLimits, PROSE_FILE, writtenDoc } from "./host-api-doc";
import { namedSchemas } from "./openapi";
import { root } from "./paths";

export const DOC_FILE = path.join(root, "docs/host-api.md");
export const LIMITS_FILE = path.join(root, "test/support/route-limits.json");

/** The limits table as the file holds it. */
export const limitsFileText = () => `${JSON.stringify(contractLimits(), null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "build/write-docs.ts")) {
  writeFileSync(DOC_FILE, writtenDoc(readFileSync(PROSE_FILE, "utf8"), await namedSchemas()));
  writeFileSync(LIMITS_FILE, limitsFileText());
  console.log(`written: ${path.relative(root, DOC_FILE)}, ${path.relative(root, LIMITS_FILE)}`);
}
