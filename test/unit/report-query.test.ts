// The Reports list's address: a reason and a status from their lists, a page; anything else is
// junk and reads as the default, as every screen's codec does (the host answers junk with a 400).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  parseReportQuery,
  reportPageQuery,
  serializeReportQuery,
} from "../../src/features/arbitrator/report-query";

const test = suite("report query");

test("a junk reason or status reads as any, and is left out of the page data's address (regression)", () => {
  assert.equal(parseReportQuery("reason=nonsense&status=whatever&page=oops"), {
    reason: "",
    status: "",
    page: 1,
  });
  assert.is(reportPageQuery("reason=nonsense&status=open&redesign=1"), "redesign=1&status=open");
});

test("the lists' values are kept and written back; the defaults are left out", () => {
  const query = parseReportQuery("reason=private_information&status=hidden&page=2");
  assert.equal(query, { reason: "private_information", status: "hidden", page: 2 });
  assert.is(serializeReportQuery(query), "reason=private_information&status=hidden&page=2");
  assert.is(serializeReportQuery({ reason: "", status: "", page: 1 }), "");
});

test.run();
