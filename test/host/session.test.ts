import { suite } from "uvu";
import * as assert from "uvu/assert";
import { safeReturnTo } from "../../fixtures/host/api/auth";
import { testHost } from "../support/host";
import { appMeta, Visitor } from "../support/http-client";

const test = suite("sessions and CSRF");

test("a first visit gets an HttpOnly, SameSite=Lax session cookie and a CSRF token", async () => {
  const { app } = await testHost();
  const response = await app.inject("/reviews");
  assert.match(
    String(response.headers["set-cookie"]),
    /^_reviews_session=[\w-]{32}; Path=\/; HttpOnly; SameSite=Lax$/,
  );
  assert.match(response.body, /<meta name="csrf-token" content="[\w-]{20,}">/);
  assert.not.match(response.body, /logged-in/);
});

test("sign in: a wrong password says so and keeps the email; the right one starts a new session", async () => {
  const visitor = new Visitor((await testHost()).app);
  await visitor.get("/login");
  const wrong = await visitor.request({
    method: "POST",
    url: "/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `email=reviewer%40example.com&password=nope&authenticity_token=${visitor.csrfToken}`,
  });
  assert.is(wrong.statusCode, 401);
  const meta = appMeta(wrong.body) as { flash: { error: string }; form: { email: string } };
  assert.match(meta.flash.error, "don't match");
  assert.is(meta.form.email, "reviewer@example.com");

  const before = visitor.csrfToken;
  const right = await visitor.signIn("reviewer");
  assert.is(right.statusCode, 303);
  assert.is(right.headers.location, "/reviews");
  assert.is.not(visitor.csrfToken, before, "a new session id at sign-in");
  const home = await visitor.get("/reviews");
  assert.match(home.body, /<body class="reviews-app logged-in">/);
  const me = JSON.parse((await visitor.get("/reviews/me.json")).body);
  assert.is(me.reviewer.name, "Jamie Rivera");

  const profile = await visitor.get("/profile");
  assert.is(profile.statusCode, 302);
  assert.match(String(profile.headers.location), /^\/reviews\/users\/jamie-rivera-/);

  const out = await visitor.get("/logout");
  assert.is(out.headers.location, "/reviews");
  assert.not.match((await visitor.get("/reviews")).body, /logged-in/);
  assert.is((await visitor.get("/profile")).headers.location, "/login?return_to=%2Fprofile");
});

test("sign-in goes back where the visitor was, but only within the site", async () => {
  assert.is(safeReturnTo("/reviews/following?x=1"), "/reviews/following?x=1");
  for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", "", undefined, 5]) {
    assert.is(safeReturnTo(bad), "/reviews", String(bad));
  }
});

test("every post, put and delete without the right CSRF token is refused with 403", async () => {
  const visitor = new Visitor((await testHost()).app);
  await visitor.get("/reviews");
  const noToken = await visitor.request({ method: "POST", url: "/reviews/anything", payload: {} });
  assert.is(noToken.statusCode, 403);
  assert.match(JSON.parse(noToken.body).error, "CSRF");
  const wrongToken = await visitor.request({
    method: "PUT",
    url: "/reviews/anything",
    payload: {},
    headers: { "x-csrf-token": "forged" },
  });
  assert.is(wrongToken.statusCode, 403);
  const login = await visitor.request({
    method: "POST",
    url: "/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "email=reviewer%40example.com&password=reviewer",
  });
  assert.is(login.statusCode, 403);
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
