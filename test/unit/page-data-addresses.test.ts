// The address of a page's data, as the widget's screen asks it, for the cases the Rails gem runs
// too (test/support/shapes/page-data-addresses.json; gem PageDataAddressesTest): the gem hands the
// render service a page's data under that address, and the render asks for it by the same.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { pageDataAddress } from "../../src/lib/first-requests";
import { matchRoute } from "../../src/lib/route-match";
import PAGE_DATA_ADDRESSES from "../support/shapes/page-data-addresses.json";

const ORIGIN = "https://shop.example.com";

test("each page's address and language give the data address the gem asks too", () => {
  const { cases } = PAGE_DATA_ADDRESSES;
  assert.ok(cases.length > 0);
  for (const { page, language, data } of cases) {
    const url = new URL(page, ORIGIN);
    const route = matchRoute(url.pathname)?.route.name;
    assert.ok(route, `${page} is a route of the widget's`);
    assert.is(pageDataAddress(route, url, language), data, `${page} (${language})`);
  }
});

test.run();
