// What keeps a proof from leaving `npm test` quietly (test/run.mjs): every test file under test/ is
// one a step of the run takes, and each part runs at least as many tests as the committed floor
// (test/test-floor.json) says it ran before. The floor is raised by hand once tests are added; a
// run with more tests than it passes, so tests written in parallel never clash over it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const FLOOR_FILE = "test/test-floor.json";

/** Test files under `dir` (named *.test.*, as uvu's files are) that none of `patterns` takes, relative to `dir`. */
export function filesLeftOut(dir, patterns) {
  const files = readdirSync(dir, { recursive: true })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.test\.[cm]?[jt]sx?$/.test(file) && !file.split("/").includes("node_modules"));
  return files.filter((file) => !patterns.some((pattern) => new RegExp(pattern).test(file))).sort();
}

/** The committed floor: tests each part has run, by the part's name. */
export function readFloor() {
  return JSON.parse(readFileSync(FLOOR_FILE, "utf8"));
}

/**
 * Why the run left tests out, one line each: a part that ran fewer tests than its floor. `ran` holds
 * the tests of each part that ran whole; a part not run (a step not asked for, no Ruby) is not held.
 */
export function belowFloor(ran, floor) {
  return Object.entries(floor)
    .filter(([part, least]) => part in ran && ran[part] < least)
    .map(([part, least]) => `${part}: ${ran[part]} tests, fewer than the ${least} of ${FLOOR_FILE}`);
}

/** Parts that ran more tests than their floor: the floor to commit, once they are merged. */
export function aboveFloor(ran, floor) {
  return Object.entries(floor)
    .filter(([part, least]) => part in ran && ran[part] > least)
    .map(([part]) => `"${part}": ${ran[part]}`);
}
