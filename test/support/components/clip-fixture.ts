// A review's two clips as the host's media pages name them: one the marketplace hosts (its file
// under /media/videos), one on the external video service (an id of 11 characters).
import type { MediaItem } from "../../../src/api/contract/review";

const review = { rating: 4, title: "Clip", reviewer_name: "Ada" };

export const HOSTED_CLIP: MediaItem = {
  id: "r1:vplatformvideo1234567890",
  review_uuid: "r1",
  dataType: "video_platform",
  source: "platform",
  videoId: "platformvideo1234567890",
  url: "/media/videos/platformvideo1234567890.webm",
  thumbnail_url: null,
  review,
};

export const EXTERNAL_CLIP: MediaItem = {
  id: "r1:vabcdefghijk",
  review_uuid: "r1",
  dataType: "video_external",
  source: "external",
  videoId: "abcdefghijk",
  url: null,
  thumbnail_url: null,
  review,
};
