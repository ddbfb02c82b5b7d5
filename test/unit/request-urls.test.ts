import { suite } from "uvu";
import * as assert from "uvu/assert";
import { howItWorksUrl } from "../../src/api/how-it-works";
import { activateLanguage } from "../../src/lib/i18n/translate";
import { ordersToReviewUrl } from "../../src/lib/orders-to-review-url";
import { pageDataUrl, toQueryString, withQuery } from "../../src/lib/request-urls";
import { withLanguage } from "../../src/lib/with-language";

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

test("page data and the host's texts in another language than English name it: a preload carries no header (regression)", () => {
  assert.is(
    pageDataUrl("/reviews/stores/s/products/p", "ar"),
    "/reviews/stores/s/products/p?format=json&locale=ar",
  );
  assert.is(
    pageDataUrl("/reviews/people?locale=de&page=2", "de"),
    "/reviews/people?locale=de&page=2&format=json",
  );
  assert.is(pageDataUrl("/reviews", "en"), "/reviews?format=json");
  activateLanguage("ar", {});
  try {
    assert.is(pageDataUrl("/reviews/medals"), "/reviews/medals?format=json&locale=ar", "the active language");
    assert.is(ordersToReviewUrl(), "/reviews/write-review?resource=orders&format=json&locale=ar");
    assert.is(howItWorksUrl(), "/reviews/how-it-works.json?locale=ar");
    assert.is(
      withQuery("/reviews/search.json", withLanguage({ q: "kettle" })),
      "/reviews/search.json?q=kettle&locale=ar",
    );
  } finally {
    activateLanguage("en", null);
  }
  assert.is(howItWorksUrl(), "/reviews/how-it-works.json");
  assert.equal(withLanguage({ q: "kettle" }), { q: "kettle" }, "English names none");
});

test.run();
