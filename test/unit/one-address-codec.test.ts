// The address is read one way: by the codecs of src/lib (query-codec.ts and the single-parameter
// readers), through useRouteQuery in the screens. A component that takes the address apart itself
// reads it by other rules than the screen it links to (the search bar once showed 'This store only'
// for an address the search page did not limit to a store).
import { readFileSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { filesUnder } from "../support/runner/files-under";

const test = suite("one address codec");
const SRC = path.resolve("src");

/**
 * The app's code outside the codecs: the framework-free modules (lib), the API contract (api) and
 * a feature's own query definition (its *-query.ts, made with lib/query-codec.ts).
 */
const components = () =>
  filesUnder(SRC, /\.tsx?$/).filter((file) => {
    const name = path.relative(SRC, file).split(path.sep).join("/");
    return !/^(lib|api)\//.test(name) && !/\/(?!use-)[\w-]+-query\.ts$/.test(name);
  });

const offending = (pattern: RegExp) =>
  components()
    .filter((file) => pattern.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(SRC, file));

test("no component takes the address apart: URLSearchParams is only built, from an object (regression)", () => {
  assert.ok(components().length > 100, "reads the source tree");
  assert.equal(offending(/new URLSearchParams\(\s*[^{\s]/), []);
});

test("a screen's query is parsed through useRouteQuery, not from useSearch() by hand (regression)", () => {
  assert.equal(offending(/parse\w*Query\(\s*(search|useSearch)/), []);
});

test.run();
