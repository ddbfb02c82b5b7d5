// Dispute files sent one by one before their dispute or message (POST /reviews/profile/dispute-files):
// checked and kept as every dispute file is (an image encoded again, without its EXIF), within the
// uploader's quota; a dispute or message names them by id, only their uploader's and only once;
// one no dispute took expires.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { UPLOAD_EXPIRY_MS } from "../../fixtures/host/disputes/file-uploads";
import type { DisputeFileUploadResponse } from "../../src/api/contract/dispute";
import { lineItemsWithoutOpenDispute, rowCount } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { disputeFields } from "../support/journeys/dispute-form";
import { hostSession } from "../support/requests/http-client";
import { type FormFile, multipartForm } from "../support/requests/multipart-form";
import { exifHasGps, phonePhoto } from "../support/requests/phone-photo";

const test = suite("dispute files sent before their dispute (host)");

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function session(as: "reviewer" | "arbitrator" = "reviewer") {
  const s = await hostSession(as);
  const post = async (url: string, fields: [string, string][], files: FormFile[] = []) => {
    return s.visitor.sendForm(url, multipartForm(fields, files));
  };
  const upload = async (name: string, data: Buffer) => {
    const response = await post("/reviews/profile/dispute-files", [], [{ field: "file", name, data }]);
    assert.is(response.statusCode, 201, response.body);
    return response.json() as DisputeFileUploadResponse;
  };
  return { ...s, post, upload };
}

/** An order of the reviewer's with no open dispute, and the dispute form's fields about it. */
async function disputeAbout(fileIds: string[]) {
  const { db } = await testHost();
  const [order] = lineItemsWithoutOpenDispute(db);
  assert.ok(order, "the reviewer has an order without an open dispute");
  const fields = disputeFields(order, {
    dispute_type: "damaged_item",
    description: "It came broken; the photo shows the box.",
  });
  return [...Object.entries(fields), ...fileIds.map((id): [string, string] => ["dispute[file_ids][]", id])];
}

const count = async (table: string) => rowCount((await testHost()).db, table);

test("a photo sent ahead is kept upright without its EXIF; the dispute naming it takes it, once", async () => {
  const { upload, post } = await session();
  const photo = await upload("IMG_7.jpg", await phonePhoto({ width: 1200, height: 900, orientation: 6 }));
  const receipt = await upload("receipt.pdf", PDF);
  assert.is(photo.name, "IMG_7.jpg");
  assert.is(receipt.size, PDF.length);
  const filesBefore = await count("dispute_files");
  const created = await post("/reviews/profile/disputes", await disputeAbout([photo.id, receipt.id]));
  assert.is(created.statusCode, 201, created.body);
  assert.is(await count("dispute_files"), filesBefore + 2);
  const { db, dataDir } = await testHost();
  const kept = db
    .prepare("SELECT name, content_type, stored_name FROM dispute_files ORDER BY id DESC LIMIT 2")
    .all()
    .reverse() as { name: string; content_type: string; stored_name: string }[];
  assert.equal(
    kept.map((f) => [f.name, f.content_type]),
    [
      ["IMG_7.jpg", "image/jpeg"],
      ["receipt.pdf", "application/pdf"],
    ],
  );
  const meta = await sharp(path.join(dataDir, "dispute-files", kept[0]?.stored_name ?? "")).metadata();
  assert.ok(meta.height > meta.width, "upright");
  assert.not.ok(exifHasGps(meta.exif));
  assert.is(
    db.prepare("SELECT count(*) FROM dispute_uploads WHERE id IN (?, ?)").pluck().get(photo.id, receipt.id),
    0,
  );
  // Taken: naming it again is naming nothing.
  const again = await post("/reviews/profile/disputes", await disputeAbout([photo.id]));
  assert.is(again.statusCode, 400, again.body);
});

test("only its uploader names a file: unknown 400, someone else's 403; nothing written", async () => {
  const { upload, post } = await session();
  const other = await session("arbitrator");
  const theirs = await other.upload("theirs.pdf", PDF);
  const before = [await count("disputes"), await count("dispute_files")];
  const foreign = await post("/reviews/profile/disputes", await disputeAbout([theirs.id]));
  assert.is(foreign.statusCode, 403, foreign.body);
  const unknown = await post(
    "/reviews/profile/disputes",
    await disputeAbout(["0c9e4f7a-0000-4000-8000-000000000000"]),
  );
  assert.is(unknown.statusCode, 400, unknown.body);
  assert.equal([await count("disputes"), await count("dispute_files")], before);
  // A message of one's own open dispute takes one's own file.
  const mine = await upload("more.pdf", PDF);
  const { db } = await testHost();
  const open = db
    .prepare(
      "SELECT encoded_id FROM disputes WHERE reviewer_id = 1 AND status = 'open' ORDER BY id DESC LIMIT 1",
    )
    .pluck()
    .get() as string;
  const message = await post(`/reviews/profile/disputes/${open}/messages`, [
    ["message[file_ids][]", mine.id],
  ]);
  assert.is(message.statusCode, 201, message.body);
  assert.is(await count("dispute_files"), (before[1] as number) + 1);
});

test("an upload is refused when it is not an image or a PDF; one no dispute took expires with its file", async () => {
  const { upload, post } = await session();
  const text = await post(
    "/reviews/profile/dispute-files",
    [],
    [{ field: "file", name: "notes.pdf", data: Buffer.from("notes") }],
  );
  assert.is(text.statusCode, 400, text.body);
  assert.match(text.json().error, "notes.pdf");
  const old = await upload("old.pdf", PDF);
  const { db, dataDir } = await testHost();
  const stored = db
    .prepare("SELECT stored_name FROM dispute_uploads WHERE id = ?")
    .pluck()
    .get(old.id) as string;
  assert.ok(existsSync(path.join(dataDir, "dispute-files", stored)));
  db.prepare("UPDATE dispute_uploads SET created_at = ? WHERE id = ?").run(
    new Date(Date.now() - UPLOAD_EXPIRY_MS - 1000).toISOString(),
    old.id,
  );
  await upload("new.pdf", PDF);
  assert.is(db.prepare("SELECT count(*) FROM dispute_uploads WHERE id = ?").pluck().get(old.id), 0);
  assert.not.ok(existsSync(path.join(dataDir, "dispute-files", stored)));
});

test.run();
