// The framework-free parts of photos as phones take them: the sizes a photo is shrunk and
// previewed at, the name it travels under, and the draft that keeps which photos reached the host.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { ChosenPhoto } from "../../src/features/write-review/chosen-photo";
import {
  clearPhotoDraft,
  readPhotoDraft,
  restoredPhotos,
  savePhotoDraft,
} from "../../src/features/write-review/photo-draft";
import { travelName } from "../../src/features/write-review/photo-work";
import { PHOTO_MAX_SIDE, previewSize, shrunkSize } from "../../src/lib/browser/photos/shrink-core";

const test = suite("photos");

test("a photo is shrunk to at most 2048 px on its long side, either way up; a small one keeps its size", () => {
  assert.equal(shrunkSize(4000, 3000), { width: 2048, height: 1536 });
  assert.equal(shrunkSize(3000, 4000), { width: 1536, height: 2048 });
  assert.equal(shrunkSize(8160, 6120), { width: 2048, height: 1536 });
  assert.equal(shrunkSize(1200, 900), { width: 1200, height: 900 });
  assert.equal(shrunkSize(20000, 1), { width: PHOTO_MAX_SIDE, height: 1 });
});

test("a preview's short side is 264 px, never more than the photo's", () => {
  assert.equal(previewSize(2048, 1536), { width: 352, height: 264 });
  assert.equal(previewSize(1536, 2048), { width: 264, height: 352 });
  assert.equal(previewSize(100, 50), { width: 100, height: 50 });
});

test("a photo travels under its own name, as the type it was encoded to", () => {
  assert.is(travelName("IMG_0001.HEIC", "image/webp"), "IMG_0001.webp");
  assert.is(travelName("holiday.photo.png", "image/jpeg"), "holiday.photo.jpg");
  assert.is(travelName(".jpg", "image/jpeg"), "photo.jpg");
});

const photo = (key: string, name: string, uploadId: string | null, state: ChosenPhoto["state"]) =>
  ({ key, name, previewUrl: null, state, sent: 0, total: 0, uploadId, keptAddress: null }) as ChosenPhoto;

test("the draft keeps the uploaded photos by id and the others by name; a reload shows the others as not sent", () => {
  clearPhotoDraft("li-1");
  savePhotoDraft("li-1", [
    photo("a", "sent.jpg", "0c9e4f7a-0000-4000-8000-000000000001", "uploaded"),
    photo("b", "going.jpg", null, "uploading"),
    photo("c", "", null, "kept"),
  ]);
  const draft = readPhotoDraft("li-1");
  assert.equal(draft, [
    { name: "sent.jpg", id: "0c9e4f7a-0000-4000-8000-000000000001" },
    { name: "going.jpg", id: null },
  ]);
  assert.equal(
    restoredPhotos(draft).map((p) => [p.name, p.state, p.uploadId]),
    [
      ["sent.jpg", "uploaded", "0c9e4f7a-0000-4000-8000-000000000001"],
      ["going.jpg", "unsent", null],
    ],
  );
  savePhotoDraft("li-1", []);
  assert.equal(readPhotoDraft("li-1"), []);
});

test("a draft that is not a draft's shape reads as none", () => {
  localStorage.setItem("write-review-photos:li-2", JSON.stringify({ value: [{ name: 3 }, null, "x"] }));
  assert.equal(readPhotoDraft("li-2"), []);
  localStorage.removeItem("write-review-photos:li-2");
});

test.run();
