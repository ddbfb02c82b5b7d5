import { suite } from "uvu";
import * as assert from "uvu/assert";
import { pageDataUrl, toQueryString, withQuery } from "../../src/lib/request-urls";

const test = suite("request urls");

test("query strings leave out empty values", () => {
  assert.is(toQueryString({ a: "1", b: undefined, c: null, d: "", e: false, f: 0 }), "a=1&e=false&f=0");
  assert.is(withQuery("/x", {}), "/x");
  assert.is(withQuery("/x?y=1", { z: 2 }), "/x?y=1&z=2");
});

test("page data: the route's own query, with format=json", () => {
  assert.is(pageDataUrl("/reviews"), "/reviews?format=json");
  assert.is(pageDataUrl("/reviews/people?page=2"), "/reviews/people?page=2&format=json");
  assert.is(pageDataUrl("/reviews/people?format=html"), "/reviews/people?format=json");
});

test.run();
