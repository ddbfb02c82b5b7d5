// The events a host page hears (docs/events.md, src/lib/browser/host-events.ts), during real journeys on
// the reference host: each fires once, on the widget's first root, bubbling to document, with the
// detail the README gives; no detail holds the reviewer's email or name, nor what they wrote.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession } from "../support/browsers/chromium";
import { integratorUrl } from "../support/hosts/integrator";
import { testHost } from "../support/hosts/test-host";
import { assertTold, forgetChoices, reviewJourney, shopperJourney } from "../support/journeys/event-journeys";
import {
  assertHeard,
  heardEvents,
  listenForHostEvents,
  shown,
  untilHeard,
} from "../support/journeys/host-events";

const test = suite("events for the host page");

test("a shopper's journey: search, sort, a result, a search of stores and a store opened, a category's products sorted and one opened, Back and on to the same search (no new search), a question asked as a guest, sign-in, a vote, a follow, currency and language", async () => {
  const { db } = await testHost();
  const session = await openSession({ viewport: "desktop", cookiesAccepted: true });
  const { page, url, context, errors } = session;
  await listenForHostEvents(page);
  try {
    await assertTold(page, await shopperJourney({ page, url, db }));
    assert.equal(errors, []);
  } finally {
    forgetChoices(db);
    await context.close();
  }
});

test("a review written: the form started, a photo added, the review submitted once the host has it", async () => {
  const { db } = await testHost();
  const { page, url, context, errors } = await openSession({ as: "reviewer", cookiesAccepted: true });
  await listenForHostEvents(page);
  try {
    await assertTold(page, await reviewJourney({ page, url, db }));
    assert.equal(
      errors.filter((error) => !error.includes("500")),
      [],
    );
  } finally {
    await context.close();
  }
});

test("an empty search, loaded or searched in the widget, is told as the category index it goes to, once each", async () => {
  const { page, url, context, errors } = await openSession({ viewport: "desktop", cookiesAccepted: true });
  await listenForHostEvents(page);
  try {
    await page.goto(url("/reviews/search?q="));
    await page.waitForURL((u) => u.pathname === "/reviews/categories");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await untilHeard(page, "page-shown");
    const expected = [shown(page, "categoryIndex")];
    // In the widget: a search's only filter removed leaves an empty search.
    const filtered = (await (await page.request.get(url("/reviews/search.json?min_rating=4"))).json()).data;
    await page.goto(url("/reviews/search?min_rating=4"));
    await untilHeard(page, "search");
    expected.push(shown(page, "PageSearch"), {
      name: "reviews:search",
      detail: { query: "", results: filtered.results_total_count, kind: "products" },
    });
    await page
      .getByRole("button", { name: /^Remove filter/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === "/reviews/categories");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await untilHeard(page, "page-shown", 3);
    expected.push(shown(page, "categoryIndex"));
    assertHeard(await heardEvents(page), expected);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("Turbo Drive page swaps: a page shown for each page the widget mounts into, Back included", async () => {
  const session = await openSession({ viewport: "desktop", cookiesAccepted: true });
  const { page, context, errors } = session;
  await listenForHostEvents(page);
  try {
    await page.goto(integratorUrl(session, ["turbo"], "/reviews/medals"));
    await untilHeard(page, "page-shown");
    const expected = [shown(page, "medals")];
    const shop = page.getByRole("navigation", { name: "Shop" });
    await shop.getByRole("link", { name: "All categories" }).click();
    await page.waitForURL((u) => u.pathname === "/reviews/categories");
    await untilHeard(page, "page-shown", 2);
    expected.push(shown(page, "categoryIndex"));
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/reviews/medals");
    await untilHeard(page, "page-shown", 3);
    expected.push(shown(page, "medals"));
    assert.ok(
      await page.evaluate(() => !!(window as { Turbo?: unknown }).Turbo),
      "the page swaps came from Turbo",
    );
    assertHeard(await heardEvents(page), expected);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test.run();
