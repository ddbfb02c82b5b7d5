// Signing in and out in a real browser, and the private pages that need it; and a guest's journey
// through sign-in, a vote and sign-out behind Stoplight Prism's validating proxy, every answer as
// the contract's OpenAPI document describes it.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { openSession, type Session, seriousAxeViolations, signIn } from "../support/browsers/chromium";
import { testHost } from "../support/hosts/test-host";
import { disagreements, validatingProxy } from "../support/hosts/validating-proxy";
import {
  busyProduct,
  guestHelpfulLink,
  helpfulButton,
  helpfulCount,
  productPath,
  reviewCards,
  reviewsShown,
  waitForHelpful,
} from "../support/pages/review-cards";

const test = suite("sign in and out");

test("a wrong password says so and keeps the email; the right one signs in", async () => {
  const session = await openSession();
  const { page, url, context } = session;
  try {
    await page.goto(url("/reviews"));
    await page.getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    await page.getByLabel("Email").fill("reviewer@example.com");
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "don't match" }).waitFor();
    assert.is(await page.getByLabel("Email").inputValue(), "reviewer@example.com");
    assert.equal(await seriousAxeViolations(page), []);

    await page.getByLabel("Password").fill("reviewer");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((u) => u.pathname === "/reviews");
    assert.ok(await signedIn(page));
    const cookies = await context.cookies();
    const sessionCookie = cookies.find((c) => c.name === "_reviews_session");
    assert.ok(sessionCookie?.httpOnly);
    assert.is(sessionCookie?.sameSite, "Lax");
  } finally {
    await context.close();
  }
});

const signedIn = (page: Page) => page.evaluate(() => document.body.classList.contains("logged-in"));

/** Every request to /logout from now on, as its method. */
function logoutRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/logout") seen.push(request.method());
  });
  return seen;
}

/** Signed out for good: the header offers Sign In, and a private page asks to sign in again. */
async function signedOutForGood(session: Session) {
  const { page, url } = session;
  await page.waitForURL((u) => u.pathname === "/reviews");
  await page.getByRole("link", { name: "Sign In" }).waitFor();
  assert.not.ok(await signedIn(page));
  await page.goto(url("/reviews/following"));
  await page.waitForURL((u) => u.pathname === "/login");
  assert.is(new URL(page.url()).searchParams.get("return_to"), "/reviews/following");
}

test("desktop: Sign out in the avatar menu signs out in one click", async () => {
  const session = await openSession({ viewport: "desktop", as: "reviewer" });
  const { page, url, context } = session;
  try {
    const logouts = logoutRequests(page);
    await page.goto(url("/reviews/people"));
    await page.getByRole("button", { name: "Account menu" }).click();
    const item = page.getByRole("menu").getByRole("menuitem", { name: "Sign out" });
    await item.waitFor();
    assert.equal(await seriousAxeViolations(page, "#search-navbar"), []);
    await item.click();
    await signedOutForGood(session);
    assert.equal(logouts, ["POST"], "one post, no page asking first");
  } finally {
    await context.close();
  }
});

test("phone: Sign out in the side menu signs out in one click", async () => {
  const session = await openSession({ viewport: "mobile", as: "reviewer" });
  const { page, url, context } = session;
  try {
    const logouts = logoutRequests(page);
    await page.goto(url("/reviews/people"));
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: /My Account/ }).click();
    const item = menu.getByRole("button", { name: "Sign out" });
    await item.waitFor();
    assert.equal(await seriousAxeViolations(page, "#search-navbar"), []);
    await item.click();
    await signedOutForGood(session);
    assert.equal(logouts, ["POST"], "one post, no page asking first");
  } finally {
    await context.close();
  }
});

test("a sign-out from a page older than the session asks again; one more press signs out", async () => {
  const session = await openSession({ as: "reviewer" });
  const { page, url, context } = session;
  try {
    await page.goto(url("/reviews/people"));
    await page.getByRole("button", { name: "Account menu" }).click();
    const item = page.getByRole("menuitem", { name: "Sign out" });
    await item.waitFor();
    // Meanwhile, in another tab, the reviewer signs out and in again: this page's token is stale.
    const other = { ...session, page: await context.newPage() };
    await other.page.goto(url("/logout"));
    await other.page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await other.page.getByRole("link", { name: "Sign In" }).waitFor();
    await signIn(other, "reviewer");
    await other.page.close();

    await item.click();
    await page.getByText("This page was out of date, so you are still signed in.").waitFor();
    assert.ok(await signedIn(page), "nothing changed without this session's token");
    assert.equal(await seriousAxeViolations(page), []);
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await signedOutForGood(session);
  } finally {
    await context.close();
  }
});

test("GET /logout typed in the address bar asks once; its button signs out", async () => {
  const session = await openSession({ as: "reviewer" });
  const { page, url, context } = session;
  try {
    await page.goto(url("/logout"));
    await page.getByText("Sign out of your account on this device?").waitFor();
    assert.ok(await signedIn(page), "not yet signed out");
    assert.equal(await seriousAxeViolations(page), []);
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await signedOutForGood(session);
  } finally {
    await context.close();
  }
});

test("a private page sends a guest to sign in and back there afterwards, a wrong password first", async () => {
  const session = await openSession();
  const { page, url, context } = session;
  await page.goto(url("/reviews/following"));
  await page.waitForURL((u) => u.pathname === "/login");
  await page.getByLabel("Email").fill("reviewer@example.com");
  await page.getByLabel("Password").fill("wrong");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("alert").filter({ hasText: "don't match" }).waitFor();
  await page.getByLabel("Password").fill("reviewer");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews/following");
  await page.getByRole("heading", { name: "Following" }).waitFor();
  await context.close();
});

test("My Profile goes to the reviewer's private profile", async () => {
  const { page, url, context } = await openSession({ as: "reviewer" });
  await page.goto(url("/profile"));
  await page.waitForURL((u) => u.pathname.startsWith("/reviews/users/jamie-rivera-"));
  await page.getByRole("heading", { level: 1, name: "Jamie Rivera" }).waitFor();
  await page.getByRole("tablist", { name: "My profile" }).waitFor();
  await context.close();
});

test("behind Stoplight Prism's validating proxy, a guest's Helpful, sign-in, vote and sign-out are each as the OpenAPI document says", async () => {
  const host = await testHost();
  const prism = await validatingProxy(host.url);
  const session = await openSession({ host: { url: prism.url, db: host.db } });
  const { page, url, context } = session;
  try {
    await page.goto(url("/login"));
    await page.getByLabel("Email").fill(SEEDED_ACCOUNTS.reviewer.email);
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "don't match" }).waitFor();
    const path = productPath(host.db, busyProduct(host.db, 1));
    await page.goto(url(path));
    await reviewsShown(page);
    const card = reviewCards(page).nth(3);
    const before = await helpfulCount(guestHelpfulLink(card));
    await guestHelpfulLink(card).click();
    await page.waitForURL((u) => u.pathname === "/login");
    await page.getByLabel("Email").fill(SEEDED_ACCOUNTS.reviewer.email);
    await page.getByLabel("Password").fill(SEEDED_ACCOUNTS.reviewer.password);
    await Promise.all([
      page.waitForURL((u) => u.pathname === path),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    await waitForHelpful(card, before, false);
    await helpfulButton(card).click();
    await waitForHelpful(card, before + 1, true);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign In" }).waitFor();
    assert.equal(disagreements(prism.exchanges), [], "the host and the OpenAPI document agree");
  } finally {
    await context.close();
  }
});

test.run();
