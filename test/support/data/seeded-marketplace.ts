// A seeded database for tests: built once per version of the seed code (in node_modules/.cache),
// then copied into a temporary DATA_DIR per test process, so tests may write to it freely.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { projectRoot } from "../../../fixtures/host/config";
import { databasePath } from "../../../fixtures/host/db/database";
import { seedDatabase } from "../../../fixtures/host/seed/seed";
import { onRunEnd, onTeardown } from "../../teardown";
import { filesUnder } from "../runner/files-under";
import { ownCopyPrefix, removeLeftCopies } from "./orphaned-copies";
import { KeptCopy } from "./shared-seed-copy";

const SEED_SOURCES = [
  "fixtures/host/seed",
  "fixtures/host/db",
  // The title prefixes and the questions' words are the words FTS5 reads, read by these modules.
  "fixtures/host/search/text/fts-tokens.ts",
  "fixtures/host/search/text/unicode61.ts",
  "fixtures/host/search/text/unicode61-table.json",
  "fixtures/host/domain.ts",
  "src/lib/countries.ts",
];

/** A fingerprint of the seed's sources: a database seeded by other sources is seeded again. */
export function seedVersion(): string {
  version ??= hashOfSources();
  return version;
}

let version: string | undefined;

function hashOfSources(): string {
  const hash = createHash("sha256");
  for (const file of SEED_SOURCES.flatMap((entry) => filesUnder(path.join(projectRoot, entry))))
    hash.update(path.relative(projectRoot, file)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

/** The DATA_DIR of the seeded marketplace every test copies, seeded first if its sources changed. */
export function seededCache(): string {
  const cached = path.join(projectRoot, "node_modules/.cache/marketplace-seed", seedVersion());
  if (!existsSync(databasePath(cached))) {
    // Seeded aside and moved into place, so test runs started side by side never share a half-built file.
    const started = performance.now();
    const building = `${cached}.building-${process.pid}`;
    seedDatabase(building);
    mkdirSync(cached, { recursive: true });
    try {
      renameSync(databasePath(building), databasePath(cached));
    } catch {
      // another run finished first: its copy is the same data
    }
    rmSync(building, { recursive: true, force: true });
    console.log(`  (seeded the test marketplace in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  return cached;
}

/**
 * Where the copies go: memory (/dev/shm) where the machine has it. A copy is 160 MB and lives for
 * one test file; on disk, each would also be written out by the kernel.
 */
const COPIES = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();

/** The folders this process has cleared of copies left by ended processes (once each). */
const swept = new Set<string>();

/** Removes, once per folder, the copies ended processes left in `parent`. */
function sweep(parent: string): void {
  if (swept.has(parent)) return;
  swept.add(parent);
  removeLeftCopies(parent);
}

let kept: KeptCopy | null = null;

/**
 * The copy of the default seeded marketplace this process's files share (support/data/shared-seed-copy.ts),
 * made when first asked for and removed when the run ends, after `beforeRemoval` (its users closed).
 */
export function keptSeededData(beforeRemoval?: () => Promise<unknown>): KeptCopy {
  if (!kept) {
    const cached = seededCache();
    sweep(COPIES);
    const copy = new KeptCopy(cached, COPIES);
    kept = copy;
    onRunEnd(async () => {
      await beforeRemoval?.();
      copy.remove();
      kept = null;
    });
  }
  return kept;
}

/**
 * A fresh DATA_DIR holding a copy of the default seeded marketplace, removed when the test file
 * ends; in `parent` when given (a folder the test watches around it).
 */
export function seededDataDir(parent = COPIES): string {
  const cached = seededCache();
  sweep(parent);
  const dir = mkdtempSync(ownCopyPrefix(parent));
  cpSync(databasePath(cached), databasePath(dir));
  onTeardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
