// The language of the reference host's pages and texts: which source wins (the widget's header,
// the address, the reviewer's saved language, the cookie, the browser's languages, English), what
// a page says about it (lang and dir, hreflang, app_meta, the catalogue's preload), the host's own
// texts in it (labels, response times and refusals of its answers too), and the reviewer's saved
// language (rs_locale).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { manifest } from "../../fixtures/host/http/page";
import {
  browserLanguage,
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_HEADER,
  OFFERED_LANGUAGES,
} from "../../fixtures/host/http/page-language";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { LOCALE_HEADER } from "../../src/api/client";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { ROUTES } from "../../src/lib/routes";
import { LANGUAGE_COOKIE as BUNDLE_LANGUAGE_COOKIE } from "../../src/state/choose-language";
import {
  categoryHandle,
  clearReviewerLocale,
  lineItemsNeverDisputed,
  productHandleOf,
  reportedReviewId,
  reviewerLocale,
  reviewerSlug,
  shopSlug,
} from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { DISPUTE_TYPE_LABELS, disputeFields, OUTCOME_LABELS_DE } from "../support/journeys/dispute-form";
import { appMeta, hostSession, Visitor } from "../support/requests/http-client";
import { multipartForm } from "../support/requests/multipart-form";
import { multipartReview, PNG_1PX } from "../support/requests/review-upload";

const test = suite("page language");

const htmlLang = (html: string) => /<html lang="([^"]*)" dir="([^"]*)">/.exec(html)?.slice(1) ?? [];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** A guest's page with these headers. */
async function page(url: string, headers: Record<string, string> = {}) {
  const { app } = await testHost();
  const response = await app.inject({ url, headers });
  assert.is(response.statusCode, 200, url);
  return { html: response.body, meta: appMeta(response.body) as { locale?: string; locales?: string[] } };
}

test("each source beats the next: address, profile, cookie, Accept-Language, English", () => {
  const all = { address: "fr", profile: "nl", cookie: "de", browser: "es" };
  assert.equal(chooseLanguage(all), { locale: "fr", source: "address" });
  assert.equal(chooseLanguage({ ...all, address: undefined }), { locale: "nl", source: "profile" });
  assert.equal(chooseLanguage({ ...all, address: undefined, profile: null }), {
    locale: "de",
    source: "cookie",
  });
  assert.equal(chooseLanguage({ browser: "es" }), { locale: "es", source: "browser" });
  assert.equal(chooseLanguage({}), { locale: "en", source: "default" });
  // A source that names no language of the host is passed over, never an error.
  assert.equal(
    chooseLanguage({ address: "xx", profile: "klingon", cookie: "%%", browser: "es" }).locale,
    "es",
  );
  assert.equal(chooseLanguage({ address: ["de", "fr"], cookie: "it" }).locale, "it");
  assert.equal(chooseLanguage({ address: "de-AT" }).locale, "de");
  assert.equal(chooseLanguage({ address: "ar-EG" }).locale, "ar");
  // The pseudo-locale is served when asked for, never saved on a profile.
  assert.equal(chooseLanguage({ address: "en-XA" }).locale, "en-XA");
  assert.equal(chooseLanguage({ profile: "en-XA", cookie: "it" }).locale, "it");
});

test("Accept-Language: the best offered match by q-value, then by order", () => {
  assert.is(browserLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5"), "fr");
  assert.is(browserLanguage("sv, es;q=0.5, it;q=0.9"), "it");
  assert.is(browserLanguage("de-AT"), "de");
  assert.is(browserLanguage("nl;q=0.2,ar;q=0.2"), "nl");
  assert.is(browserLanguage("ar;q=0, nl;q=0.1"), "nl");
  assert.is(browserLanguage("es;q=1.5, it;q=0.3"), "it", "a malformed q-value rules its range out");
  assert.is(browserLanguage("sv, ja"), null);
  assert.is(browserLanguage("en;q=0, *"), "de", "'*' is the first language not ruled out");
  assert.is(browserLanguage(""), null);
  assert.is(browserLanguage(undefined), null);
});

test("the cookie is the one the bundle sets; the offered languages are the widget's", () => {
  assert.is(LANGUAGE_COOKIE, BUNDLE_LANGUAGE_COOKIE);
  assert.equal(OFFERED_LANGUAGES, [...LANGUAGES]);
});

test("a page goes by the address, then the cookie, then Accept-Language, else English", async () => {
  const cookie = `${LANGUAGE_COOKIE}=de`;
  const browser = "es-MX,es;q=0.9,en;q=0.5";
  assert.equal(
    htmlLang((await page("/reviews/trust?locale=fr", { cookie, "accept-language": browser })).html),
    ["fr", "ltr"],
  );
  assert.is((await page("/reviews/trust", { cookie, "accept-language": browser })).meta.locale, "de");
  assert.is((await page("/reviews/trust", { "accept-language": browser })).meta.locale, "es");
  assert.is((await page("/reviews/trust")).meta.locale, "en");
  assert.is((await page("/reviews/trust", { "accept-language": "sv, ja;q=0.5" })).meta.locale, "en");
});

test("<html lang dir>, hreflang links and app_meta's locale and locales", async () => {
  const arabic = await page("/reviews/trust?locale=ar");
  assert.equal(htmlLang(arabic.html), ["ar", "rtl"]);
  assert.equal(htmlLang((await page("/reviews/trust")).html), ["en", "ltr"]);
  assert.is(arabic.meta.locale, "ar");
  assert.equal(arabic.meta.locales, ["en", "de", "fr", "es", "it", "nl", "ar"]);
  const links = [...arabic.html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    (m) => [m[1], m[2]],
  );
  const base = (appMeta((await page("/reviews/trust")).html) as { canonical: string }).canonical;
  assert.ok(base.endsWith("/reviews/trust"), base);
  assert.equal(links, [
    ...["en", "de", "fr", "es", "it", "nl", "ar"].map((code) => [code, `${base}?locale=${code}`]),
    ["x-default", base],
  ]);
  // A page whose address names its language is that language's canonical address.
  assert.match(arabic.html, `<link rel="canonical" href="${base}?locale=ar">`);
  assert.match(
    (await page("/reviews/trust", { cookie: `${LANGUAGE_COOKIE}=ar` })).html,
    `<link rel="canonical" href="${base}">`,
  );
});

test("the pseudo-locale is served when asked for, and offered nowhere", async () => {
  const pseudo = await page("/reviews/trust?locale=en-XA");
  assert.equal(htmlLang(pseudo.html), ["en-XA", "ltr"]);
  assert.is(pseudo.meta.locale, "en-XA");
  assert.not.ok(pseudo.meta.locales?.includes("en-XA"));
  assert.not.match(pseudo.html, 'hreflang="en-XA"');
  assert.match(title(pseudo.html) ?? "", "[Ţŕúšţ");
});

test("the page's catalogue is preloaded beside the entry; an English page preloads none", async () => {
  const locales = manifest().locales ?? {};
  assert.ok(locales.de, "dist/manifest.json names the catalogues (node build.mjs)");
  const german = await page("/reviews/trust?locale=de");
  assert.match(german.html, `<link rel="modulepreload" href="/${locales.de}">`);
  assert.is(german.html.match(/locale-[\w-]+\.js/g)?.length, 1, "only the page's own catalogue");
  const pseudo = await page("/reviews/trust?locale=en-XA");
  assert.match(pseudo.html, `<link rel="modulepreload" href="/${locales["en-XA"]}">`);
  const english = await page("/reviews/trust");
  assert.not.match(english.html, /locale-[\w-]+\.js/);
});

test("the host's texts in the page's language: titles, descriptions, its own pages", async () => {
  const german = await page("/reviews/trust?locale=de");
  assert.is(title(german.html), "Vertrauen | Bewertungen");
  assert.is((german.meta as { title?: string }).title, "Vertrauen | Bewertungen");
  const { app } = await testHost();
  const data = await app.inject({
    url: "/reviews/how-it-works?format=json",
    headers: { cookie: `${LANGUAGE_COOKIE}=fr` },
  });
  assert.is(data.json().meta_data.title, "Comment ça marche | Avis");
  const text = await app.inject({ url: "/reviews/how-it-works.json?locale=it" });
  assert.is(text.statusCode, 200);
  assert.is(text.json().title, "Come funziona");
  assert.match(text.headers.vary as string, "accept-language");
  const terms = await page("/terms?locale=nl");
  assert.match(terms.html, "<h1>Gebruiksvoorwaarden</h1>");
  const authenticity = await page("/authenticity?locale=de");
  assert.match(authenticity.html, "Diamant bei 100, Platin ab 99");
  const arabic = await page("/reviews/search?locale=ar");
  assert.is(title(arabic.html), "ابحث في المنتجات | المراجعات");
  const search = await app.inject({ url: "/reviews/search.json?q=kettle&locale=de" });
  assert.is(search.json().meta_data.title, "„kettle“ – Produkte suchen | Bewertungen");
});

test("the sign-in form's refusal and the sign-out page in the visitor's language", async () => {
  const visitor = new Visitor((await testHost()).app);
  await visitor.get("/login");
  const cookie = `${SESSION_COOKIE}=${visitor.sessionId}; ${LANGUAGE_COOKIE}=es`;
  const refused = await visitor.request({
    method: "POST",
    url: "/login",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      email: "reviewer@example.com",
      password: "wrong",
      authenticity_token: visitor.csrfToken,
    }).toString(),
  });
  assert.is(refused.statusCode, 401);
  assert.equal((appMeta(refused.body) as { flash?: unknown }).flash, {
    error: "Ese correo electrónico y esa contraseña no coinciden. Inténtalo de nuevo.",
  });
  assert.is(title(refused.body), "Iniciar sesión | Reseñas");
  await visitor.signIn("reviewer");
  const signOut = await visitor.get("/logout?locale=it");
  assert.match(signOut.body, "<h1>Esci</h1>");
  assert.match(signOut.body, "Vuoi uscire dal tuo account su questo dispositivo?");
});

test("a JSON error a person reads comes in the request's language; a technical one stays English", async () => {
  const { app } = await testHost();
  const missing = await app.inject({ url: "/reviews/search.json?category_id=987654&locale=de" });
  assert.is(missing.statusCode, 404);
  assert.is(missing.json().error, "Keine Kategorie mit der ID 987654.");
  const byBrowser = await app.inject({
    url: "/reviews/search.json?category_id=987654",
    headers: { "accept-language": "es-ES,es;q=0.9" },
  });
  assert.is(byBrowser.json().error, "No hay ninguna categoría con el ID 987654.");
  const english = await app.inject({ url: "/reviews/search.json?category_id=987654" });
  assert.is(english.json().error, "No category with id 987654.");
  // A refused parameter is said as the schema says it, in English.
  const refused = await app.inject({ url: "/reviews/search.json?page=0&locale=de" });
  assert.is(refused.statusCode, 400);
  assert.match(refused.json().error, "'page'");
  // A page that does not exist: its error page and title in the language.
  const lost = await app.inject({ url: "/nowhere?locale=fr", headers: { accept: "text/html" } });
  assert.is(lost.statusCode, 404);
  assert.is(title(lost.body), "Page introuvable | Avis");
});

test("the widget's language (X-Reviews-Locale) comes first; one the host does not serve is passed over", async () => {
  assert.is(LANGUAGE_HEADER, LOCALE_HEADER.toLowerCase(), "the header the bundle's client sends");
  const all = { address: "fr", profile: "nl", cookie: "it", browser: "es" };
  assert.equal(chooseLanguage({ widget: "de", ...all }), { locale: "de", source: "widget" });
  assert.equal(chooseLanguage({ widget: "ar-EG" }).locale, "ar");
  assert.equal(chooseLanguage({ widget: "en-XA", ...all }).locale, "en-XA");
  assert.equal(chooseLanguage({ widget: "klingon", ...all }), { locale: "fr", source: "address" });
  assert.equal(chooseLanguage({ widget: ["de"], cookie: "it" }).locale, "it");

  const { app } = await testHost();
  // A page opened at ?locale=de without the cookie: the German widget's calls carry no locale, and
  // the browser asks for English.
  const german = { [LOCALE_HEADER]: "de", "accept-language": "en-US,en;q=0.9" };
  const missing = await app.inject({ url: "/reviews/search.json?category_id=987654", headers: german });
  assert.is(missing.statusCode, 404);
  assert.is(missing.json().error, "Keine Kategorie mit der ID 987654.");
  const data = await app.inject({ url: "/reviews/how-it-works?format=json", headers: german });
  assert.is(data.json().meta_data.title, "So funktioniert es | Bewertungen");
  // Before the address's locale and the cookie too; a header the host does not serve is as if absent.
  const cookie = `${LANGUAGE_COOKIE}=fr`;
  const text = await app.inject({
    url: "/reviews/how-it-works.json?locale=es",
    headers: { "x-reviews-locale": "it", cookie },
  });
  assert.is(text.json().title, "Come funziona");
  assert.match(text.headers.vary as string, LANGUAGE_HEADER, "a cache keeps an answer per widget language");
  const junk = await app.inject({
    url: "/reviews/how-it-works.json",
    headers: { "x-reviews-locale": "xx-junk", cookie },
  });
  assert.is(junk.json().title, "Comment ça marche");
  // me.json's locale is the language of the caller's pages, which no header of the widget changes.
  const me = await app.inject({ url: "/reviews/me.json", headers: { "x-reviews-locale": "de", cookie } });
  assert.is(me.json().locale, "fr");
});

type Option = { value: string; label: string };
const byValue = (options: Option[]) => Object.fromEntries(options.map((o) => [o.value, o.label]));

test("disputes in the request's language: the form's types and outcomes, a dispute's labels, the arbitrator's list", async () => {
  const reviewer = await hostSession("reviewer");
  const { db } = reviewer.host;
  const slug = db
    .prepare("SELECT slug FROM shops WHERE response_time_number = 2 AND response_time_unit = 'hours' LIMIT 1")
    .pluck()
    .get() as string;
  assert.ok(slug, "the seed has a store that answers within 2 hours");
  const form = (language?: string) =>
    reviewer.request(
      "GET",
      `/reviews/stores/${encodeURIComponent(slug)}/disputes/new?format=json`,
      undefined,
      {
        headers: language ? { [LOCALE_HEADER]: language } : {},
      },
    );
  const german = (await form("de")).json();
  assert.equal(byValue(german.dispute_types), DISPUTE_TYPE_LABELS.de);
  assert.equal(byValue(german.outcome_types), OUTCOME_LABELS_DE);
  assert.is(german.shop.response_time, "2 Stunden");
  assert.is((await form("ar")).json().shop.response_time, "ساعتين", "Arabic's dual");
  const english = (await form()).json();
  assert.is(english.shop.response_time, "2 hours");
  assert.is(byValue(english.dispute_types).item_not_received, "Item not received");

  const own = db
    .prepare(
      "SELECT encoded_id, dispute_type, desired_outcome_type FROM disputes WHERE reviewer_id = 1 LIMIT 1",
    )
    .get() as { encoded_id: string; dispute_type: string; desired_outcome_type: string };
  const page = await reviewer.request(
    "GET",
    `/reviews/profile/disputes/${own.encoded_id}?format=json&locale=de`,
  );
  assert.is(page.statusCode, 200, page.body);
  assert.is(page.json().dispute.dispute_type_label, DISPUTE_TYPE_LABELS.de[own.dispute_type]);
  assert.is(page.json().dispute.desired_outcome_label, OUTCOME_LABELS_DE[own.desired_outcome_type]);
  // An answer of the API too: a message added to an open dispute comes back with German labels.
  const open = db
    .prepare(
      "SELECT encoded_id, dispute_type FROM disputes WHERE reviewer_id = 1 AND status IN ('open', 'in_review') LIMIT 1",
    )
    .get() as { encoded_id: string; dispute_type: string };
  const message = multipartForm({ "message[body]": "Is there any news about my parcel?" });
  const added = await reviewer.visitor.sendForm(
    `/reviews/profile/disputes/${open.encoded_id}/messages`,
    message,
    {
      headers: { [LOCALE_HEADER]: "de" },
    },
  );
  assert.is(added.statusCode, 201, added.body);
  assert.is(added.json().dispute.dispute_type_label, DISPUTE_TYPE_LABELS.de[open.dispute_type]);

  const arbitrator = await hostSession("arbitrator");
  const list = await arbitrator.request("GET", "/reviews/arbitrator?format=json", undefined, {
    headers: { [LOCALE_HEADER]: "de" },
  });
  assert.is(list.statusCode, 200, list.body);
  assert.equal(byValue(list.json().dispute_types), DISPUTE_TYPE_LABELS.de);
  const disputes = list.json().disputes as { dispute_type: string; dispute_type_label: string }[];
  assert.ok(disputes.length > 0);
  for (const dispute of disputes)
    assert.is(dispute.dispute_type_label, DISPUTE_TYPE_LABELS.de[dispute.dispute_type]);
});

test("a picture the host will not read is refused in the request's language, as a photo and as evidence", async () => {
  const session = await hostSession("reviewer");
  const { db } = session.host;
  const accepted = await session.request("POST", "/reviews/profile/accept_tos", {
    reviewer_name: "Jamie R.",
  });
  assert.is(accepted.statusCode, 204);
  // A PNG by its first bytes that does not decode.
  const broken = Buffer.concat([PNG_1PX.subarray(0, 16), Buffer.from("not the rest of a picture")]);
  const waiting = db
    .prepare(
      `SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id
       JOIN products p ON p.id = li.product_id JOIN shops s ON s.id = p.shop_id
       WHERE o.reviewer_id = 1 AND li.review_id IS NULL AND li.product_in_store = 1
         AND li.product_reviewable = 1 AND s.disable_web_reviews = 0 ORDER BY li.id LIMIT 1`,
    )
    .pluck()
    .get() as string;
  const review = multipartReview({
    line_item_public_id: waiting,
    rating: "4",
    title: "Good kit",
    body: "Sturdy, well packed and exactly as described in the listing.",
    photos: [{ name: "a.png", type: "image/png", data: broken }],
  });
  const photo = await session.visitor.sendForm("/reviews/profile/reviews", review, {
    headers: { [LOCALE_HEADER]: "de" },
  });
  assert.is(photo.statusCode, 400, photo.body);
  assert.is(photo.json().error, "Foto 1 konnte nicht als Bild gelesen werden.");

  const [order] = lineItemsNeverDisputed(db);
  assert.ok(order, "the reviewer has an order without a dispute");
  const form = multipartForm(
    disputeFields(order, {
      dispute_type: "damaged_item",
      description: "The kettle came with a cracked lid.",
      desired_outcome_type: "replacement",
    }),
    [{ field: "dispute[files][]", name: "lid.png", data: broken, type: "image/png" }],
  );
  const evidence = await session.visitor.sendForm("/reviews/profile/disputes", form, {
    headers: { [LOCALE_HEADER]: "de" },
  });
  assert.is(evidence.statusCode, 400, evidence.body);
  assert.equal(evidence.json(), { error: "lid.png konnte nicht als Bild gelesen werden.", field: "files" });
});

test("rs_locale: saved by the reviewer, then the language of their pages; anything else is a 400", async () => {
  const { request, visitor, host } = await hostSession("reviewer");
  try {
    const saved = await request("PUT", "/reviews/profile/reviewers/0", { reviewer: { rs_locale: "nl" } });
    assert.is(saved.statusCode, 204);
    assert.is(reviewerLocale(host.db), "nl");
    // The profile beats the cookie and the browser; the address beats the profile.
    const headers = {
      cookie: `${SESSION_COOKIE}=${visitor.sessionId}; ${LANGUAGE_COOKIE}=de`,
      "accept-language": "fr",
    };
    const mine = await visitor.request({ url: "/reviews/trust", headers });
    assert.equal(htmlLang(mine.body), ["nl", "ltr"]);
    assert.is(title(mine.body), "Vertrouwen | Reviews");
    const asked = await visitor.get("/reviews/trust?locale=it");
    assert.equal(htmlLang(asked.body), ["it", "ltr"]);
    assert.is((await visitor.get("/reviews/me.json")).json().locale, "nl");

    for (const rs_locale of ["xx", "en-XA", "de-AT", "", "DE"]) {
      const refused = await request("PUT", "/reviews/profile/reviewers/0", { reviewer: { rs_locale } });
      assert.is(refused.statusCode, 400, rs_locale);
      assert.is(refused.json().field, "rs_locale", rs_locale);
      assert.is(refused.json().error, "Kies een taal uit de lijst.", "said in the reviewer's language");
    }
    const number = await request("PUT", "/reviews/profile/reviewers/0", { reviewer: { rs_locale: 7 } });
    assert.is(number.statusCode, 400);
    assert.is(number.json().field, "rs_locale");
    const undeclared = await request("PUT", "/reviews/profile/reviewers/0", {
      reviewer: { rs_language: "de" },
    });
    assert.is(undeclared.statusCode, 400);
    assert.match(undeclared.json().error, "rs_language");
    assert.is(reviewerLocale(host.db), "nl");

    // null: no language of one's own; the cookie decides again.
    const cleared = await request("PUT", "/reviews/profile/reviewers/0", { reviewer: { rs_locale: null } });
    assert.is(cleared.statusCode, 204);
    const again = await visitor.request({ url: "/reviews/trust", headers });
    assert.equal(htmlLang(again.body), ["de", "ltr"]);
  } finally {
    clearReviewerLocale(host.db);
  }
});

test("a junk ?locale= is English, never a 400 or a 500", async () => {
  const { app } = await testHost();
  for (const junk of ["", "xx", "%E2%9C%93", "de_DE_x", "12345", "a".repeat(300), "en-", "%00"]) {
    const response = await app.inject({ url: `/reviews/trust?locale=${junk}` });
    assert.is(response.statusCode, 200, junk);
    assert.equal(htmlLang(response.body), ["en", "ltr"], junk);
    const json = await app.inject({ url: `/reviews/how-it-works.json?locale=${junk.slice(0, 100)}` });
    assert.is(json.statusCode, 200, junk);
    assert.is(json.json().title, "How it works", junk);
  }
});

test("every page of the table and the host's own pages take ?locale= as they take no language", async () => {
  const { app, db } = await testHost();
  const visitor = new Visitor(app);
  await visitor.signIn("arbitrator");
  const params: Record<string, string> = {
    shop_slug: shopSlug(db, 1),
    product_handle: productHandleOf(db, 1),
    category_slug: categoryHandle(db, 2),
    slug: reviewerSlug(db),
    disputeId: db.prepare("SELECT encoded_id FROM disputes LIMIT 1").pluck().get() as string,
    publicId: reportedReviewId(db),
  };
  const routes = ROUTES.map((r) =>
    r.pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? "")),
  );
  const own = ["/terms", "/privacy", "/authenticity", "/compliance", "/content-policy", "/login", "/logout"];
  for (const path of [...routes, ...own]) {
    const plain = await visitor.get(path);
    const german = await visitor.get(`${path}?locale=de&utm_source=mail`);
    assert.is(german.statusCode, plain.statusCode, path);
    assert.ok(german.statusCode < 400 || german.statusCode === 404, `${path}: ${german.statusCode}`);
    if (german.statusCode === 200) assert.equal(htmlLang(german.body), ["de", "ltr"], path);
  }
  // The page data's titles too (the bundle sets the document's title from them).
  for (const path of routes) {
    const data = await visitor.get(`${path}?format=json&locale=de`);
    if (data.statusCode !== 200) continue;
    assert.match(data.json().meta_data.title, / \| Bewertungen$/, path);
  }
});

test.run();
