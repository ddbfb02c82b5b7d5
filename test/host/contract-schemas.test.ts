// The contract's JSON schemas (src/api/contract) against the seeded host's real answers. Each
// answer fits its schema, and the schema names every property the answer has: a response schema's
// serializer (fast-json-stringify) leaves out what it does not name, so a schema missing a field
// would take it from the bundle. Each answer also comes out of the host's writer for its schema
// whole (http/answer-writer.ts), and every schema of an answer of the contract meets a real value at least once (an empty list would
// leave its items' schema unchecked).
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import Fastify from "fastify";
import type { TSchema } from "typebox";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { installSchemaCompilers } from "../../fixtures/host/http/schema-compilers";
import * as category from "../../src/api/contract/category";
import * as common from "../../src/api/contract/common";
import * as dispute from "../../src/api/contract/dispute";
import * as home from "../../src/api/contract/home";
import * as order from "../../src/api/contract/order";
import * as pageData from "../../src/api/contract/page-data";
import * as profile from "../../src/api/contract/profile";
import * as questions from "../../src/api/contract/questions";
import * as report from "../../src/api/contract/report";
import * as review from "../../src/api/contract/review";
import * as reviewer from "../../src/api/contract/reviewer";
import { CONTRACT_ROUTES } from "../../src/api/contract/routes";
import * as search from "../../src/api/contract/search";
import * as shop from "../../src/api/contract/shop";
import * as social from "../../src/api/contract/social";
import * as writeReview from "../../src/api/contract/write-review";
import { closed, type Schema } from "../../src/check-host/closed-schema";
import { disputeFields } from "../support/journeys/dispute-form";
import { appMeta, type HostSession, hostSession } from "../support/requests/http-client";
import { type FormFile, multipartForm } from "../support/requests/multipart-form";
import { PNG_1PX } from "../support/requests/review-upload";

const test = suite("contract schemas");

const CONTRACT = {
  category,
  common,
  dispute,
  home,
  order,
  pageData,
  profile,
  questions,
  report,
  review,
  reviewer,
  search,
  shop,
  social,
  writeReview,
};
const { PageDataByRoute } = pageData;

const isObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const ajv = addFormats(new Ajv({ allErrors: true }));
const validators = new WeakMap<object, ValidateFunction>();

/** The closed copy of `schema`, compiled once. */
function strictly(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(closed(JSON.parse(JSON.stringify(schema)) as Schema));
    validators.set(schema, validate);
  }
  return validate;
}

/** Every schema a value of an answer met: the branches of a union it fits, its properties, its items. */
const met = new Set<unknown>();

function meet(schema: Schema, value: unknown): void {
  met.add(schema);
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf as Schema[]) meet(part, value);
  if (Array.isArray(schema.anyOf))
    for (const branch of schema.anyOf as Schema[]) if (strictly(branch)(value)) meet(branch, value);
  if (Array.isArray(value) && isObject(schema.items)) for (const item of value) meet(schema.items, item);
  if (isObject(value)) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const patterns = Object.values((schema.patternProperties ?? {}) as Record<string, Schema>);
    for (const [key, item] of Object.entries(value)) {
      const named = properties[key];
      if (named) meet(named, item);
      for (const pattern of patterns) meet(pattern, item);
    }
  }
}

/** What the host's Fastify sends for `answer` from a route with `schema` as its response schema. */
async function sentThrough(schema: TSchema, answer: unknown): Promise<unknown> {
  const app = Fastify();
  installSchemaCompilers(app);
  app.get("/", { schema: { response: { 200: schema } } }, () => answer);
  try {
    const response = await app.inject("/");
    assert.is(response.statusCode, 200, response.body);
    return response.json();
  } finally {
    await app.close();
  }
}

/**
 * `answer` fits `schema`, which names every property it has, and comes out of the host's writer
 * for that schema as it went in.
 */
async function fits(what: string, schema: TSchema, answer: unknown): Promise<void> {
  const validate = strictly(schema);
  if (!validate(answer)) {
    const errors = (validate.errors ?? []).map(
      (e) =>
        `${e.instancePath || "/"} ${e.message}${"additionalProperty" in e.params ? `: ${e.params.additionalProperty}` : ""}`,
    );
    assert.unreachable(
      `${what} does not fit its schema:\n  ${[...new Set(errors)].slice(0, 10).join("\n  ")}`,
    );
  }
  meet(schema as unknown as Schema, answer);
  assert.equal(await sentThrough(schema, answer), answer, `${what} comes out of the writer whole`);
}

type Answer = Record<string, unknown>;

/** A JSON answer of the host, after checking it was a success. */
async function answer(
  session: HostSession,
  url: string,
  method: "GET" | "POST" | "PUT" = "GET",
  body?: unknown,
) {
  const response = await session.request(method, url, body);
  assert.ok(
    response.statusCode < 300,
    `${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`,
  );
  return response.json() as Answer;
}

/** A form sent as a browser sends it (multipart/form-data), with the session's CSRF token. */
async function sendForm(
  session: HostSession,
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, string | string[]>,
  files: FormFile[] = [],
) {
  const response = await session.visitor.sendForm(url, multipartForm(fields, files), { method });
  assert.ok(
    response.statusCode < 300,
    `${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`,
  );
  return response.json() as Answer;
}

/** A PNG sent in the form's field `field`. */
const png = (field: string, name: string): FormFile => ({ field, name, data: PNG_1PX, type: "image/png" });

const nonEmpty = (list: unknown, what: string) =>
  assert.ok(Array.isArray(list) && list.length > 0, `${what} has items`);

/** What the tests read from the seeded marketplace: a busy store and product, the reviewer's own things. */
async function seeded() {
  const guest = await hostSession();
  const { db } = guest.host;
  const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
  const store = one<{
    id: number;
    slug: string;
    domain: string;
    platform: string;
    public_token: string;
    encoded_id: string;
  }>(
    `SELECT * FROM shops WHERE enable_question_anwser = 1 AND show_cards_carousel = 1 AND has_logo = 1
       AND response_time_number IS NOT NULL ORDER BY reviews_count DESC, id LIMIT 1`,
  );
  const product = one<{ id: number; handle: string; external_id: string; encoded_id: string }>(
    `SELECT p.* FROM products p WHERE p.shop_id = ?
       AND EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.has_media = 1 AND r.published = 1)
       AND EXISTS (SELECT 1 FROM questions q JOIN answers a ON a.question_id = q.id WHERE q.product_id = p.id)
     ORDER BY p.reviews_count DESC, p.id LIMIT 1`,
    store.id,
  );
  const owner = `platform=${store.platform}&shop_domain=${store.domain}&api_token=${store.public_token}`;
  const storePath = `/reviews/stores/${encodeURIComponent(store.slug)}`;
  const productPath = `${storePath}/products/${encodeURIComponent(product.handle)}`;
  return { guest, db, one, store, product, owner, storePath, productPath };
}

test("me.json, shipping countries and the how-it-works, metrics and carousel answers", async () => {
  const { guest } = await seeded();
  const guestMe = await answer(guest, "/reviews/me.json");
  assert.is(guestMe.reviewer, null);
  await fits("me.json as a guest", reviewer.MeResponse, guestMe);
  const signedIn = await hostSession("reviewer");
  const me = await answer(signedIn, "/reviews/me.json?exchange_rates=true");
  assert.ok(me.reviewer && me.exchange_rates, "a reviewer, and the rates asked for");
  await fits("me.json as a reviewer, with the rates", reviewer.MeResponse, me);

  const countries = await answer(guest, "/shipping_countries.json");
  nonEmpty(countries.shipping_countries, "shipping countries");
  await fits("shipping_countries.json", reviewer.ShippingCountriesResponse, countries);

  await fits("how-it-works.json", home.HowItWorks, await answer(guest, "/reviews/how-it-works.json"));
  await fits("reviews.json", home.HomeMetrics, await answer(guest, "/reviews.json"));

  const carousels: Record<string, unknown> = {};
  for (const [kind, list] of [
    ["product", "products"],
    ["category", "categories"],
    ["collection", "collections"],
    ["featured_review", "featured_reviews"],
  ] as const) {
    const carousel = await answer(guest, `/reviews/carousels.json?q=${kind}`);
    nonEmpty(carousel[list], `the ${kind} carousel`);
    carousels[kind] = carousel;
  }
  await fits("carousels.json, one answer per kind", home.CarouselResponses, carousels);

  const medals = await answer(guest, "/reviews/medals?format=json");
  nonEmpty(
    (medals.examples as { products: unknown[] }[]).flatMap((e) => e.products),
    "medal holders",
  );
  await fits("the medals page", PageDataByRoute.medals, medals);
});

test("categories: all, categories.json, a category's json and their pages", async () => {
  const { guest, one } = await seeded();
  const all = await answer(guest, "/reviews/all_categories");
  nonEmpty(all, "all categories");
  await fits("all_categories", category.AllCategoriesResponse, all);
  await fits("categories.json", category.CategoriesResponse, await answer(guest, "/reviews/categories.json"));
  const middle = one<{ handle: string }>(
    "SELECT handle FROM categories WHERE level = 2 AND has_image = 1 ORDER BY id LIMIT 1",
  );
  const family = await answer(guest, `/reviews/categories/${middle.handle}.json`);
  nonEmpty(family.children, "a second-level category's children");
  nonEmpty(family.upper_level_categories, "its breadcrumbs");
  await fits("a category's json", category.CategoryPageResponse, family);
  await fits(
    "the category index",
    PageDataByRoute.categoryIndex,
    await answer(guest, "/reviews/categories?format=json"),
  );
  await fits(
    "a category page",
    PageDataByRoute.categoryShow,
    await answer(guest, `/reviews/categories/${middle.handle}?format=json`),
  );
});

test("search, store search and suggestions, with results and without", async () => {
  const { guest, one } = await seeded();
  const top = one<{ id: number }>("SELECT id FROM categories WHERE level = 1 ORDER BY id LIMIT 1");
  const found = await answer(guest, `/reviews/search.json?q=kettle&category_id=${top.id}&min_transparency=0`);
  nonEmpty((found.data as { search_results: unknown[] }).search_results, "search results");
  await fits("search.json", search.SearchResponse, found);

  // An empty page in one store: the ways out, and the same search in all stores.
  const elsewhere = one<{ domain: string; platform: string }>(
    `SELECT s.domain, s.platform FROM shops s WHERE NOT EXISTS (SELECT 1 FROM products p
       JOIN products_fts f ON f.rowid = p.id WHERE p.shop_id = s.id AND products_fts MATCH 'title : "kettle"*')
     ORDER BY s.id LIMIT 1`,
  );
  const empty = await answer(
    guest,
    `/reviews/search.json?q=kettle&min_transparency=0&min_rating=3.5&shop_domain=${elsewhere.domain}&search_in_shop=true&platform=${elsewhere.platform}`,
  );
  const emptyPage = empty.data as { results_total_count: number; relaxations?: unknown[] };
  assert.is(emptyPage.results_total_count, 0);
  nonEmpty(emptyPage.relaxations, "an empty page's ways out");
  await fits("an empty search.json in one store", search.SearchResponse, empty);

  const stores = await answer(guest, "/reviews/store_search.json?min_transparency=0");
  nonEmpty((stores.data as { shop_results: unknown[] }).shop_results, "store results");
  await fits("store_search.json", search.StoreSearchResponse, stores);
  const noStores = await answer(
    guest,
    "/reviews/store_search.json?q=lucky&min_rating=4.5&min_transparency=95",
  );
  nonEmpty((noStores.data as { relaxations?: unknown[] }).relaxations, "an empty store page's ways out");
  await fits("an empty store_search.json", search.StoreSearchResponse, noStores);

  const suggestions = await answer(guest, "/reviews/instant_search?q=ket");
  nonEmpty(suggestions.suggestions, "suggestions");
  await fits("instant_search", search.InstantSearchResponse, suggestions);
});

test("a store's and a product's pages, widgets, a grid's ratings, questions and media", async () => {
  const { guest, store, product, owner, storePath, productPath } = await seeded();
  const shopPage = await answer(guest, `${storePath}?format=json`);
  nonEmpty(shopPage.featured_cards, "the store's featured cards");
  await fits("a store page", PageDataByRoute.shop, shopPage);
  const productPage = await answer(guest, `${productPath}?format=json`);
  nonEmpty((productPage.meta_data as { structured_data?: unknown[] }).structured_data, "structured data");
  await fits("a product page", PageDataByRoute.product, productPage);

  const widget = await answer(
    guest,
    `/api/v1/widgets/product_review?${owner}&external_id=${product.external_id}`,
  );
  nonEmpty(widget.reviews, "the product widget's reviews");
  await fits("the product review widget", review.WidgetData, widget);
  const withVideos = await answer(
    guest,
    `/api/v1/widgets/product_review?${owner}&external_id=${product.external_id}&with_media=true&per_page=50`,
  );
  await fits("the product widget's reviews with media", review.WidgetData, withVideos);
  const storeWidget = await answer(guest, `/api/v1/widgets/all_reviews_page?${owner}`);
  nonEmpty(storeWidget.reviews, "the store widget's reviews");
  await fits("the store's reviews widget", review.WidgetData, storeWidget);

  const productQuestions = await answer(
    guest,
    `/api/questions/questions_for_widget?${owner}&product_id=${product.external_id}&per_page=20`,
  );
  nonEmpty(productQuestions.questions, "the product's questions");
  await fits("a product's questions", questions.QuestionsResponse, productQuestions);
  const storeQuestions = await answer(guest, `/api/questions/questions_for_widget?${owner}`);
  nonEmpty(storeQuestions.questions, "the store's questions");
  await fits("a store's questions, each naming its product", questions.QuestionsResponse, storeQuestions);

  const ratings = await answer(
    guest,
    `/api/v1/widgets/product_ratings?${owner}&external_ids=${product.external_id},no-such-product`,
  );
  nonEmpty(ratings.products, "the grid's ratings");
  nonEmpty(ratings.unknown_ids, "the ids the store lacks");
  await fits("a grid's ratings", review.ProductRatings, ratings);

  const media = await answer(guest, `/products/${product.encoded_id}/reviews_with_media`);
  nonEmpty(media.items, "the product's media");
  await fits("a product's media", review.MediaPage, media);
  await fits(
    "a store's media",
    review.MediaPage,
    await answer(guest, `/shops/${store.encoded_id}/reviews_with_media`),
  );
});

test("profiles: public and private, each tab, the edit page and another reviewer's", async () => {
  const { guest, one } = await seeded();
  const me = one<{ slug: string }>("SELECT slug FROM reviewers WHERE id = 1");
  const other = one<{ slug: string }>(
    "SELECT slug FROM reviewers WHERE id > 2 AND has_avatar = 1 AND reviews_count > 0 ORDER BY id LIMIT 1",
  );
  const publicProfile = await answer(guest, `/reviews/profile/${me.slug}?format=json`);
  nonEmpty(publicProfile.reviews, "the public profile's reviews");
  await fits("a public profile", PageDataByRoute.publicProfile, publicProfile);
  await fits(
    "another reviewer's public profile",
    PageDataByRoute.publicProfile,
    await answer(guest, `/reviews/profile/${other.slug}?format=json`),
  );

  const owner = await hostSession("reviewer");
  for (const [tab, list] of [
    ["reviews", "reviews"],
    ["rewards", "rewards"],
    ["orders", "orders"],
    ["disputes", "disputes"],
    ["questions", "asked_questions"],
    ["questions", "given_answers"],
  ] as const) {
    const own = await answer(owner, `/reviews/users/${me.slug}?format=json&tab=${tab}`);
    nonEmpty(own[list], `the private profile's ${tab}`);
    await fits(`the private profile's ${tab} tab`, PageDataByRoute.privateProfile, own);
  }
  const someoneElse = await answer(owner, `/reviews/users/${other.slug}?format=json`);
  assert.is(someoneElse.tab, undefined, "someone else's private address shows their public profile");
  await fits("someone else's private profile address", PageDataByRoute.privateProfile, someoneElse);
  await fits(
    "the edit profile page",
    PageDataByRoute.profileEdit,
    await answer(owner, "/reviews/profile/edit?format=json"),
  );
});

test("the feed, people, following and follows", async () => {
  const { guest } = await seeded();
  const everyone = await answer(guest, "/reviews/feed_events.json");
  nonEmpty(everyone.feed_events, "a guest's feed");
  await fits("a guest's feed_events.json", social.FeedResponse, everyone);
  const owner = await hostSession("reviewer");
  const own = await answer(owner, "/reviews/feed_events.json");
  nonEmpty(own.feed_events, "a reviewer's feed");
  nonEmpty(own.current_reviewer_unreviewed_products, "the reviewer's orders waiting for a review");
  await fits("a reviewer's feed_events.json", social.FeedResponse, own);

  const people = await answer(guest, "/reviews/people.json");
  nonEmpty(people.reviewers, "people");
  await fits("people.json", social.PeopleResponse, people);
  const following = await answer(owner, "/reviews/following.json");
  for (const list of ["shops", "products", "reviewers"]) nonEmpty(following[list], `followed ${list}`);
  await fits("following.json", social.FollowingResponse, following);
  const followees = await answer(owner, "/reviews/profile/follows?by=Shop");
  nonEmpty(followees.existing_followee_ids, "the stores followed");
  await fits("profile/follows", social.FolloweesResponse, followees);
});

test("writing a review: the orders, the forms, the review written and edited, own actions, votes", async () => {
  const { one } = await seeded();
  const owner = await hostSession("reviewer");
  assert.is(
    (await owner.request("POST", "/reviews/profile/accept_tos", { reviewer_name: "Jamie R." })).statusCode,
    204,
  );
  const orders = await answer(owner, "/reviews/write-review?format=json&resource=orders");
  nonEmpty(orders.line_items, "the orders to review");
  await fits("the orders to review", profile.OrdersToReviewResponse, orders);
  await fits("the orders to review as page data", PageDataByRoute.writeReview, orders);
  await fits(
    "the write-review page without its orders",
    PageDataByRoute.writeReview,
    await answer(owner, "/reviews/write-review?format=json"),
  );

  const item = one<{ public_id: string }>(
    `SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id JOIN shops s ON s.id = o.shop_id
     WHERE o.reviewer_id = 1 AND li.review_id IS NULL AND li.product_reviewable = 1 AND li.product_in_store = 1
       AND s.disable_web_reviews = 0 ORDER BY li.id LIMIT 1`,
  );
  const form = await answer(
    owner,
    `/reviews/write-review/new?format=json&line_item_public_id=${item.public_id}`,
  );
  await fits("the new-review form", profile.NewReviewFormResponse, form);
  await fits("the new-review form as page data", PageDataByRoute.new, form);

  const text = "Sturdy, well packed and exactly as described in the listing.";
  const created = await sendForm(
    owner,
    "POST",
    "/reviews/profile/reviews",
    { line_item_public_id: item.public_id, rating: "4", title: "Does the job", body: text },
    [png("photos[]", "photo.png")],
  );
  await fits("a review written", writeReview.CreatedReviewResponse, created);
  const written = created.review as { public_id: string; pictures_urls: { compact: string }[] };
  const own = `/reviews/profile/reviews/${written.public_id}`;
  const editForm = await answer(
    owner,
    `/reviews/write-review/new?format=json&review_public_id=${written.public_id}`,
  );
  await fits("the edit-review form", profile.EditReviewFormResponse, editForm);
  await fits("the edit-review form as page data", PageDataByRoute.new, editForm);
  const edited = await sendForm(owner, "PUT", own, {
    rating: "5",
    title: "Does the job well",
    body: text,
    "keep_pictures[]": written.pictures_urls.map((p) => p.compact),
  });
  await fits("a review edited", writeReview.EditedReviewResponse, edited);
  const uploaded = await sendForm(owner, "POST", "/reviews/profile/review-photos", {}, [
    png("photo", "later.png"),
  ]);
  await fits("a photo uploaded", writeReview.PhotoUploadResponse, uploaded);
  await fits(
    "an uploaded photo's state",
    writeReview.PhotoUploadResponse,
    await answer(owner, `/reviews/profile/review-photos/${uploaded.id}`),
  );
  await fits(
    "a review unpublished",
    profile.ReviewActionResponse,
    await answer(owner, `${own}/unpublish`, "PUT"),
  );

  const othersReview = one<{ public_id: string }>(
    "SELECT public_id FROM reviews WHERE reviewer_id <> 1 AND published = 1 AND deleted = 0 ORDER BY id LIMIT 1",
  );
  const vote = await answer(owner, `/reviews/${othersReview.public_id}/helpful`, "PUT");
  await fits("a helpful vote", review.HelpfulVote, vote);
});

test("disputes: the forms, one opened with a file, a message, the pages and a decision", async () => {
  const { one } = await seeded();
  const order = one<{ public_id: string; shop_slug: string; handle: string; shop: string }>(
    `SELECT li.public_id, s.slug shop_slug, p.handle, s.encoded_id shop FROM line_items li
     JOIN orders o ON o.id = li.order_id JOIN shops s ON s.id = o.shop_id JOIN products p ON p.id = li.product_id
     WHERE o.reviewer_id = 1 AND NOT EXISTS (
       SELECT 1 FROM disputes d WHERE d.line_item_id = li.id AND d.status IN ('open', 'in_review'))
     ORDER BY li.id LIMIT 1`,
  );
  const owner = await hostSession("reviewer");
  const storePath = `/reviews/stores/${encodeURIComponent(order.shop_slug)}`;
  const storeForm = await answer(owner, `${storePath}/disputes/new?format=json&redesign=`);
  nonEmpty(storeForm.orders, "the orders a dispute may be about");
  await fits("the store dispute form", dispute.DisputeFormData, storeForm);
  await fits("the store dispute form as page data", PageDataByRoute.shopDisputeNew, storeForm);
  const productForm = await answer(
    owner,
    `${storePath}/products/${encodeURIComponent(order.handle)}/disputes/new?format=json&redesign=`,
  );
  await fits("the product dispute form", dispute.DisputeFormData, productForm);
  await fits("the product dispute form as page data", PageDataByRoute.productDisputeNew, productForm);

  const opened = await sendForm(
    owner,
    "POST",
    "/reviews/profile/disputes",
    disputeFields(order, { desired_outcome_description: "The full price back." }),
    [png("dispute[files][]", "photo.png")],
  );
  await fits("a dispute opened", dispute.CreateDisputeResponse, opened);
  const id = (opened.dispute as { id: string }).id;
  const sentAhead = await sendForm(owner, "POST", "/reviews/profile/dispute-files", {}, [
    png("file", "box.png"),
  ]);
  await fits("a dispute file sent ahead", dispute.DisputeFileUploadResponse, sentAhead);
  const messaged = await sendForm(
    owner,
    "POST",
    `/reviews/profile/disputes/${id}/messages`,
    { "message[body]": "Here is the label.", "message[file_ids][]": [String(sentAhead.id)] },
    [png("message[files][]", "label.png")],
  );
  await fits("a dispute after a message", dispute.DisputeMessageResponse, messaged);
  await fits(
    "the owner's dispute page",
    PageDataByRoute.profileDispute,
    await answer(owner, `/reviews/profile/disputes/${id}?format=json`),
  );

  const arbitrator = await hostSession("arbitrator");
  const list = await answer(arbitrator, "/reviews/arbitrator?format=json");
  nonEmpty(list.disputes, "the arbitrator's disputes");
  await fits("the arbitrator's list", PageDataByRoute.arbitrator, list);
  const decided = await answer(arbitrator, `/reviews/arbitrator/${id}/decision`, "POST", {
    decision: { outcome: "in_favour_of_reviewer", note: "Refund the order." },
  });
  await fits("a dispute decided", dispute.DisputeDecisionResponse, decided);
  await fits(
    "the arbitrator's dispute page",
    PageDataByRoute.arbitratorDispute,
    await answer(arbitrator, `/reviews/arbitrator/${id}?format=json`),
  );
});

test("reports: a reader's report, the arbitrator's list and page, a decision", async () => {
  const { one } = await seeded();
  const target = one<{ public_id: string }>(
    `SELECT public_id FROM reviews WHERE reviewer_id NOT IN (1, 2) AND published = 1 AND deleted = 0
       AND hidden_at IS NULL AND id NOT IN (SELECT review_id FROM review_reports WHERE review_id IS NOT NULL) ORDER BY id LIMIT 1`,
  );
  const reader = await hostSession("reviewer");
  const reported = await answer(reader, `/reviews/${target.public_id}/reports`, "POST", {
    reason: "spam",
    note: "The same text is on every product.",
  });
  await fits("a report", report.ReportResponse, reported);

  const arbitrator = await hostSession("arbitrator");
  const list = await answer(arbitrator, "/reviews/arbitrator/reports?format=json");
  nonEmpty(list.reports, "reported reviews");
  await fits("the arbitrator's reports", report.ReportListResponse, list);
  await fits("the arbitrator's reports as page data", PageDataByRoute.arbitratorReports, list);
  const page = `/reviews/arbitrator/reports/${target.public_id}`;
  const reportPage = await answer(arbitrator, `${page}?format=json`);
  await fits("a reported review", report.ReportPageResponse, reportPage);
  await fits("a reported review as page data", PageDataByRoute.arbitratorReport, reportPage);
  const decided = await answer(arbitrator, `${page}/decision`, "POST", {
    decision: "hide",
    note: "Copied text.",
  });
  await fits("a report decided", report.ReportDecisionResponse, decided);
  await fits(
    "a hidden review's report",
    report.ReportPageResponse,
    await answer(arbitrator, `${page}?format=json`),
  );

  // Questions and answers are reported and decided the same way.
  const reportedItems = (list.reports as { id: string; kind: string }[]).filter((r) => r.kind !== "review");
  nonEmpty(reportedItems, "reported questions and answers");
  for (const kind of ["question", "answer"]) {
    const item = reportedItems.find((r) => r.kind === kind);
    assert.ok(item, `a reported ${kind}`);
    const itemPage = await answer(arbitrator, `/reviews/arbitrator/reports/${item.id}?format=json`);
    await fits(`a reported ${kind}`, PageDataByRoute.arbitratorReport, itemPage);
    await fits(`a reported ${kind}'s page`, report.ReportPageResponse, itemPage);
  }
  const question = one<{ encoded_id: string }>(
    `SELECT q.encoded_id FROM questions q JOIN products p ON p.id = q.product_id JOIN shops s ON s.id = p.shop_id
     WHERE s.enable_question_anwser = 1 AND q.reviewer_id > 2 AND q.hidden_at IS NULL
       AND q.id NOT IN (SELECT question_id FROM review_reports WHERE question_id IS NOT NULL) ORDER BY q.id LIMIT 1`,
  );
  await fits(
    "a question reported",
    report.ReportResponse,
    await answer(reader, `/reviews/questions/${question.encoded_id}/reports`, "POST", { reason: "spam" }),
  );
  await fits(
    "a question's reports decided",
    report.ReportDecisionResponse,
    await answer(arbitrator, `/reviews/arbitrator/reports/${question.encoded_id}/decision`, "POST", {
      decision: "keep",
      note: "",
    }),
  );
});

test("the #app_meta of host pages: metadata with structured data, a failed sign-in, a 404", async () => {
  const { guest, productPath } = await seeded();
  const product = appMeta((await guest.visitor.get(productPath)).body);
  nonEmpty(product.structured_data, "the product page's structured data");
  await fits("a product page's #app_meta", common.AppMeta, product);
  const failed = await guest.visitor.postLogin({ email: "reviewer@example.com", password: "not it" });
  assert.is(failed.statusCode, 401);
  const signIn = appMeta(failed.body);
  assert.ok(signIn.flash && signIn.form, "a failed sign-in keeps the form and says why");
  await fits("a failed sign-in's #app_meta", common.AppMeta, signIn);
  const missing = await guest.visitor.get("/reviews/stores/no-such-store");
  assert.is(missing.statusCode, 404);
  const notFound = appMeta(missing.body);
  assert.is(notFound.not_found, true);
  await fits("a 404 page's #app_meta", common.AppMeta, notFound);
});

test("questions: one asked, one answered, an answer marked helpful", async () => {
  const { one } = await seeded();
  const owner = await hostSession("reviewer");
  const bought = one<{ encoded_id: string }>(
    `SELECT p.encoded_id FROM products p JOIN shops s ON s.id = p.shop_id JOIN line_items li ON li.product_id = p.id
     JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id = 1 AND s.enable_question_anwser = 1 ORDER BY p.id LIMIT 1`,
  );
  const asked = await answer(owner, "/reviews/questions", "POST", {
    question: { product_id: bought.encoded_id, body: "Does it come with a case?" },
  });
  await fits("a question asked", questions.AskQuestionResponse, asked);
  const open = one<{ encoded_id: string }>(
    `SELECT q.encoded_id FROM questions q JOIN products p ON p.id = q.product_id JOIN shops s ON s.id = p.shop_id
     WHERE s.enable_question_anwser = 1 AND q.hidden_at IS NULL AND q.reviewer_id <> 1
       AND q.product_id IN (SELECT li.product_id FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id = 1)
       AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.reviewer_id = 1)
     ORDER BY q.id LIMIT 1`,
  );
  const answered = await answer(owner, `/reviews/questions/${open.encoded_id}/answers`, "POST", {
    answer: { body: "Mine came with one." },
  });
  nonEmpty((answered.question as { answers: unknown[] }).answers, "the answered question's answers");
  await fits("a question answered", questions.AnswerQuestionResponse, answered);
  const others = one<{ encoded_id: string }>(
    `SELECT a.encoded_id FROM answers a JOIN questions q ON q.id = a.question_id JOIN products p ON p.id = q.product_id
     JOIN shops s ON s.id = p.shop_id WHERE a.reviewer_id > 2 AND s.enable_question_anwser = 1 ORDER BY a.id LIMIT 1`,
  );
  const toAnswer = await answer(owner, "/reviews/profile/questions/to_answer");
  nonEmpty(toAnswer.questions, "the questions to answer");
  await fits("the questions to answer", questions.QuestionsToAnswerResponse, toAnswer);
  await fits(
    "a helpful vote on an answer",
    review.HelpfulVote,
    await answer(owner, `/reviews/answers/${others.encoded_id}/helpful`, "PUT"),
  );
});

/** Every schema inside `schema`, itself included. */
function inside(schema: unknown, found = new Set<unknown>()): Set<unknown> {
  if (typeof schema !== "object" || schema === null || found.has(schema)) return found;
  found.add(schema);
  for (const value of Object.values(schema)) {
    if (Array.isArray(value)) for (const item of value) inside(item, found);
    else inside(value, found);
  }
  return found;
}

/** What the contract's routes answer, and every schema inside it. */
const answered = new Set<unknown>();
for (const route of CONTRACT_ROUTES.values())
  for (const schema of Object.values(route.answers)) inside(schema, answered);

/**
 * Every schema of src/api/contract that is, or is part of, an answer of the contract's routes, by
 * file and name (each route's page data apart); what only a request carries is the host's
 * refusals' business (declared-parameters, fuzz-shapes).
 */
const everySchema = Object.entries(CONTRACT)
  .flatMap(([file, schemas]) =>
    Object.entries(schemas).flatMap(([name, schema]) =>
      name === "PageDataByRoute"
        ? Object.entries(schema).map(([route, data]) => [`${file}.${name}.${route}`, data] as const)
        : [[`${file}.${name}`, schema] as const],
    ),
  )
  .filter(([, schema]) => answered.has(schema));

/**
 * Met by a real value; or, for a shape only spread into others (Paged) or only used as a copy
 * (ExchangeRates, optional in me.json), each of its properties' schemas was.
 */
const wasMet = (schema: Schema): boolean => {
  if (met.has(schema)) return true;
  const parts = Object.values({ ...(schema.properties as object), ...(schema.patternProperties as object) });
  return parts.length > 0 && parts.every((part) => wasMet(part as Schema));
};

test("every schema of the contract met a real answer", () => {
  assert.ok(everySchema.length > 100, `${everySchema.length} schemas`);
  assert.equal(
    everySchema.filter(([, schema]) => !wasMet(schema as Schema)).map(([name]) => name),
    [],
  );
});

test.run();
