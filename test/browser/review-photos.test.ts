// Review photos as phones take them: shrunk and stripped in the browser before they leave (read
// from the request the browser sent), each uploaded as soon as it is chosen with its own progress
// bar, a cancel and a retry; the review's submit answered while its photos are still being
// prepared, and the pictures shown once ready without a reload; a photo the browser cannot decode
// refused before anything is sent; a reload keeps what reached the host.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page, Request, Route } from "playwright-core";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { encodingHold, PHOTO_UPLOADS_DIR } from "../../fixtures/host/reviews/photo-uploads";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";
import { untilInPage } from "../support/browsers/until-in-page";
import { freshLineItem } from "../support/data/line-items";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import { setTermsAcceptedAt } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { fillReviewForm } from "../support/journeys/review-form";
import { barValues, slowUploads, untilBarFull, watchBars } from "../support/pages/progress-bars";
import { exifHasGps, phonePhoto } from "../support/requests/phone-photo";
import { onTeardown } from "../teardown";

const test = suite("review photos from a phone");

const UPLOADS = "**/reviews/profile/review-photos";
const TEXT = "The photos show the scratches on the lid better than words could do.";

const folder = mkdtempSync(path.join(tmpdir(), "review-photos-"));
onTeardown(() => rmSync(folder, { recursive: true, force: true }));

/** A phone photo written to disk: Chromium reads a file itself, a buffer would travel as base64. */
async function photoFile(name: string, options: Parameters<typeof phonePhoto>[0] = {}) {
  const file = path.join(folder, name);
  const data = await phonePhoto(options);
  writeFileSync(file, data);
  return { file, size: data.length };
}

const isUpload = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/reviews/profile/review-photos";

/**
 * Runs `work` with every photo's encoding held: the host keeps each upload as it arrived, under
 * DATA_DIR/photo-uploads/{id}, until `work` ends or lets go (`release`).
 */
async function holdingEncoding(work: (release: () => void) => Promise<void>) {
  let release = () => {};
  encodingHold.until = new Promise<void>((resolve) => {
    release = () => {
      encodingHold.until = Promise.resolve();
      resolve();
    };
  });
  try {
    await work(release);
  } finally {
    release();
  }
}

/** The bytes of the reviewer's last upload as they reached the host, while encoding is held. */
async function lastUploadAsReceived(): Promise<Buffer> {
  const { db, dataDir } = await testHost();
  const id = db
    .prepare(
      "SELECT id FROM photo_uploads WHERE reviewer_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
    )
    .pluck()
    .get(REVIEWER_ID) as string;
  return readFileSync(path.join(dataDir, PHOTO_UPLOADS_DIR, id));
}

async function uploadsOf(reviewerId = REVIEWER_ID): Promise<number> {
  const { db } = await testHost();
  return db
    .prepare("SELECT count(*) FROM photo_uploads WHERE reviewer_id = ?")
    .pluck()
    .get(reviewerId) as number;
}

async function openForm(nth: number) {
  const { db } = await testHost();
  setTermsAcceptedAt(db, new Date().toISOString());
  const item = freshLineItem(db, nth);
  const session = await openSession({ as: "reviewer", pictures: true });
  const { page, url } = session;
  const uploads: Request[] = [];
  page.on("request", (request) => {
    if (isUpload(request)) uploads.push(request);
  });
  await page.goto(url(`/reviews/write-review/new?line_item_public_id=${item.publicId}`));
  await page.getByRole("radiogroup", { name: "Rating" }).waitFor();
  return { ...session, item, uploads };
}

/**
 * The host's 201 to the next upload it keeps. A full bar says every byte was sent, not that the
 * host has kept the photo: on a busy machine its answer (and its row) may come a while later.
 */
const uploadKept = (page: Page) =>
  page.waitForResponse((response) => isUpload(response.request()) && response.status() === 201, {
    timeout: 30_000,
  });

test("an 8 MB phone photo with GPS and a rotated orientation leaves the browser under 1 MB, upright, without any EXIF", async () => {
  const { page, uploads, context, errors } = await openForm(0);
  const photo = await photoFile("IMG_2041.jpg", { orientation: 6, grain: 30, quality: 96 });
  assert.ok(photo.size > 7.5 * 1024 * 1024, `an 8 MB photo (${photo.size} bytes)`);
  const before = await uploadsOf();
  let bytes: Buffer = Buffer.alloc(0);
  await holdingEncoding(async () => {
    const kept = uploadKept(page);
    await page.getByLabel("Add photos").setInputFiles(photo.file);
    await untilBarFull(page, "IMG_2041.jpg");
    await kept;
    bytes = await lastUploadAsReceived();
  });
  assert.ok(bytes.length < 1024 * 1024, `sent ${bytes.length} bytes`);
  const meta = await sharp(bytes).metadata();
  assert.ok(meta.format === "webp" || meta.format === "jpeg", meta.format);
  // The pixels lay on their side (4000 × 3000, orientation 6): upright, the long side 2048.
  assert.equal([meta.width, meta.height], [1536, 2048]);
  assert.is(meta.orientation, undefined, "no orientation left to apply");
  assert.is(meta.exif, undefined, "no EXIF at all");
  assert.not.ok(exifHasGps(meta.exif));
  assert.is(bytes.indexOf("Exif"), -1);
  const preview = page.getByRole("img", { name: "1 of 1: IMG_2041.jpg" });
  await preview.waitFor();
  assert.match((await preview.getAttribute("src")) ?? "", /^data:image\/(webp|jpeg);base64,/);
  assert.is(await uploadsOf(), before + 1);
  assert.is(uploads.length, 1);
  assert.equal(await seriousAxeViolations(page), []);
  assert.equal(errors, []);
  await context.close();
});

test("without its worker (the file refused), a photo is shrunk and stripped on the page instead", async () => {
  const { page, context } = await openForm(5);
  let refused = 0;
  await page.route("**/photo-worker-*.js", (route) => {
    refused++;
    return route.fulfill({ status: 404, body: "" });
  });
  const photo = await photoFile("IMG_3001.jpg", { width: 3000, height: 2250, orientation: 6, grain: 16 });
  let bytes: Buffer = Buffer.alloc(0);
  await holdingEncoding(async () => {
    const asked = page.waitForResponse((response) => /photo-worker-/.test(response.url()));
    const kept = uploadKept(page);
    await page.getByLabel("Add photos").setInputFiles(photo.file);
    await asked;
    await untilBarFull(page, "IMG_3001.jpg");
    await kept;
    bytes = await lastUploadAsReceived();
  });
  const meta = await sharp(bytes).metadata();
  assert.equal([meta.width, meta.height], [1536, 2048]);
  assert.is(meta.exif, undefined);
  assert.ok(bytes.length < photo.size / 4, `sent ${bytes.length} of ${photo.size} bytes`);
  assert.is(refused, 1, "the worker was asked for, and refused");
  await page.getByRole("img", { name: "1 of 1: IMG_3001.jpg" }).waitFor();
  await context.close();
});

test("a text file named .jpg and a cut-off JPEG are refused before anything is sent, each named", async () => {
  const { page, uploads, context } = await openForm(1);
  const notes = path.join(folder, "notes.jpg");
  writeFileSync(notes, "Just some notes about the parcel, not a picture at all.");
  const whole = await phonePhoto({ width: 1200, height: 900 });
  const cut = path.join(folder, "cut-short.jpg");
  writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 3)));
  await page.getByLabel("Add photos").setInputFiles([notes, cut]);
  await page.getByText("notes.jpg could not be read as a picture.").waitFor();
  await page.getByText("cut-short.jpg could not be read as a picture.").waitFor();
  assert.is(await page.locator(".rv-photo-previews li").count(), 0, "neither is shown");
  assert.is(uploads.length, 0, "nothing was sent");
  await context.close();
});

test("five photos, five progress bars that reach their end; the review is answered at once with its photos being prepared, then shown", async () => {
  const { page, uploads, context, item, errors } = await openForm(2);
  // Every value each bar takes, as the page shows it.
  await watchBars(page);
  const names = ["one.jpg", "two.jpg", "three.jpg", "four.jpg", "five.jpg"];
  const files: string[] = [];
  for (const [i, name] of names.entries())
    files.push((await photoFile(name, { width: 3000, height: 2250, grain: 10 + i * 3 })).file);
  // No photo is encoded until the test lets it: the review must be answered without them.
  await holdingEncoding(fivePhotos);

  async function fivePhotos(release: () => void) {
    const fullSpeed = await slowUploads(page);
    await fillReviewForm(page, { title: "Five photos of it", body: TEXT });
    await page.getByLabel("Add photos").setInputFiles(files);
    for (const name of names) await untilBarFull(page, name);
    assert.is(await page.getByRole("progressbar").count(), 5);
    const bars = await barValues(page);
    for (const name of names) {
      const values = bars.filter(([label]) => label === name);
      assert.ok(
        values.some(([, value, max]) => value > 0 && value < max),
        `${name}'s bar shows its progress: ${JSON.stringify(values)}`,
      );
    }
    assert.is(uploads.length, 5);
    await fullSpeed();

    // Answered while every photo's encoding is held: a host that waited for its pictures would
    // not answer before release(), and this wait would fail.
    const submitted = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname === "/reviews/profile/reviews",
    );
    await page.getByRole("button", { name: "Submit review" }).click();
    const answer = await submitted;
    assert.is(answer.status(), 201);
    const body = answer.request().postData() ?? "";
    assert.is((body.match(/name="photo_ids\[\]"/g) ?? []).length, 5, "the review names its five photos");
    assert.not.ok(/filename=/.test(body), "and sends none of them again");
    await page.getByRole("heading", { name: "Thank you for your review" }).waitFor();
    await page.getByText("Photo being prepared").nth(4).waitFor();
    assert.is(await page.getByText("Photo being prepared").count(), 5);
    assert.is(await page.locator(".rv-review-confirmation img").count(), 0, "no broken picture");
    assert.equal(await seriousAxeViolations(page), []);

    release();
    for (let n = 1; n <= 5; n++) {
      const picture = page.getByRole("img", { name: `${n} of 5: your photo` });
      await picture.waitFor({ timeout: 20_000 });
      await untilInPage(
        page,
        (label) =>
          [...document.images].some((img) => img.alt === label && img.complete && img.naturalWidth > 0),
        `${n} of 5: your photo`,
      );
    }
    assert.is(await page.getByText("Photo being prepared").count(), 0);
    const { db } = await testHost();
    const pictures = db
      .prepare(
        "SELECT r.pictures FROM reviews r JOIN line_items li ON li.review_id = r.id WHERE li.public_id = ?",
      )
      .pluck()
      .get(item.publicId) as string;
    assert.is(JSON.parse(pictures).length, 5);
    assert.equal(errors, []);
    await context.close();
  }
});

test("a cancelled photo is never sent; one the host fails once is sent again alone", async () => {
  const { page, context, uploads } = await openForm(3);
  const before = await uploadsOf();
  const held: Route[] = [];
  let onHeld = () => {};
  const heldSeen = new Promise<void>((resolve) => {
    onHeld = resolve;
  });
  // In the order they leave (each starts once shrunk, in the order chosen): keep.jpg goes,
  // fails.jpg is answered 500, held.jpg is held until cancelled, the retry of fails.jpg goes.
  let sent = 0;
  await page.route(UPLOADS, async (route) => {
    sent++;
    if (sent === 3) {
      held.push(route);
      return onHeld();
    }
    if (sent === 2)
      return route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' });
    await route.continue();
  });
  const keep = await photoFile("keep.jpg", { width: 1600, height: 1200 });
  const fails = await photoFile("fails.jpg", { width: 1600, height: 1200 });
  const heldPhoto = await photoFile("held.jpg", { width: 1600, height: 1200 });
  await fillReviewForm(page, { title: "Sent, failed, cancelled", body: TEXT });
  const keepKept = uploadKept(page);
  await page.getByLabel("Add photos").setInputFiles([keep.file, fails.file]);
  await untilBarFull(page, "keep.jpg");
  await keepKept;
  await page.getByText("fails.jpg was not sent: retry it or remove it.").waitFor();
  assert.is(await uploadsOf(), before + 1);

  await page.getByLabel("Add photos").setInputFiles(heldPhoto.file);
  await untilInPage(page, () => document.querySelector('progress[aria-label="held.jpg"]'));
  await heldSeen;
  const gaveUp = page.waitForEvent("requestfailed", (request) => request === held[0]?.request());
  await page.getByRole("button", { name: "Cancel held.jpg" }).click();
  await page.getByRole("progressbar", { name: "held.jpg" }).waitFor({ state: "detached" });
  await gaveUp;
  // Let go: a request the browser gave up ends at the host as a dropped connection, if at all.
  await held[0]?.continue().catch(() => {});

  const sentBefore = uploads.length;
  const retryKept = uploadKept(page);
  await page.getByRole("button", { name: "Retry fails.jpg" }).click();
  await untilBarFull(page, "fails.jpg");
  await retryKept;
  await page.getByText("fails.jpg was not sent: retry it or remove it.").waitFor({ state: "detached" });
  assert.is(uploads.length, sentBefore + 1, "the retry sends the failed photo alone");
  assert.is(await uploadsOf(), before + 2, "the cancelled photo never reached the host");

  await page.getByRole("button", { name: "Submit review" }).click();
  await page.getByRole("heading", { name: "Thank you for your review" }).waitFor();
  assert.is(await uploadsOf(), before + 2);
  await context.close();
});

test("a reload keeps the photos that reached the host and asks for the others again", async () => {
  const { page, context, item } = await openForm(4);
  const sent = await photoFile("arrived.jpg", { width: 1600, height: 1200 });
  const lost = await photoFile("lost.jpg", { width: 1600, height: 1200 });
  let routed = 0;
  let held = (_route: Route) => {};
  const lostHeld = new Promise<Route>((resolve) => (held = resolve));
  await page.route(UPLOADS, async (route) => {
    // lost.jpg: held, then dropped as the page is left
    if (++routed === 2) return held(route);
    await route.continue();
  });
  await fillReviewForm(page, { title: "Written over two visits", body: TEXT });
  const arrivedKept = uploadKept(page);
  await page.getByLabel("Add photos").setInputFiles(sent.file);
  await untilBarFull(page, "arrived.jpg");
  await arrivedKept;
  await page.getByLabel("Add photos").setInputFiles(lost.file);
  // Its upload under way (its bar shows while it is shrunk, before), then dropped: a request held
  // by a route goes on to the host when the route is removed, and could be answered before the reload.
  await (await lostHeld).abort("connectionaborted");
  await page.unrouteAll();
  await page.reload();
  await page.getByRole("img", { name: "1 of 2: arrived.jpg" }).waitFor();
  await page.getByText("lost.jpg was not sent: retry it or remove it.").waitFor();
  assert.is(await page.getByRole("textbox", { name: "Title" }).inputValue(), "Written over two visits");
  // Submitting with a photo that was not sent says so, and sends nothing.
  await page.getByRole("button", { name: "Submit review" }).click();
  await page.getByRole("alert").filter({ hasText: "lost.jpg was not sent" }).waitFor();
  await page.getByRole("button", { name: "Remove photo 2" }).click();
  await page.getByRole("button", { name: "Submit review" }).click();
  await page.getByRole("heading", { name: "Thank you for your review" }).waitFor();
  const { db } = await testHost();
  const reviewId = db
    .prepare("SELECT review_id FROM line_items WHERE public_id = ?")
    .pluck()
    .get(item.publicId) as number;
  assert.is(db.prepare("SELECT count(*) FROM photo_uploads WHERE review_id = ?").pluck().get(reviewId), 1);
  await context.close();
});

test.run();
