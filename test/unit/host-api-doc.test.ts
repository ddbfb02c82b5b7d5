// docs/host-api.md is written whole by `npm run docs` from the contract's routes and schemas and
// the prose of build/host-api-prose.md, and test/support/route-limits.json from the schemas: a
// schema or the prose changed without `npm run docs` fails here, naming the first line that
// differs. Each route of the contract is in the document once, and the prose writes no shape.
import { readFileSync } from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { PROSE_FILE, writtenDoc } from "../../build/host-api-doc";
import { namedSchemas } from "../../build/openapi";
import { DOC_FILE, firstDifference, LIMITS_FILE, limitsFileText } from "../../build/write-docs";
import { CONTRACT_ROUTES } from "../../src/api/contract/routes";

const prose = () => readFileSync(PROSE_FILE, "utf8");

test("docs/host-api.md is what the contract and build/host-api-prose.md write (npm run docs)", async () => {
  const doc = readFileSync(DOC_FILE, "utf8");
  const difference = firstDifference(doc, writtenDoc(prose(), await namedSchemas()));
  assert.is(difference, null, difference ?? "");
});

test("test/support/route-limits.json holds the contract's field limits (npm run docs)", () => {
  const table = readFileSync(LIMITS_FILE, "utf8");
  assert.ok(Object.keys(JSON.parse(table)).length > 60, "routes with limits");
  const difference = firstDifference(table, limitsFileText());
  assert.is(difference, null, difference ?? "");
});

test("each route of the contract has one heading in docs/host-api.md, and no other route is headed", () => {
  const doc = readFileSync(DOC_FILE, "utf8");
  const headed = [...doc.matchAll(/^#{2,4} .*?`((?:GET|POST|PUT|DELETE) \/[^`]*)`/gm)].map(([, key]) => key);
  assert.ok(CONTRACT_ROUTES.size > 70, "the contract's routes are read");
  for (const key of CONTRACT_ROUTES.keys())
    assert.is(headed.filter((heading) => heading === key).length, 1, `${key} has one heading`);
  const twice = headed.filter((key, i) => headed.indexOf(key) !== i);
  assert.equal(twice, [], "no route is headed twice");
});

test("the prose writes no shape: no object's fields listed in code, no parameter or answer list", () => {
  const text = prose();
  const shapes = [
    ...text.matchAll(/`\{\s*"?[a-z_]+"?\s*(?::[^,}`]*)?,\s*"?[a-z_]+"?\s*(?::[^,}`]*)?,[^`]*\}`/g),
  ].map(([shape]) => shape);
  assert.equal(shapes, [], "an object of three or more fields written out (its schema's table says it)");
  assert.not.match(text, /^- (?:Parameters|Answer|Answers):/m, "a list of a route's parameters or answers");
});

test("the check itself: a route left out, a heading naming no route and one named twice are refused", async () => {
  const names = await namedSchemas();
  const text = prose();
  assert.throws(
    () => writtenDoc(text.replace("### `GET /reviews/people.json`\n", ""), names),
    /no heading for these routes of the contract: GET \/reviews\/people\.json/,
  );
  assert.throws(
    () => writtenDoc(`${text}\n### \`GET /reviews/nowhere.json\`\n`, names),
    /a heading names no route of the contract: GET \/reviews\/nowhere\.json/,
  );
  assert.throws(
    () => writtenDoc(`${text}\n### \`GET /reviews/people.json\`\n`, names),
    /a route has two headings: GET \/reviews\/people\.json/,
  );
  const changed = readFileSync(DOC_FILE, "utf8").replace(
    "| `q` | text of at most 100 characters",
    "| `q` | text of at most 150 characters",
  );
  assert.match(firstDifference(changed, writtenDoc(text, names)) ?? "", "at most 150 characters");
});

test.run();
