// Uploads are answered from their headers when they may not be read: a guest, a missing CSRF
// header, or a session already sending UPLOADS_AT_ONCE uploads gets its answer while its body is
// still on the way, so half-sent bodies never pile up in memory.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SESSION_COOKIE, UPLOADS_AT_ONCE } from "../../fixtures/host/http/session";
import { hostSession } from "../support/requests/http-client";
import { halfSent, statusOf } from "../support/requests/socket-answers";

const test = suite("uploads refused before their body");

const BOUNDARY = "----half-sent";

/** Starts a 20 MB upload and sends only its first bytes; resolves with the socket once connected. */
const halfSentUpload = (headers: Record<string, string> = {}) =>
  halfSent("/reviews/profile/reviews", {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    length: 20 * 1024 * 1024,
    first: `--${BOUNDARY}\r\n`,
    headers,
  });

async function reviewer() {
  const { visitor } = await hostSession("reviewer");
  return { cookie: `${SESSION_COOKIE}=${visitor.sessionId}`, "x-csrf-token": visitor.csrfToken };
}

test("a guest's half-sent upload is refused (401) before its body is read", async () => {
  const socket = await halfSentUpload();
  try {
    assert.is(await statusOf(socket), 401);
  } finally {
    socket.destroy();
  }
});

test("a reviewer's upload without the CSRF header is refused (403) before its body is read", async () => {
  const { cookie } = await reviewer();
  const socket = await halfSentUpload({ cookie });
  try {
    assert.is(await statusOf(socket), 403);
  } finally {
    socket.destroy();
  }
});

test(`a session sends at most ${UPLOADS_AT_ONCE} uploads at once; the next is a 429 until one ends`, async () => {
  const headers = await reviewer();
  const sending = await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, () => halfSentUpload(headers)));
  const extra = await halfSentUpload(headers);
  try {
    assert.is(await statusOf(extra), 429);
    for (const socket of sending) assert.is(await statusOf(socket, 300), "none", "still being read");
  } finally {
    for (const socket of [...sending, extra]) socket.destroy();
  }
  // Their places free up as their connections close.
  let status: number | "none" = 429;
  for (let tries = 0; status === 429 && tries < 50; tries++) {
    const again = await halfSentUpload(headers);
    status = await statusOf(again, 200);
    again.destroy();
  }
  assert.is(status, "none", "a new upload is read again");
});

test.run();
