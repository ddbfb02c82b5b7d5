// widgets/ holds what several features show: a widget with one user belongs in that feature's folder.
// Users are found by following imports (static and import()) from each feature and from the roots
// (app/, embed/).
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { filesUnder } from "../support/runner/files-under";

const test = suite("widget users");
const SRC = path.resolve("src");

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null;
}

const importsOf = (file: string): string[] =>
  file.endsWith(".css")
    ? []
    : [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)]
        .map((match) => resolveImport(file, match[1] ?? ""))
        .filter((found): found is string => found !== null);

/** The area a file belongs to: 'features/x', 'app', 'widgets', … */
const areaOf = (file: string) => {
  const [top, sub] = path.relative(SRC, file).split(path.sep);
  return top === "features" ? `features/${sub}` : (top ?? "");
};

/** Widget file → the features (and app/) that reach it through imports within widgets/. */
function widgetUsers(): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  const widgets = filesUnder(path.join(SRC, "widgets"), /\.(ts|tsx|css)$/);
  for (const widget of widgets) users.set(widget, new Set());
  const visit = (file: string, user: string, seen: Set<string>) => {
    for (const target of importsOf(file)) {
      if (areaOf(target) !== "widgets" || seen.has(target)) continue;
      seen.add(target);
      users.get(target)?.add(user);
      visit(target, user, seen);
    }
  };
  for (const file of filesUnder(SRC, /\.(ts|tsx|css)$/)) {
    const area = areaOf(file);
    // app/ and embed/ hold the roots: the marketplace's pages' and a shop page's reviews.
    if (area.startsWith("features/") || area === "app" || area === "embed") visit(file, area, new Set());
  }
  return users;
}

test("every widget is shown by at least two features (or the app's roots)", () => {
  const lonely = [...widgetUsers()]
    .filter(([, users]) => users.size < 2)
    .map(([file, users]) => `${path.relative(SRC, file)}: ${[...users].join(", ") || "no user"}`);
  assert.equal(lonely, []);
});

test.run();
