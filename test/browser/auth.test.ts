// Signing in and out in a real browser, and the private pages that need it.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations, signIn } from "../support/browser";

const test = suite("sign in and out");

test("a wrong password says so and keeps the email; the right one signs in; Sign out signs out", async () => {
  const session = await openSession();
  const { page, url, context } = session;
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
  assert.ok(await page.evaluate(() => document.body.classList.contains("logged-in")));
  const cookies = await context.cookies();
  const sessionCookie = cookies.find((c) => c.name === "_reviews_session");
  assert.ok(sessionCookie?.httpOnly);
  assert.is(sessionCookie?.sameSite, "Lax");

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  // the link only asks; the form's button posts with the CSRF token
  await page.waitForURL((u) => u.pathname === "/logout");
  assert.ok(await page.evaluate(() => document.body.classList.contains("logged-in")), "not yet signed out");
  assert.equal(await seriousAxeViolations(page), []);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews");
  await page.getByRole("link", { name: "Sign In" }).waitFor();
  assert.not.ok(await page.evaluate(() => document.body.classList.contains("logged-in")));
  await context.close();
});

test("a private page sends a guest to sign in and back there afterwards", async () => {
  const session = await openSession();
  const { page, url, context } = session;
  await page.goto(url("/reviews/following"));
  await page.waitForURL((u) => u.pathname === "/login");
  await page.getByLabel("Email").fill("reviewer@example.com");
  await page.getByLabel("Password").fill("reviewer");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews/following");
  await page.getByRole("heading", { name: "Following" }).waitFor();
  await context.close();
});

test("My Profile goes to the reviewer's private profile", async () => {
  const session = await openSession();
  await signIn(session, "reviewer");
  const { page, url, context } = session;
  await page.goto(url("/profile"));
  await page.waitForURL((u) => u.pathname.startsWith("/reviews/users/jamie-rivera-"));
  await page.getByRole("heading", { level: 1, name: "Jamie Rivera" }).waitFor();
  await page.getByRole("tablist", { name: "My profile" }).waitFor();
  await context.close();
});

test.run();
