// What a phone reader downloads in pictures on a product page whose first page of reviews holds
// ten reviews with a 4000 × 3000 phone photo each: the reviews are written through the host's
// real upload (so the photos go through its encoder), then the page is read to its end at 375 px
// in Chromium and every image response is counted.
import { chromium } from "playwright-core";
import { openDatabase } from "../../fixtures/host/db/database";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { CHROMIUM } from "../support/browsers/chromium";
import { freshLineItem } from "../support/data/line-items";
import { phonePhoto } from "../support/requests/phone-photo";
import { signInCookie } from "../support/screens/signed-in-pages";

export const REVIEWS_WITH_PHOTOS = 10;
/** The guide's budget for those ten photos as a phone shows them. */
export const PHOTO_BYTES_BUDGET = 300 * 1024;

export interface PhotoPageReport {
  path: string;
  uploadedBytes: number;
  images: number;
  imageBytes: number;
}

/** Writes ten reviews with a phone photo as the seeded reviewer; returns the product page's path. */
async function productWithPhotoReviews(
  base: string,
  dataDir: string,
): Promise<{ path: string; uploaded: number }> {
  const db = openDatabase(dataDir);
  const items = Array.from({ length: REVIEWS_WITH_PHOTOS }, () => freshLineItem(db, 7));
  db.close();
  const cookie = `${SESSION_COOKIE}=${await signInCookie(base, "reviewer")}`;
  const page = await fetch(`${base}/reviews/write-review`, { headers: { cookie } });
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  const headers = { cookie, "x-csrf-token": token };
  await fetch(`${base}/reviews/profile/accept_tos`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ reviewer_name: "Jamie R." }),
  });
  const photo = await phonePhoto();
  for (const [i, item] of items.entries()) {
    const form = new FormData();
    form.append("line_item_public_id", item.publicId);
    form.append("rating", "5");
    form.append("title", `Photo review ${i + 1}`);
    form.append("body", "The photo shows it as it arrived, straight out of the box.");
    form.append("photos[]", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
    const answer = await fetch(`${base}/reviews/profile/reviews`, { method: "POST", headers, body: form });
    if (answer.status !== 201)
      throw new Error(`writing a photo review failed: ${answer.status} ${await answer.text()}`);
  }
  return { path: items[0]?.path ?? "", uploaded: photo.length * REVIEWS_WITH_PHOTOS };
}

export async function measureReviewPhotos(base: string, dataDir: string): Promise<PhotoPageReport> {
  const { path, uploaded } = await productWithPhotoReviews(base, dataDir);
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "image") sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    // A reader scrolls through every review: lazy pictures load as they come into view.
    await page.getByRole("article").first().waitFor();
    for (const article of await page.getByRole("article").all()) await article.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await page.waitForLoadState("networkidle");
    const bytes = await Promise.all(sizes);
    return {
      path,
      uploadedBytes: uploaded,
      images: bytes.length,
      imageBytes: bytes.reduce((a, b) => a + b, 0),
    };
  } finally {
    await browser.close();
  }
}
