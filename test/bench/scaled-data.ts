// The marketplace at `scale` times the seed for the benchmark: kept in data/bench-scale-N (not
// committed; a 10x database is over a gigabyte), seeded again when the seed's sources change.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../../fixtures/host/config";
import { databaseIsCurrent } from "../../fixtures/host/db/database";
import { seedDatabase } from "../../fixtures/host/seed/seed";
import { seedVersion } from "../support/data/seeded-marketplace";

export function scaledDataDir(scale: number): string {
  const dir = path.join(projectRoot, "data", `bench-scale-${scale}`);
  const versionFile = path.join(dir, "seed-version");
  const version = seedVersion();
  const current =
    databaseIsCurrent(dir) && existsSync(versionFile) && readFileSync(versionFile, "utf8") === version;
  if (!current) {
    console.log(`seeding ${scale} times the marketplace in ${path.relative(projectRoot, dir)}:`);
    const started = performance.now();
    seedDatabase(dir, { scale, log: (step) => console.log(`  ${step}`) });
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    writeFileSync(versionFile, version);
  }
  return dir;
}
