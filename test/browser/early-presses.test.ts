// Presses before adoption: a rendered page paints before the bundle has run, and what a shopper
// presses, types or chooses then is kept by the press queue (src/early/press-queue.ts) and done
// once the widget has adopted the page. Each test holds the bundle's entry back until it has pressed.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { holdBundle, holdChunks, isAdopted, whenAdopted } from "../support/browsers/adoption";
import { openSession, type Session } from "../support/browsers/chromium";
import { untilInPage } from "../support/browsers/until-in-page";
import { heaviestProductPath } from "../support/data/heaviest-pages";
import { reviewerSlug } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { fillDisputeBasics } from "../support/journeys/dispute-form";
import {
  busyProduct,
  helpfulButton,
  helpfulCount,
  productPath,
  reviewCards,
  waitForHelpful,
} from "../support/pages/review-cards";
import { PNG_1PX } from "../support/requests/review-upload";

const test = suite("presses before adoption");

/** Opens `path` with the bundle held back: the page has painted and is not adopted. */
async function openHeld(session: Session, path: string): Promise<() => void> {
  const release = await holdBundle(session.page);
  await session.page.goto(session.url(path), { waitUntil: "commit" });
  await session.page.locator("main h1").waitFor();
  await untilInPage(session.page, () => !!window.ReviewsWidgetPresses);
  return release;
}

test("a guest's Filter by, pressed before adoption, opens the filters once the widget has adopted the page", async () => {
  const session = await openSession();
  const { page, context, errors } = session;
  try {
    const release = await openHeld(session, "/reviews/search?q=kettle");
    await page.getByRole("button", { name: /^Filter by/ }).click();
    assert.is(await page.getByRole("dialog", { name: "Filter by" }).count(), 0, "nothing yet");
    release();
    await page.getByRole("dialog", { name: "Filter by" }).getByRole("button", { name: "Cancel" }).waitFor();
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("text typed into the header's search before adoption stays, and its suggestions follow it", async () => {
  const session = await openSession();
  const { page, context, errors } = session;
  try {
    const release = await openHeld(session, "/reviews/search?q=kettle");
    const input = page.getByRole("combobox", { name: "Search for product" });
    await input.fill("copper pan");
    release();
    await whenAdopted(page);
    await page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first().waitFor();
    assert.is(await input.inputValue(), "copper pan", "the typed text survives adoption");
    assert.match(
      (await page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first().textContent()) ??
        "",
      "copper pan",
      "the first suggestion is the typed text",
    );
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("a guest's Follow, Helpful and Report are links to sign in, and the footer's links are in the HTML: before adoption, with no script, they lead there", async () => {
  const session = await openSession();
  const { page, context } = session;
  try {
    // The bundle is never let through: the page as its HTML came.
    await openHeld(session, "/reviews/stores/copper-bazaar");
    const card = page.locator("article[id^=review-]").first();
    const id = (await card.getAttribute("id")) ?? "";
    const back = (link: string | null) => new URL(link ?? "", "http://host").searchParams.get("return_to");
    assert.is(
      back(await card.getByRole("link", { name: /^Helpful \(\d+\)$/ }).getAttribute("href")),
      `/reviews/stores/copper-bazaar#${id}`,
    );
    assert.is(
      back(await card.getByRole("link", { name: "Report" }).getAttribute("href")),
      `/reviews/stores/copper-bazaar#${id}`,
    );
    // The footer's links too, in the HTML.
    const footer = page.getByRole("contentinfo");
    assert.is(await footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href"), "/terms");
    assert.is(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href"), "/privacy");
    await page
      .getByRole("link", { name: /^Follow / })
      .first()
      .click();
    // The sign-in page comes (its own bundle still held back, so it is not waited to load).
    await page.waitForURL((url) => url.pathname === "/login", { waitUntil: "commit" });
    assert.is(new URL(page.url()).searchParams.get("return_to"), "/reviews/stores/copper-bazaar");
  } finally {
    await context.close();
  }
});

test("a reviewer's helpful vote and a profile tab, pressed before adoption, take effect in order once adopted", async () => {
  const session = await openSession({ as: "reviewer" });
  const { page, context, errors } = session;
  const { db } = await testHost();
  try {
    const productId = busyProduct(db, 0, 12);
    let release = await openHeld(session, productPath(db, productId));
    const helpful = helpfulButton(page).first();
    await helpful.waitFor();
    const count = await helpfulCount(helpful);
    await helpful.click();
    release();
    await page
      .getByRole("button", { name: `Helpful (${count + 1})`, pressed: true })
      .first()
      .waitFor();

    const slug = reviewerSlug(db);
    await page.unrouteAll();
    release = await openHeld(session, `/reviews/users/${slug}`);
    const tab = page.getByRole("tab", { selected: false }).first();
    const name = ((await tab.textContent()) ?? "").trim();
    assert.ok(name.length > 0);
    await tab.click();
    release();
    await page.getByRole("tab", { name, selected: true }).waitFor();
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("a reviewer's dispute form filled before adoption, an order and a type chosen, a file attached, words typed, keeps every choice once adopted and opens the dispute", async () => {
  const session = await openSession({ as: "reviewer" });
  const { page, context, errors } = session;
  const { db } = await testHost();
  try {
    const shop = db
      .prepare(
        `SELECT s.slug, s.name FROM shops s
         WHERE EXISTS (SELECT 1 FROM orders o WHERE o.reviewer_id = 1 AND o.shop_id = s.id)
           AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.reviewer_id = 1 AND d.shop_id = s.id)
         ORDER BY s.id DESC LIMIT 1`,
      )
      .get() as { slug: string; name: string };
    assert.ok(shop, "the seed has a store the reviewer ordered from");
    const release = await openHeld(session, `/reviews/stores/${encodeURIComponent(shop.slug)}/disputes/new`);
    const chosen = await fillDisputeBasics(page, "It never came: chosen and typed before the page answered.");
    await page
      .getByLabel("Files")
      .setInputFiles({ name: "early.png", mimeType: "image/png", buffer: PNG_1PX });
    release();
    await whenAdopted(page);
    await page.getByRole("list", { name: "Attached files" }).getByText("early.png").waitFor();
    assert.is(await page.getByLabel("Order").inputValue(), chosen, "the order chosen");
    assert.is(await page.getByLabel("Dispute type").inputValue(), "item_not_received");
    await page.getByRole("button", { name: "Open dispute" }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "disputes");
    const stored = db
      .prepare(
        "SELECT d.id FROM disputes d JOIN shops s ON s.id = d.shop_id WHERE d.reviewer_id = 1 AND s.slug = ?",
      )
      .pluck()
      .get(shop.slug);
    assert.ok(stored, "the host stored the dispute");
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("the questions under a product's reviews come in the HTML and are adopted as the reader nears them; 'Ask a question' pressed before their code is here opens the form once it is", async () => {
  const session = await openSession();
  const { page, context, errors } = session;
  const { db } = await testHost();
  try {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") fetched.push(request.url());
    });
    await page.goto(session.url(heaviestProductPath(db)));
    await whenAdopted(page);
    const ask = page.getByRole("button", { name: "Ask a question" });
    const isLive = () => isAdopted(ask);
    assert.is(await ask.count(), 1, "the questions are in the page's HTML");
    assert.is(await isLive(), false, "not adopted while far below the fold");
    const atIdle = fetched.length;
    assert.ok(atIdle >= 2);

    // Their code is held back once asked for: the press comes before it.
    const { asked, release } = await holdChunks(page);
    await ask.scrollIntoViewIfNeeded();
    await asked;
    await ask.click();
    assert.is(await page.getByRole("form", { name: "Ask a question" }).count(), 0, "nothing yet");
    release();
    await page
      .getByRole("form", { name: "Ask a question" })
      .getByRole("textbox", { name: "Your question" })
      .waitFor();
    assert.ok(await isLive());
    assert.ok(fetched.length > atIdle, "their code loaded as they came near");
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("on a phone, a product's reviews come in the HTML and are adopted as the reader nears them: not live once the page is, live when scrolled to, and 'Helpful' pressed as they come near counts once", async () => {
  const session = await openSession({ as: "reviewer", viewport: "mobile" });
  const { page, context, errors } = session;
  const { db } = await testHost();
  try {
    await page.goto(session.url(heaviestProductPath(db)));
    await whenAdopted(page);
    const helpful = helpfulButton(reviewCards(page).last());
    const isLive = () => isAdopted(helpful);
    assert.ok((await reviewCards(page).count()) > 1, "the reviews are in the page's HTML");
    assert.is(await isLive(), false, "not adopted while below the fold");
    assert.ok(
      await isAdopted(page.getByRole("combobox", { name: "Sort by" })),
      "the controls above them are",
    );
    const count = await helpfulCount(helpful);
    await helpful.click();
    await waitForHelpful(reviewCards(page).last(), count + 1, true);
    assert.ok(await isLive());
    assert.is(await helpfulCount(helpful), count + 1, "counted once");
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("a search within the questions sent before their code is here is sent once it is, without reloading the page", async () => {
  const session = await openSession();
  const { page, context, errors } = session;
  const { db } = await testHost();
  try {
    await page.goto(session.url(heaviestProductPath(db)));
    await whenAdopted(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const { asked, release } = await holdChunks(page);
    const search = page.getByRole("searchbox", { name: "Search questions" });
    await search.scrollIntoViewIfNeeded();
    await asked;
    await search.fill("battery");
    await search.press("Enter");
    assert.is(new URL(page.url()).searchParams.get("question_search"), null, "nothing yet");
    release();
    await page.waitForURL(
      (u) => u.searchParams.get("question_search") === "battery" && u.hash === "#questions",
    );
    assert.is(await search.inputValue(), "battery");
    assert.ok(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      "the page was not loaded again",
    );
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test.run();
