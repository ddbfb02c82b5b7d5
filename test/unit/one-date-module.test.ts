// Dates are shown one way: in the shopper's country format, by src/lib/date-format.ts. Any other
// formatter (the browser's locale, a fixed English style) would show one page's dates unlike the next.
import { readFileSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { filesUnder } from "../support/runner/files-under";

const test = suite("one date module");
const SRC = path.resolve("src");
const OWNER = path.join(SRC, "lib/date-format.ts");

test("no date is formatted outside lib/date-format.ts", () => {
  const files = filesUnder(SRC, /\.tsx?$/);
  assert.ok(files.length > 100, "reads the source tree");
  const others = files
    .filter((file) => file !== OWNER)
    .filter((file) =>
      /toLocaleDateString|toLocaleTimeString|Intl\.(DateTimeFormat|RelativeTimeFormat)/.test(
        readFileSync(file, "utf8"),
      ),
    )
    .map((file) => path.relative(SRC, file));
  assert.equal(others, []);
});

test.run();
