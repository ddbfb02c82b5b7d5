import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Review } from "../../src/api/contract/review";
import { externalVideoEmbedUrl, reviewMediaItems, videoSource } from "../../src/lib/media";

const test = suite("media items and the video-id rule");

test("a video id longer than 16 characters is the platform's; 16 or fewer, the external service's", () => {
  assert.is(videoSource("a".repeat(16)), "external");
  assert.is(videoSource("a".repeat(17)), "platform");
  assert.is(videoSource(""), "external");
  fc.assert(
    fc.property(fc.string({ maxLength: 40 }), (id) => {
      assert.is(videoSource(id), id.length > 16 ? "platform" : "external");
    }),
  );
});

const review = (overrides: Partial<Review>) =>
  ({
    uuid: "u1",
    rating: 4,
    title: "Nice",
    reviewer: { name: "Ada", encoded_id: "r", slug: "ada", avatar_image_url: null, verified_buyer: true },
    pictures_urls: [],
    video_external_ids: [],
    media_platform_hosted_video_infos: [],
    ...overrides,
  }) as Review;

test("a review's pictures come first, then its videos, each typed by the rule", () => {
  const items = reviewMediaItems(
    review({
      pictures_urls: [
        { compact: "/c1", huge: "/h1" },
        { compact: "/c2", huge: "/h2" },
      ],
      video_external_ids: ["dQw4w9WgXcQ"],
      media_platform_hosted_video_infos: [
        { video_id: "x".repeat(24), media_platform_url: "/v.webm", thumbnail_url: "/t.svg" },
      ],
    }),
  );
  assert.equal(
    items.map((i) => [i.id, i.dataType, i.source, i.url]),
    [
      ["u1:p0", "picture", null, "/h1"],
      ["u1:p1", "picture", null, "/h2"],
      [`u1:v${"x".repeat(24)}`, "video_platform", "platform", "/v.webm"],
      ["u1:vdQw4w9WgXcQ", "video_external", "external", null],
    ],
  );
  assert.equal(items[0]?.review, { rating: 4, title: "Nice", reviewer_name: "Ada" });
});

test("the external player address escapes the id", () => {
  assert.is(
    externalVideoEmbedUrl("a/b?c"),
    "https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1&rel=0",
  );
});

test.run();
