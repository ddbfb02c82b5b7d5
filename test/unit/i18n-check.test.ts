// npm run i18n:check reads the glossary's lists (the texts that stay as in English, the files
// whose messages sit where space is short) and finds nothing in today's catalogues.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  findings,
  languageReports,
  shortSpaceMessages,
  textsThatStay,
} from "../support/languages/i18n-check";

const test = suite("i18n check");

test("the glossary's lists: the brands every language keeps, the pills and tabs where space is short", () => {
  const stay = textsThatStay();
  assert.ok(stay.get("all")?.has("YouTube"));
  assert.ok(stay.get("nl")?.has("Reviews"));
  assert.not.ok(stay.get("de")?.has("Reviews"));
  const short = shortSpaceMessages();
  for (const message of ["Ships to {country}", "Stores in {country}", "This store only", "Unpublished"])
    assert.ok(short.has(message), message);
});

test("every catalogue of every language: nothing to look at", () => {
  const reports = languageReports();
  assert.is(reports.length, 12, "six languages, the widget's and the host's catalogues");
  const found = reports.filter((report) => findings(report) > 0);
  assert.equal(
    found.map((report) => `${report.set} ${report.locale}: ${JSON.stringify(report)}`),
    [],
  );
});

test.run();
