import { suite } from "uvu";
import * as assert from "uvu/assert";
import { buildHost } from "../../fixtures/host/server";
import { reviewerCurrency, sessionExists } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { appMeta, Visitor } from "../support/requests/http-client";
import { HOSTILE_RETURN_TOS } from "../support/shapes/hostile-return-tos";

const test = suite("sessions and sign-in");

/** The session cookie's id and its attributes, sorted (their order means nothing). */
function sessionCookie(header: unknown) {
  const lines = [header ?? []].flat().map(String);
  const line = lines.find((cookie) => cookie.startsWith("_reviews_session=")) ?? "";
  const [pair = "", ...attributes] = line.split("; ");
  return { id: /^_reviews_session=([\w-]{32})$/.exec(pair)?.[1], attributes: attributes.sort() };
}
const ATTRIBUTES = ["HttpOnly", "Max-Age=2592000", "Path=/", "SameSite=Lax"];
const DAY = 24 * 3600 * 1000;

async function signedInName(visitor: Visitor): Promise<string | null> {
  const me = JSON.parse((await visitor.get("/reviews/me.json")).body);
  return me.reviewer?.name ?? null;
}

test("a first visit gets an HttpOnly, SameSite=Lax cookie with a Max-Age, and a CSRF token", async () => {
  const { app } = await testHost();
  const response = await app.inject("/reviews");
  const cookie = sessionCookie(response.headers["set-cookie"]);
  assert.ok(cookie.id, "a session id");
  assert.equal(cookie.attributes, ATTRIBUTES);
  assert.match(response.body, /<meta name="csrf-token" content="[\w-]{40,}">/);
  assert.not.match(response.body, /logged-in/);
  // X-Forwarded-Proto is anyone's to send: without a proxy configured it is ignored.
  const spoofed = await app.inject({ url: "/reviews", headers: { "x-forwarded-proto": "https" } });
  assert.equal(sessionCookie(spoofed.headers["set-cookie"]).attributes, ATTRIBUTES);
});

test("behind a trusted proxy, a visit over HTTPS gets a Secure cookie", async () => {
  const { app } = buildHost({ dataDir: (await testHost()).dataDir, trustProxy: 1 });
  try {
    const https = await app.inject({ url: "/reviews", headers: { "x-forwarded-proto": "https" } });
    assert.equal(sessionCookie(https.headers["set-cookie"]).attributes, [...ATTRIBUTES, "Secure"].sort());
    const visitorCookie = [https.headers["set-cookie"]]
      .flat()
      .find((c) => c?.startsWith("_reviews_visitor="));
    assert.match(String(visitorCookie), "; Secure", "the visitor cookie too");
    const http = await app.inject({ url: "/reviews", headers: { "x-forwarded-proto": "http" } });
    assert.not.match(String(http.headers["set-cookie"]), "Secure");
  } finally {
    await app.close();
  }
});

test("the page's CSRF token is masked afresh on every response, so compression cannot leak it", async () => {
  const visitor = new Visitor((await testHost()).app);
  const tokens = new Set<string>();
  for (let i = 0; i < 3; i++) {
    await visitor.get("/reviews/search?q=kettle");
    tokens.add(visitor.csrfToken);
  }
  assert.is(tokens.size, 3);
  // each of them is accepted: they are the same secret under different pads
  assert.is((await visitor.send("POST", "/reviews/profile/accept_tos", {})).statusCode, 401);
});

test("sign in: a wrong password says so and keeps the email; the right one starts a new session", async () => {
  const { app, db } = await testHost();
  const visitor = new Visitor(app);
  const wrong = await visitor.postLogin({ email: "reviewer@example.com", password: "nope" });
  assert.is(wrong.statusCode, 401);
  const meta = appMeta(wrong.body) as { flash: { error: string }; form: { email: string } };
  assert.match(meta.flash.error, "don't match");
  assert.is(meta.form.email, "reviewer@example.com");

  const before = visitor.sessionId;
  assert.match(before, /^[\w-]{32}$/);
  const right = await visitor.signIn("reviewer");
  assert.is(right.statusCode, 303);
  assert.is(right.headers.location, "/reviews");
  assert.is.not(visitor.sessionId, before, "a new session id at sign-in");
  assert.ok(sessionExists(db, visitor.sessionId));
  assert.match((await visitor.get("/reviews")).body, /<body class="reviews-app logged-in">/);
  assert.is(await signedInName(visitor), "Jamie Rivera");

  const profile = await visitor.get("/profile");
  assert.is(profile.statusCode, 302);
  assert.match(String(profile.headers.location), /^\/reviews\/users\/jamie-rivera-/);

  // the id the visitor had before signing in is not signed in (no session fixation)
  const fixated = new Visitor(app);
  fixated.adoptSession(before);
  assert.is(await signedInName(fixated), null);
});

test("sign-out is a form post with the CSRF token; it deletes the session for good", async () => {
  const { app, db } = await testHost();
  const visitor = new Visitor(app);
  await visitor.signIn("reviewer");
  const session = visitor.sessionId;

  // GET /logout only asks: one button, and the visitor is still signed in
  const ask = await visitor.get("/logout");
  assert.is(ask.statusCode, 200);
  assert.match(ask.body, /<form class="rv-auth__form" method="post" action="\/logout">/);
  assert.is(ask.body.match(/<button /g)?.length, 1);
  assert.is(await signedInName(visitor), "Jamie Rivera");

  // a third-party page cannot sign anyone out: no token, no sign-out
  const forged = await visitor.request({
    method: "POST",
    url: "/logout",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  assert.is(forged.statusCode, 403);
  assert.is(await signedInName(visitor), "Jamie Rivera");

  const out = await visitor.signOut();
  assert.is(out.statusCode, 303);
  assert.is(out.headers.location, "/reviews");
  assert.is.not(visitor.sessionId, session);
  assert.is(await signedInName(visitor), null);
  assert.not.ok(sessionExists(db, session), "the session row is gone");
  // whoever kept the old cookie is not signed in either
  const replay = new Visitor(app);
  replay.adoptSession(session);
  assert.is(await signedInName(replay), null);
  assert.is((await replay.get("/reviews/users/anyone?format=json")).statusCode, 401);

  assert.is((await visitor.get("/profile")).headers.location, "/login?return_to=%2Fprofile");
  const guest = await visitor.get("/logout");
  assert.is(guest.statusCode, 303, "a guest has nothing to sign out of");
});

test("a sign-out form older than the session asks again with this session's token; nothing changes", async () => {
  const { app } = await testHost();
  const visitor = new Visitor(app);
  await visitor.signIn("reviewer");
  const stale = visitor.csrfToken;
  // signed out and in again in another tab: the first tab's form carries the old session's token
  await visitor.signOut();
  await visitor.signIn("reviewer");
  const postForm = (token: string) =>
    visitor.request({
      method: "POST",
      url: "/logout",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ authenticity_token: token }).toString(),
    });

  const asked = await postForm(stale);
  assert.is(asked.statusCode, 403);
  assert.match(asked.body, "This page was out of date, so you are still signed in.");
  assert.match(asked.body, /<form class="rv-auth__form" method="post" action="\/logout">/);
  assert.is(await signedInName(visitor), "Jamie Rivera", "nothing changed");
  const fresh = /name="authenticity_token" value="([^"]+)"/.exec(asked.body)?.[1] ?? "";
  assert.ok(fresh);
  const out = await postForm(fresh);
  assert.is(out.statusCode, 303);
  assert.is(await signedInName(visitor), null, "the page's own token signs out");
});

test("a session ends after a week without requests, and 30 days after sign-in at the latest", async () => {
  const { app, db } = await testHost();
  const visitor = new Visitor(app);
  const setTimes = db.prepare("UPDATE sessions SET created_at = ?, last_seen_at = ? WHERE id = ?");
  const iso = (ago: number) => new Date(Date.now() - ago).toISOString();

  await visitor.signIn("reviewer");
  setTimes.run(iso(2 * DAY), iso(2 * 60 * 1000), visitor.sessionId);
  assert.is(await signedInName(visitor), "Jamie Rivera", "two days old, used two minutes ago");
  const seen = db.prepare("SELECT last_seen_at FROM sessions WHERE id = ?").pluck().get(visitor.sessionId);
  assert.ok(Date.now() - Date.parse(seen as string) < 60 * 1000, "a request counts as activity");

  let expired = visitor.sessionId;
  setTimes.run(iso(8 * DAY), iso(7 * DAY + 60 * 1000), expired);
  assert.is(await signedInName(visitor), null, "idle for more than a week");
  assert.not.ok(sessionExists(db, expired));
  assert.is.not(visitor.sessionId, expired, "the expired id is replaced");

  await visitor.signIn("reviewer");
  expired = visitor.sessionId;
  setTimes.run(iso(30 * DAY + 60 * 1000), iso(60 * 1000), expired);
  assert.is(await signedInName(visitor), null, "used a minute ago but signed in more than 30 days ago");
  assert.not.ok(sessionExists(db, expired));
});

test("sign-in goes back where the visitor was, a shop's page of this site too, and never to another site", async () => {
  const visitor = new Visitor((await testHost()).app);
  const back = await visitor.postLogin({
    email: "reviewer@example.com",
    password: "reviewer",
    return_to: "/reviews/following?x=1",
  });
  assert.is(back.headers.location, "/reviews/following?x=1");
  const shopPage = "/shop/products/8000000001?sort_by=lowest#review-x1";
  const toShop = await visitor.postLogin({
    email: "reviewer@example.com",
    password: "reviewer",
    return_to: shopPage,
  });
  assert.is(toShop.headers.location, shopPage, "a shop's own page of this site");
  for (const returnTo of HOSTILE_RETURN_TOS) {
    const response = await visitor.postLogin({
      email: "reviewer@example.com",
      password: "reviewer",
      return_to: returnTo,
    });
    assert.is(response.statusCode, 303, JSON.stringify(returnTo));
    assert.is(response.headers.location, "/reviews", JSON.stringify(returnTo));
  }
});

test("every post, put and delete needs this session's own token; a refused request writes nothing", async () => {
  const { app, db } = await testHost();
  const owner = new Visitor(app);
  await owner.signIn("reviewer");
  // another live session (a guest on another browser) has a real token of its own
  const other = new Visitor(app);
  await other.get("/reviews");
  const currency = () => reviewerCurrency(db);
  const saved = currency();
  const target = saved === "GBP" ? "EUR" : "GBP";

  const attempts: [string, string][] = [
    ["no token", ""],
    ["a made-up token", "forged-token-forged-token-forged-token-forged-token"],
    ["another session's real token", other.csrfToken],
  ];
  for (const [what, token] of attempts) {
    const response = await owner.request({
      method: "PUT",
      url: "/reviews/profile/reviewers/0",
      headers: { "content-type": "application/json", ...(token ? { "x-csrf-token": token } : {}) },
      payload: JSON.stringify({ reviewer: { rs_currency: target } }),
    });
    assert.is(response.statusCode, 403, what);
    assert.match(JSON.parse(response.body).error, "CSRF", what);
    assert.is(currency(), saved, `${what}: nothing written`);
  }
  for (const [method, url] of [
    ["POST", "/reviews/profile/accept_tos"],
    ["POST", "/reviews/click"],
    ["POST", "/logout"],
  ] as const) {
    const response = await owner.request({
      method,
      url,
      headers: { "content-type": "application/json", "x-csrf-token": other.csrfToken },
      payload: "{}",
    });
    assert.is(response.statusCode, 403, url);
  }
  const login = await owner.request({
    method: "POST",
    url: "/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `email=reviewer%40example.com&password=reviewer&authenticity_token=${other.csrfToken}`,
  });
  assert.is(login.statusCode, 403);
  assert.is(await signedInName(owner), "Jamie Rivera", "the refused sign-out left the session alone");

  // the session's own token goes through
  const own = await owner.send("PUT", "/reviews/profile/reviewers/0", { reviewer: { rs_currency: target } });
  assert.is(own.statusCode, 204);
  assert.is(currency(), target);
  db.prepare("UPDATE reviewers SET rs_currency = ? WHERE id = 1").run(saved);
});

test("a malformed JSON body is a 400 with a JSON error, never a 500", async () => {
  const visitor = new Visitor((await testHost()).app);
  await visitor.get("/reviews");
  const response = await visitor.request({
    method: "POST",
    url: "/login",
    headers: { "content-type": "application/json", "x-csrf-token": visitor.csrfToken },
    payload: "{broken",
  });
  assert.is(response.statusCode, 400);
  assert.type(JSON.parse(response.body).error, "string");
});

test.run();
