// docs/host-api.md's parts the contract writes (its tables marked as written by `npm run docs`,
// its Reference and its Field limits) and test/support/route-limits.json are what the contract's
// schemas write now: a schema changed without `npm run docs` fails here, naming the first line
// that differs.
import { readFileSync } from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { writtenDoc } from "../../build/host-api-doc";
import { namedSchemas } from "../../build/openapi";
import { DOC_FILE, firstDifference, LIMITS_FILE, limitsFileText } from "../../build/write-docs";

test("docs/host-api.md says what the contract writes (npm run docs)", async () => {
  const doc = readFileSync(DOC_FILE, "utf8");
  const difference = firstDifference(doc, writtenDoc(doc, await namedSchemas()));
  assert.is(difference, null, difference ?? "");
});

test("test/support/route-limits.json holds the contract's field limits (npm run docs)", () => {
  const table = readFileSync(LIMITS_FILE, "utf8");
  assert.ok(Object.keys(JSON.parse(table)).length > 60, "routes with limits");
  const difference = firstDifference(table, limitsFileText());
  assert.is(difference, null, difference ?? "");
});

test("the check itself: a table changed by hand, and a block without its end, are named", async () => {
  const doc = readFileSync(DOC_FILE, "utf8");
  const names = await namedSchemas();
  const changed = doc.replace(
    "| `q` | text of at most 100 characters",
    "| `q` | text of at most 150 characters",
  );
  assert.is.not(changed, doc, "the people's q is in a written table");
  assert.match(firstDifference(changed, writtenDoc(changed, names)) ?? "", "at most 150 characters");
  const unended = doc.replace("<!-- end of what npm run docs writes -->", "");
  assert.throws(() => writtenDoc(unended, names), /a block without its end/);
});

test.run();
