// What a body costs is decided from the headers: a write without the CSRF header, a form posted
// where no form is taken and a body over its type's limit are answered while the body is still on
// the way; a form body is read in time proportional to its length, whatever its fields.
import type { Socket } from "node:net";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { FORM_BYTES, JSON_BYTES } from "../../fixtures/host/http/body-limits";
import { addField, FORM_PAIRS_MAX, noFields, urlencodedFields } from "../../fixtures/host/http/form-fields";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { testHost } from "../support/hosts/test-host";
import { hostSession } from "../support/requests/http-client";
import { halfSent, statusOf } from "../support/requests/socket-answers";

const test = suite("request bodies");

/** Starts a request announcing a body of `length` bytes and sends only its first bytes. */
const bodyStarted = (
  path: string,
  contentType: string,
  length: number,
  headers: Record<string, string> = {},
) => halfSent(path, { contentType, length, first: contentType.includes("json") ? "{" : "a[]", headers });

async function answerTo(socket: Promise<Socket>): Promise<number | "none"> {
  const open = await socket;
  try {
    return await statusOf(open);
  } finally {
    open.destroy();
  }
}

const FORM = "application/x-www-form-urlencoded";

async function guest() {
  const { visitor } = await hostSession();
  return { cookie: `${SESSION_COOKIE}=${visitor.sessionId}`, "x-csrf-token": visitor.csrfToken };
}

test("a write without the CSRF header is refused (403) before its body is read, on any route or none", async () => {
  for (const path of ["/reviews/click", "/reviews/profile/follows/heart", "/reviews/no-such-route"]) {
    assert.is(await answerTo(bodyStarted(path, "application/json", 1000)), 403, path);
  }
  // A form posted where a form is taken carries its token in the body: the body is awaited.
  assert.is(await answerTo(bodyStarted("/logout", FORM, 1000)), "none", "/logout waits for its form");
});

test("a write with a wrong CSRF header is refused (403) before its body is read, on any route or none", async () => {
  const { cookie, "x-csrf-token": own } = await guest();
  const { "x-csrf-token": another } = await guest();
  // Another live session's real token, a token's length of junk, and this session's own with a
  // character changed (in the middle: the last one's low bits are base64's padding, which decoding
  // drops): a header that is there is not a header that is right.
  const half = own.length >> 1;
  const changed = `${own.slice(0, half)}${own[half] === "A" ? "B" : "A"}${own.slice(half + 1)}`;
  const wrong = { "another session's": another, "a made-up": "A".repeat(own.length), "a changed": changed };
  for (const path of ["/reviews/click", "/reviews/profile/follows/heart", "/reviews/no-such-route"]) {
    for (const [which, token] of Object.entries(wrong)) {
      const headers = { cookie, "x-csrf-token": token };
      assert.is(
        await answerTo(bodyStarted(path, "application/json", 1000, headers)),
        403,
        `${path}: ${which} token`,
      );
    }
  }
});

test("a form is taken only where an HTML form posts (sign in, sign out): elsewhere a 415 before its body is read", async () => {
  const headers = await guest();
  for (const path of ["/reviews/click", "/reviews/profile/follows/heart", "/reviews/no-such-route"]) {
    assert.is(await answerTo(bodyStarted(path, FORM, 1000, headers)), 415, path);
    // With no token too: the form is refused for what it is, not for the token it lacks.
    assert.is(await answerTo(bodyStarted(path, FORM, 1000)), 415, `${path} without a token`);
  }
});

test("a body over its type's limit is refused (413) from its length, unread", async () => {
  const headers = await guest();
  assert.is(await answerTo(bodyStarted("/logout", FORM, FORM_BYTES + 1)), 413, "a form");
  assert.is(await answerTo(bodyStarted("/login", FORM, 10 * 1024 * 1024)), 413, "a 10 MB form");
  assert.is(
    await answerTo(bodyStarted("/reviews/click", "application/json", JSON_BYTES + 1, headers)),
    413,
    "JSON",
  );
});

test("an anonymous sign-out form of thousands of repeated fields is answered at once, the host free meanwhile", async () => {
  const { app } = await testHost();
  const form = (pairs: number) =>
    app.inject({
      method: "POST",
      url: "/logout",
      headers: { "content-type": FORM },
      payload: "a[]&".repeat(pairs),
    });
  const started = performance.now();
  // Under the form limit: too many fields, a 400; over it, a 413 (before, 80,000 pairs took 33 s).
  const [under, over, other] = await Promise.all([
    form(Math.floor(FORM_BYTES / 4)),
    form(80_000),
    app.inject({ url: "/reviews.json" }),
  ]);
  const took = performance.now() - started;
  assert.is(under.statusCode, 400);
  assert.match(under.body, `at most ${FORM_PAIRS_MAX} fields`);
  assert.is(over.statusCode, 413);
  assert.is(other.statusCode, 200);
  assert.ok(took < 1000, `answered in ${took.toFixed(0)} ms`);
});

test("a list field grows in place: 100,000 values in linear time, where copying the list would take minutes", () => {
  const fields = noFields();
  const started = performance.now();
  for (let i = 0; i < 100_000; i++) addField(fields, "a[]", "x");
  const took = performance.now() - started;
  assert.is((fields["a[]"] as string[]).length, 100_000);
  assert.ok(took < 1000, `${took.toFixed(0)} ms`);
});

test("a field name is capped in length and brackets; a repeated single field is a 400", () => {
  const refused = (body: string) => {
    try {
      urlencodedFields(body);
      return null;
    } catch (error) {
      return (error as { statusCode?: number }).statusCode;
    }
  };
  assert.is(refused(`${"n".repeat(101)}=1`), 400, "a long name");
  assert.is(refused("a[b][c][d]=1"), 400, "three bracket pairs");
  assert.is(refused("email=a&email=b"), 400, "a field twice");
  assert.is(refused("message[files][]=1&message[files][]=2&email=a"), null, "lists and single fields");
  const fields = urlencodedFields("__proto__=1&constructor=2");
  assert.equal(Object.entries(fields), [
    ["__proto__", "1"],
    ["constructor", "2"],
  ]);
});

test.run();
