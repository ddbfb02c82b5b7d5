// A video in the gallery's stage: hosted or external, it waits behind its play button (over its
// poster), and Play puts the player in the button's place with the focus on it.
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { GalleryItem } from "../../src/widgets/gallery/gallery-item";
import { MediaStage } from "../../src/widgets/gallery/MediaStage";
import { EXTERNAL_CLIP, HOSTED_CLIP } from "../support/components/clip-fixture";
import { renderWithStore } from "../support/components/render";

const test = suite("media stage");
test.after.each(cleanup);

const hosted: GalleryItem = { ...HOSTED_CLIP, thumbnail_url: "/media/videos/platformvideo1234567890.jpg" };
const external: GalleryItem = EXTERNAL_CLIP;

test("a hosted clip shows its poster behind a play button, and Play gives its player the focus", () => {
  const { container } = renderWithStore(<MediaStage item={hosted} />);
  assert.is(container.querySelector("video"), null, "no player before Play");
  assert.is(container.querySelector("img")?.getAttribute("src"), hosted.thumbnail_url);
  fireEvent.click(screen.getByRole("button", { name: /^Play video/ }));
  const video = container.querySelector("video");
  assert.ok(video, "the player after Play");
  assert.is(video?.getAttribute("src"), hosted.url);
  assert.ok(video?.autoplay, "it plays at once");
  assert.is(document.activeElement, video);
  assert.is(screen.queryByRole("button", { name: /Play video/ }), null);
});

test("an external clip loads its player only on Play, and gives it the focus", () => {
  const { container } = renderWithStore(<MediaStage item={external} />);
  assert.is(container.querySelector("iframe, video, img"), null);
  fireEvent.click(screen.getByRole("button", { name: /Play video/ }));
  const frame = container.querySelector("iframe");
  assert.ok(frame?.getAttribute("src")?.includes("abcdefghijk"));
  assert.is(document.activeElement, frame);
});

test.run();
