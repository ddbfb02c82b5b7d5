// The journeys that make the widget tell the host page each of its events (docs/events.md), on
// whichever host serves the widget: the reference host
// (browser/host-events) or a Rails shop (browser/rails-app). Each returns the events the page
// should have heard, in order, and what the reviewer wrote, which no detail may hold.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import type { Db } from "../../../fixtures/host/db/database";
import { SEEDED_ACCOUNTS } from "../../../fixtures/host/domain";
import { freshLineItem } from "../data/line-items";
import { REVIEWER_ID } from "../data/seeded-ids";
import { setTermsAcceptedAt } from "../data/seeded-queries";
import { questionsOf } from "../pages/questions-section";
import { productPath, reviewsShown } from "../pages/review-cards";
import { phonePhoto } from "../requests/phone-photo";
import {
  assertHeard,
  assertNothingPersonal,
  type Expected,
  heardEvents,
  shown,
  untilHeard,
} from "./host-events";

/** A page of the widget on a host: its address for a path of the widget, and the host's data. */
export interface OnHost {
  page: Page;
  url: (path: string) => string;
  db: Db;
}

/** What a journey told: the events in order, and the texts no detail may hold. */
export interface Told {
  expected: Expected[];
  written: string[];
}

/** The page heard what the journey told, each once with its detail, and nothing the reviewer wrote. */
export async function assertTold(page: Page, { expected, written }: Told): Promise<void> {
  const heard = await heardEvents(page);
  assertHeard(heard, expected);
  assertNothingPersonal(heard, written);
}

/** How many events named `name` (without `reviews:`) a journey has told so far. */
const toldSoFar = (expected: Expected[], name: string) =>
  expected.filter((event) => event.name === `reviews:${name}`).length;

/** Waits until the page has heard one more event named `name` than `expected` holds. */
const untilNext = (page: Page, expected: Expected[], name: string) =>
  untilHeard(page, name, toldSoFar(expected, name) + 1);

/** The seeded category whose products the journey sorts, with more than one product. */
const CATEGORY = "kitchen-appliances";

/** A product whose shop takes questions, with a few reviews by others and a plain title. */
function questionProduct(db: Db) {
  const id = db
    .prepare(
      `SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE s.enable_question_anwser = 1 AND p.reviews_count BETWEEN 3 AND 10
         AND p.title GLOB '[A-Za-z]*' AND p.title NOT GLOB '*[^A-Za-z ]*'
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.reviewer_id IN (1, 2))
       ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get() as number;
  return { id, path: productPath(db, id) };
}

/**
 * On a page of product results (`route`): Sort by newest, which tells a search in the new order
 * and the sort applied; then the second result opened, which tells its opening and the product
 * page shown. `categoryId`: the results are a category's.
 */
async function sortNewestThenOpenSecond(
  page: Page,
  expected: Expected[],
  { route, query, categoryId }: { route: string; query: string; categoryId?: number },
): Promise<void> {
  const sortedAnswer = page.waitForResponse((r) => {
    const asked = new URL(r.url());
    return (
      asked.pathname === "/reviews/search.json" &&
      asked.searchParams.get("sort_by") === "newest" &&
      (categoryId === undefined || asked.searchParams.get("category_id") === String(categoryId))
    );
  });
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("newest");
  const newest = (await (await sortedAnswer).json()).data;
  await page.waitForURL((u) => u.searchParams.get("sort_by") === "newest");
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  await untilNext(page, expected, "filter");
  expected.push(
    shown(page, route),
    { name: "reviews:search", detail: { query, results: newest.results_total_count, kind: "products" } },
    { name: "reviews:filter", detail: { changed: ["sort_by"] } },
  );
  const second = newest.search_results[1];
  await page.locator(".rv-result-grid > li").nth(1).getByRole("link").click();
  await page.waitForURL((u) => u.pathname === second.internal_path);
  await untilNext(page, expected, "page-shown");
  expected.push(
    { name: "reviews:result-opened", detail: { product_id: second.encoded_product_id, position: 2 } },
    shown(page, "product"),
  );
}

/**
 * A guest's journey, from home: a search, a sort, a result opened, a search of stores and a store
 * opened from it; a category's products (a search of products), sorted, one opened, then Back to
 * them and on to the search page of the same category and sort (no new search either way); a
 * question asked and sent to sign in first, then asked; a helpful vote, a follow and an unfollow;
 * prices in pounds, then the widget in German (the host must offer it). The reviewer's saved
 * language and currency are put back by `forgetChoices`.
 */
export async function shopperJourney({ page, url, db }: OnHost): Promise<Told> {
  const expected: Expected[] = [];
  const question = "Does the lid close tightly enough for travel?";
  await page.goto(url("/reviews"));
  await untilNext(page, expected, "page-shown");
  expected.push(shown(page, "home"));

  // A search typed in the header: its results, once.
  const searched = page.waitForResponse((r) => new URL(r.url()).pathname === "/reviews/search.json");
  await page.getByRole("combobox", { name: "Search for product" }).fill("kettle");
  await page.keyboard.press("Enter");
  const results = (await (await searched).json()).data;
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  await untilNext(page, expected, "search");
  expected.push(shown(page, "PageSearch"), {
    name: "reviews:search",
    detail: { query: "kettle", results: results.results_total_count, kind: "products" },
  });

  // A sort, and the second result opened.
  await sortNewestThenOpenSecond(page, expected, { route: "PageSearch", query: "kettle" });

  // A search of stores: its results, once; the first store opened from them.
  const shopName = db.prepare("SELECT name FROM shops ORDER BY id LIMIT 1").pluck().get() as string;
  const word = shopName.split(" ")[0] as string;
  const storeSearch = `/reviews/store_search?q=${encodeURIComponent(word)}`;
  const stores = (await (await page.request.get(url(storeSearch.replace("?", ".json?")))).json()).data;
  assert.ok(stores.shop_results.length > 0, `stores found for “${word}”`);
  await page.goto(url(storeSearch));
  await untilNext(page, expected, "search");
  expected.push(shown(page, "storeSearch"), {
    name: "reviews:search",
    detail: { query: word, results: stores.results_total_count, kind: "stores" },
  });
  const firstStore = stores.shop_results[0];
  await page.locator(".rv-shop-results > li").first().getByRole("link").click();
  await page.waitForURL((u) => u.pathname === firstStore.internal_path);
  await untilNext(page, expected, "page-shown");
  expected.push(
    { name: "reviews:result-opened", detail: { store_id: firstStore.encoded_shop_id, position: 1 } },
    shown(page, "shop"),
  );

  // A category's products: a search of products in the category, once its products show.
  const categoryPath = `/reviews/categories/${CATEGORY}`;
  const categoryId = (await (await page.request.get(url(`${categoryPath}.json`))).json()).category.id;
  const inCategory = `category_id=${categoryId}&category_search=true`;
  const listed = (await (await page.request.get(url(`/reviews/search.json?${inCategory}`))).json()).data;
  assert.ok(listed.search_results.length > 1, `products in ${CATEGORY}`);
  await page.goto(url(categoryPath));
  await untilNext(page, expected, "search");
  expected.push(shown(page, "categoryShow"), {
    name: "reviews:search",
    detail: { query: "", results: listed.results_total_count, kind: "products" },
  });
  // Its sort, and the second product opened from its list.
  await sortNewestThenOpenSecond(page, expected, { route: "categoryShow", query: "", categoryId });
  // Back to the category's products, then on to the search page of the same category and sort:
  // two screens shown, no new search.
  await page.goBack();
  await untilNext(page, expected, "page-shown");
  expected.push(shown(page, "categoryShow"));
  // Shown once, at the address the search page keeps once it has taken its `from` out.
  await page.getByRole("link", { name: "Filter these products" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews/search" && !u.searchParams.has("from"));
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  await untilNext(page, expected, "page-shown");
  expected.push(shown(page, "PageSearch"));

  // A guest's question: sent to sign in first, then asked.
  const product = questionProduct(db);
  const productId = (await (await page.request.get(url(`${product.path}?format=json`))).json()).product_data
    .encoded_id;
  await page.goto(url(product.path));
  await untilNext(page, expected, "page-shown");
  expected.push(shown(page, "product"));
  // The questions' buttons are pressed from the keyboard: this journey is about what the host page
  // hears, and a key press does not depend on nothing moving between a pointer's down and up. The
  // review cards above the questions, drawn as the reader nears them, can move them then: a full run
  // saw the pointer's down on 'Ask a question' and its up on the question below it, 14 ms later.
  const questions = await questionsOf(page);
  await questions.getByRole("button", { name: "Ask a question" }).press("Enter");
  await questions.getByRole("textbox", { name: "Your question" }).fill(question);
  await questions.getByRole("button", { name: "Send question" }).press("Enter");
  await page.waitForURL((u) => u.pathname === "/login");
  await untilNext(page, expected, "sign-in-asked");
  expected.push(shown(page, "login"), {
    name: "reviews:sign-in-asked",
    detail: { return_route: "product" },
  });
  await page.getByLabel("Email").fill(SEEDED_ACCOUNTS.reviewer.email);
  await page.getByLabel("Password").fill(SEEDED_ACCOUNTS.reviewer.password);
  await Promise.all([
    page.waitForURL((u) => u.pathname === product.path),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  await untilNext(page, expected, "page-shown");
  expected.push(shown(page, "product"));
  const asked = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/reviews/questions" && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Send question" }).press("Enter");
  const questionId = (await (await asked).json()).question.id;
  await untilHeard(page, "question-asked");
  expected.push({
    name: "reviews:question-asked",
    detail: { product_id: productId, question_id: questionId },
  });

  // A helpful vote on a review.
  await reviewsShown(page);
  const voted = page.waitForResponse((r) => r.url().endsWith("/helpful") && r.request().method() === "PUT");
  await page
    .locator("article.rv-review")
    .first()
    .getByRole("button", { name: /^Helpful \(\d+\)$/ })
    .click();
  const reviewId = decodeURIComponent(new URL((await voted).url()).pathname.split("/").at(-2) as string);
  await untilHeard(page, "helpful-vote");
  expected.push({ name: "reviews:helpful-vote", detail: { kind: "review", id: reviewId, helpful: true } });

  // The product followed, then unfollowed.
  const title = db.prepare("SELECT title FROM products WHERE id = ?").pluck().get(product.id) as string;
  await page.getByRole("button", { name: `Follow ${title}`, exact: true }).click();
  await untilHeard(page, "follow");
  await page.getByRole("button", { name: `Following ${title}`, exact: true }).click();
  await untilHeard(page, "unfollow");
  expected.push(
    { name: "reviews:follow", detail: { kind: "Product", id: productId } },
    { name: "reviews:unfollow", detail: { kind: "Product", id: productId } },
  );

  // Prices in pounds, then the widget in German.
  await page.getByRole("button", { name: "Main menu" }).click();
  const trigger = page.getByRole("button", { name: /Show prices in/ });
  // The currency the prices were in: this device's choice ("*" is each store's own).
  const before = await page.evaluate(
    () => JSON.parse(localStorage.getItem("reviews.currency") ?? "{}").value as string | undefined,
  );
  assert.ok(before && before !== "GBP", `the currency shown before: ${before}`);
  await trigger.click();
  const picker = page.getByRole("combobox", { name: "Search Show prices in" });
  await picker.pressSequentially("British");
  await page.getByRole("option", { name: "GBP · British Pound" }).waitFor();
  await picker.press("Enter");
  await untilHeard(page, "currency-changed");
  expected.push({ name: "reviews:currency-changed", detail: { currency: "GBP", previous: before } });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Main menu" }).click();
  await page.getByRole("button", { name: /^Language/ }).click();
  await page.getByRole("option", { name: "Deutsch" }).click();
  await untilHeard(page, "language-changed");
  await page.locator('#search-navbar > .rv-root[lang="de"]').waitFor();
  expected.push({ name: "reviews:language-changed", detail: { language: "de", previous: "en" } });

  return { expected, written: [question] };
}

/** The reviewer's language and currency, saved by the shopper's journey, put back. */
export function forgetChoices(db: Db): void {
  db.prepare("UPDATE reviewers SET rs_locale = NULL, rs_currency = NULL WHERE id = ?").run(REVIEWER_ID);
}

/**
 * The signed-in reviewer writes a review of a fresh order: the form started, a photo added, a
 * submit the host refuses (which tells nothing), then the one it accepts.
 */
export async function reviewJourney({ page, url, db }: OnHost): Promise<Told> {
  setTermsAcceptedAt(db, new Date().toISOString());
  const item = freshLineItem(db, 0);
  const title = "Sturdy and quiet kettle";
  const text = "It boils a full litre in under four minutes and the handle stays cool throughout.";
  const path = `/reviews/write-review/new?line_item_public_id=${item.publicId}`;
  const form = await (await page.request.get(url(`${path}&format=json`))).json();
  const productId = form.product.encoded_product_id;
  await page.goto(url(path));
  await page.getByRole("radiogroup", { name: "Rating" }).waitFor();
  await untilHeard(page, "review-started");
  const expected: Expected[] = [
    shown(page, "new"),
    { name: "reviews:review-started", detail: { product_id: productId } },
  ];

  await page.getByLabel("Add photos").setInputFiles({
    name: "kettle.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto({ width: 800, height: 600 }),
  });
  await untilHeard(page, "photo-added");
  expected.push({ name: "reviews:photo-added", detail: { photos: 1 } });

  // A refused submit tells nothing; the one the host accepts, once.
  await page.route("**/reviews/profile/reviews", (route) => route.fulfill({ status: 500, body: "{}" }), {
    times: 1,
  });
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Review" }).fill(text);
  await page.getByRole("button", { name: "Submit review" }).click();
  await page.getByRole("alert").first().waitFor();
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/reviews/profile/reviews" && r.status() === 201,
  );
  await page.getByRole("button", { name: "Submit review" }).click();
  const reviewId = (await (await created).json()).review.public_id;
  await page.getByRole("heading", { name: "Thank you for your review" }).waitFor();
  await untilHeard(page, "review-submitted");
  expected.push({
    name: "reviews:review-submitted",
    detail: { product_id: productId, review_id: reviewId, rating: 4, photos: 1 },
  });

  return { expected, written: [title, text, "kettle.jpg"] };
}
