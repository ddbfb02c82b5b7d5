// The host reads the screens' addresses with the bundle's own codecs: the page the bundle keeps
// is the page the host answers, and what the bundle reads as junk the host refuses with a 400.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseArbitratorQuery } from "../../src/features/arbitrator/list-query";
import { parsePeopleQuery } from "../../src/lib/people-params";
import { MAX_PAGE } from "../../src/lib/query-codec";
import { hostSession } from "../support/requests/http-client";

const test = suite("one codec for the bundle and the host");

test("pages 1..MAX_PAGE are answered and kept; past it the host says 400 and the bundle reads page 1", async () => {
  const arbitrator = await hostSession("arbitrator");
  const lists = ["/reviews/people.json?", "/reviews/arbitrator?format=json&"];
  for (const list of lists) {
    for (const ok of ["1", String(MAX_PAGE)]) {
      assert.is((await arbitrator.request("GET", `${list}page=${ok}`)).statusCode, 200, `${list}${ok}`);
    }
    for (const junk of [String(MAX_PAGE + 1), "0", "2.5", "two", "1e3"]) {
      const response = await arbitrator.request("GET", `${list}page=${junk}`);
      assert.is(response.statusCode, 400, `${list}${junk}`);
      assert.type(JSON.parse(response.body).error, "string");
    }
  }
  assert.is(parsePeopleQuery(`page=${MAX_PAGE}`).page, MAX_PAGE);
  assert.is(parsePeopleQuery(`page=${MAX_PAGE + 1}`).page, 1);
  assert.is(parseArbitratorQuery(`page=${MAX_PAGE + 1}`).page, 1);
});

test("people.json takes the sorts and filters the bundle's codec reads, and refuses the rest", async () => {
  const guest = await hostSession();
  for (const query of ["sort_by=name&filter_by=verified_buyers", "sort_by=newest"]) {
    assert.is((await guest.request("GET", `/reviews/people.json?${query}`)).statusCode, 200, query);
    assert.is(parsePeopleQuery(query).sort_by, new URLSearchParams(query).get("sort_by"));
  }
  for (const query of ["sort_by=best", "filter_by=friends", "sort_by=NAME"]) {
    assert.is((await guest.request("GET", `/reviews/people.json?${query}`)).statusCode, 400, query);
  }
});

test.run();
