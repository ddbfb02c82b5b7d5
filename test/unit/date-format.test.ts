import { test } from "uvu";
import * as assert from "uvu/assert";
import { COUNTRIES } from "../../src/lib/countries";
import { dateFormatOf, formatDate } from "../../src/lib/date-format";

test("date-format: every country's format equals the country table's", () => {
  const codes = Object.keys(COUNTRIES);
  assert.ok(codes.length > 40);
  for (const code of codes) {
    assert.is(dateFormatOf(code), COUNTRIES[code]?.dateFormat ?? "YYYY-MM-DD", code);
  }
});

test("date-format: formats a date in the country's order, ISO for unknown codes", () => {
  const iso = "2024-03-07T10:00:00Z";
  assert.is(formatDate(iso, "XX"), "2024-03-07");
  assert.is(formatDate(iso, "*"), "2024-03-07");
  assert.is(formatDate(iso, "JP"), "2024/03/07");
  assert.is(formatDate(iso, "NL"), "07-03-2024");
  assert.is(formatDate(iso, "US"), "03/07/2024");
  assert.is(formatDate(iso, "DE"), "07.03.2024");
  assert.is(formatDate("not a date", "US"), "");
});

test.run();
