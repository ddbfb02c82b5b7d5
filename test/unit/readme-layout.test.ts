// README.md's Layout names every folder a newcomer finds: each folder up to three deep under src/,
// fixtures/, test/ and docs/, and up to two deep elsewhere, has a line of its own, or a line whose
// `<name>` stands for every folder at that place (`src/features/<area>/`). A folder added without its
// line fails here, naming it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";

const test = suite("README.md's Layout");

/** Not the repository's own: installed, built, seeded or written by a run (.gitignore). */
const OUTSIDE = new Set(["node_modules", ".git", "dist", "data", "screens"]);
/** Where the Layout goes three folders deep. */
const DEEP = new Set(["src", "fixtures", "test", "docs"]);

/** Every folder of the repository the Layout must name, as `a/b/`. */
function folders(dir = ".", depth = 1): string[] {
  const top = dir === "." ? "" : dir.split(path.sep)[0];
  const deepest = depth === 1 || DEEP.has(top ?? "") ? 3 : 2;
  if (depth > deepest) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !(depth === 1 && OUTSIDE.has(entry.name)))
    .filter((entry) => entry.name !== "node_modules" && entry.name !== ".git")
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const folder = dir === "." ? entry.name : path.join(dir, entry.name);
      return [`${folder.split(path.sep).join("/")}/`, ...folders(folder, depth + 1)];
    });
}

/** The paths the Layout's block names, each its line's first word. */
function named(readme: string): string[] {
  const section = readme.slice(readme.indexOf("\n## Layout\n"));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return block
    .split("\n")
    .filter((line) => /^\S/.test(line))
    .map((line) => line.split(/\s+/)[0] as string);
}

/** Whether `folder` is named by `entry`, a `<name>` segment standing for any one folder. */
const covers = (entry: string, folder: string) =>
  new RegExp(`^${entry.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/<[^/>]+>/g, "[^/]+")}$`).test(folder);

test("every folder of the repository has its line in README.md's Layout", () => {
  const entries = named(readFileSync("README.md", "utf8"));
  assert.ok(entries.length > 30, `the Layout's lines are read (${entries.length})`);
  const all = folders();
  assert.ok(all.includes("src/server/") && all.includes("fixtures/host/questions/"), "the folders are read");
  const unnamed = all.filter((folder) => !entries.some((entry) => covers(entry, folder)));
  assert.equal(unnamed, [], `folders the Layout does not name: ${unnamed.join(", ")}`);
});

test("every line of the Layout names a folder or file that exists", () => {
  const all = folders();
  const gone = named(readFileSync("README.md", "utf8")).filter((entry) =>
    entry.endsWith("/")
      ? !all.some((folder) => covers(entry, folder))
      : !readdirSync(path.dirname(entry)).includes(path.basename(entry)),
  );
  assert.equal(gone, []);
});

test.run();
