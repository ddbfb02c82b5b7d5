// Uploads are streamed to disk within their route's limits: a file over its limit is answered as
// soon as it crosses it, a dropped connection leaves nothing behind, and the temporary files go
// on every path. The reader itself (fields, files, malformed bodies) on a host of its own.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { badRequest } from "../../fixtures/host/http/errors";
import { installMultipart, uploadRoute, uploadsDir } from "../../fixtures/host/http/multipart";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { Optional, Strict, Type } from "../../src/api/contract/building-blocks";
import { DISPUTE_MAX_FILE_BYTES } from "../../src/lib/dispute-files";
import { openDisputeId, rowCount } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { hostSession } from "../support/requests/http-client";
import { halfSent } from "../support/requests/socket-answers";
import { onTeardown } from "../teardown";

const test = suite("uploads streamed to disk");

const BOUNDARY = "----streamed";
const MB = 1024 * 1024;

/** Waits until `check` holds (polling the disk or the database), failing after 10 s. */
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) assert.unreachable(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const temporaryFiles = (dataDir: string) =>
  existsSync(uploadsDir(dataDir)) ? readdirSync(uploadsDir(dataDir)) : [];

const end = `--${BOUNDARY}--\r\n`;

const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const fileHead = (name: string, filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;

/** Opens a signed-in reviewer's upload to `url` declaring `length` bytes; sends only the head. */
async function startUpload(url: string, length: number): Promise<Socket> {
  const { visitor } = await hostSession("reviewer"); // a session of its own: no other upload holds its places
  return halfSent(url, {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    length,
    first: "",
    headers: { cookie: `${SESSION_COOKIE}=${visitor.sessionId}`, "x-csrf-token": visitor.csrfToken },
  });
}

/** The status and JSON body of the answer on `socket`; fails when none comes within 10 s. */
function answerOf(socket: Socket): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no answer: the rest of the body is awaited")), 10_000);
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("utf8");
      const end = received.indexOf("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1]);
      if (end < 0 || !(received.length >= end + 4 + length)) return;
      clearTimeout(timer);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]),
        body: JSON.parse(received.slice(end + 4, end + 4 + length)),
      });
    });
    socket.once("error", reject);
  });
}

async function rowsAndFiles() {
  const { db, dataDir } = await testHost();
  const stored = path.join(dataDir, "dispute-files");
  return () => ({
    disputes: rowCount(db, "disputes"),
    files: rowCount(db, "dispute_files"),
    stored: existsSync(stored) ? readdirSync(stored).length : 0,
  });
}

test("a file over its limit is answered as soon as it crosses it; nothing is written, no temporary file is left", async () => {
  const { dataDir } = await testHost();
  const counts = await rowsAndFiles();
  const before = counts();
  const socket = await startUpload("/reviews/profile/disputes", 30 * MB);
  try {
    const answer = answerOf(socket);
    socket.write(fieldPart("dispute[description]", "The parcel never came."));
    socket.write(fileHead("dispute[files][]", "huge.pdf"));
    // Just over the limit, and not a byte of the rest of the declared 30 MB.
    socket.write(Buffer.alloc(DISPUTE_MAX_FILE_BYTES + 64 * 1024, 0x20));
    const { status, body } = await answer;
    assert.is(status, 400);
    assert.equal(body, { error: "huge.pdf is larger than 10 MB.", field: "files" });
    await until(() => temporaryFiles(dataDir).length === 0, "the temporary file removed");
    assert.equal(counts(), before, "nothing written");
  } finally {
    socket.destroy();
  }
});

test("a file is on disk while it arrives, never in memory whole; a connection dropped halfway leaves no temporary file", async () => {
  const { dataDir } = await testHost();
  const counts = await rowsAndFiles();
  const before = counts();
  const socket = await startUpload("/reviews/profile/disputes", 8 * MB);
  try {
    socket.write(fileHead("dispute[files][]", "half.pdf"));
    socket.write(Buffer.alloc(2 * MB, 0x20));
    const onDisk = () =>
      temporaryFiles(dataDir).some((name) => statSync(path.join(uploadsDir(dataDir), name)).size >= 2 * MB);
    await until(onDisk, "the half-sent file streamed into a temporary file");
  } finally {
    socket.destroy();
  }
  await until(() => temporaryFiles(dataDir).length === 0, "the temporary file removed after the drop");
  assert.equal(counts(), before, "nothing written");
});

test("a body declaring more than its route takes is a 413 from its headers", async () => {
  const socket = await startUpload("/reviews/profile/reviews", 60 * MB);
  try {
    const { status, body } = await answerOf(socket);
    assert.is(status, 413);
    assert.match(String(body.error), "larger than this form takes");
  } finally {
    socket.destroy();
  }
});

test("kept, refused or failed, an upload leaves no temporary file", async () => {
  const { dataDir, db } = await testHost();
  const reviewer = await hostSession("reviewer");
  const open = openDisputeId(db);
  const post = (extra = "") =>
    reviewer.visitor.request({
      method: "POST",
      url: `/reviews/profile/disputes/${open}/messages`,
      payload: `${fieldPart("message[body]", "See the file.")}${fileHead("message[files][]", "note.pdf")}%%EOF\r\n${extra}${end}`,
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "x-csrf-token": reviewer.visitor.csrfToken,
      },
    });
  const kept = await post();
  assert.is(kept.statusCode, 201, kept.body);
  await until(() => temporaryFiles(dataDir).length === 0, "no temporary file left after a kept upload");
  const refused = await post(fieldPart("message[admin]", "1"));
  assert.is(refused.statusCode, 400, refused.body);
  await until(() => temporaryFiles(dataDir).length === 0, "no temporary file left after a refused one");
});

/** A host of its own for the reader: one route that answers what it read. */
async function readerHost() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "multipart-"));
  onTeardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = Fastify();
  installMultipart(app, dataDir);
  const limits = uploadRoute(dataDir, {
    files: 2,
    fileBytes: 1024,
    fields: 3,
    fileTooLarge: (name) => badRequest(`${name} is too large.`),
    tooManyFiles: () => badRequest("Two files at most."),
  });
  const text = Optional(Type.String());
  const body = Strict({ title: text, body: text, a: text, "tags[]": Optional(Type.Array(Type.String())) });
  app.post("/form", { ...limits, schema: { body } }, async (request) => ({
    fields: request.body,
    files: request.uploads.map((f) => [f.field, f.filename, readFileSync(f.path, "utf8")]),
  }));
  const post = (body: string, type = `multipart/form-data; boundary=${BOUNDARY}`, headers = {}) =>
    app.inject({
      method: "POST",
      url: "/form",
      payload: body,
      headers: { "content-type": type, ...headers },
    });
  return { app, post };
}

test("the reader: fields and files come apart, text as UTF-8; a file input left empty is no file", async () => {
  const { app, post } = await readerHost();
  try {
    const response = await post(
      `${fieldPart("title", "Ünïcode ✓")}${fieldPart("body", "line one\r\nline two")}` +
        `${fileHead("photos[]", "a.pdf")}%%EOF\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos[]"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n${end}`,
    );
    assert.is(response.statusCode, 200, response.body);
    assert.equal(response.json(), {
      fields: { title: "Ünïcode ✓", body: "line one\r\nline two" },
      files: [["photos[]", "a.pdf", "%PDF-1.4\n%%EOF"]],
    });
    const list = await post(`${fieldPart("tags[]", "1")}${fieldPart("tags[]", "2")}${end}`);
    assert.equal(list.json().fields, { "tags[]": ["1", "2"] }, "a name ending in [] is a list");
    const twice = await post(`${fieldPart("a", "1")}${fieldPart("a", "2")}${end}`);
    assert.is(twice.statusCode, 400, "a field sent twice, where each is sent once");
    const json = await post(JSON.stringify({ title: "x" }), "application/json");
    assert.is(json.statusCode, 415, "an upload route takes multipart/form-data only");
  } finally {
    await app.close();
  }
});

test("the reader: malformed bodies, inherited names and too many parts are a 4xx, never a 500", async () => {
  const { app, post } = await readerHost();
  try {
    const cases: [string, string, string | undefined, number][] = [
      ["no boundary", `${fieldPart("a", "1")}${end}`, "multipart/form-data", 400],
      ["garbage", "garbage", undefined, 400],
      ["cut short", `${fieldPart("a", "1")}${fileHead("f", "x.pdf")}abc`, undefined, 400],
      [
        "a part with no name",
        `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n${end}`,
        undefined,
        400,
      ],
      ["a part named toString", `${fieldPart("toString", "1")}${end}`, undefined, 400],
      ["a part named __proto__", `${fieldPart("__proto__", "1")}${end}`, undefined, 400],
      ["a file over 1 KiB", `${fileHead("f", "big.pdf")}${"x".repeat(2000)}\r\n${end}`, undefined, 400],
      [
        "three files",
        `${[1, 2, 3].map((i) => `${fileHead("f", `${i}.pdf`)}\r\n`).join("")}${end}`,
        undefined,
        400,
      ],
      ["four fields", `${[1, 2, 3, 4].map((i) => fieldPart(`f${i}`, "x")).join("")}${end}`, undefined, 413],
    ];
    for (const [what, body, type, status] of cases) {
      const response = await post(body, type);
      assert.is(response.statusCode, status, `${what}: ${response.body}`);
    }
  } finally {
    await app.close();
  }
});

test("a host starting removes only the temporary files no request can still be writing", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "multipart-"));
  onTeardown(() => rmSync(dataDir, { recursive: true, force: true }));
  mkdirSync(uploadsDir(dataDir));
  const left = path.join(uploadsDir(dataDir), "left-by-a-stopped-host");
  const writing = path.join(uploadsDir(dataDir), "another-worker-writing");
  writeFileSync(left, "x");
  writeFileSync(writing, "x");
  const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
  utimesSync(left, twoHoursAgo, twoHoursAgo);
  const app = Fastify();
  installMultipart(app, dataDir);
  await app.close();
  assert.equal(readdirSync(uploadsDir(dataDir)), ["another-worker-writing"]);
});

test.run();
