import { test } from "uvu";
import * as assert from "uvu/assert";
import { COUNTRIES, formatDate as formatWithTable } from "../../src/lib/countries";
import { dateFormatOf, formatDate } from "../../src/lib/date-format";

test("date-format: every country's format equals the country table's", () => {
  const codes = Object.keys(COUNTRIES);
  assert.ok(codes.length > 40);
  for (const code of codes) {
    assert.is(dateFormatOf(code), COUNTRIES[code]?.dateFormat ?? "YYYY-MM-DD", code);
  }
});

test("date-format: formats a date as the country table does, ISO for unknown codes", () => {
  const iso = "2024-03-07T10:00:00Z";
  for (const code of [...Object.keys(COUNTRIES), "XX", "*"]) {
    assert.is(formatDate(iso, code), formatWithTable(iso, code), code);
  }
  assert.is(formatDate(iso, "US"), "03/07/2024");
  assert.is(formatDate(iso, "DE"), "07.03.2024");
  assert.is(formatDate("not a date", "US"), "");
});

test.run();
