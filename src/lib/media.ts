// Media items and the video-id rule: a video id longer than 16 characters belongs to the
// platform's own video service, a shorter one to the external video service.
import type { MediaItem, Review } from "../api/contract/review";

const EXTERNAL_VIDEO_ID_MAX_LENGTH = 16;

export type VideoSource = "platform" | "external";

export function videoSource(videoId: string): VideoSource {
  return videoId.length > EXTERNAL_VIDEO_ID_MAX_LENGTH ? "platform" : "external";
}

/** The embeddable player of the external service (privacy-enhanced, allowed by the host's CSP). */
export function externalVideoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

type MediaReview = Pick<
  Review,
  | "uuid"
  | "rating"
  | "title"
  | "reviewer"
  | "pictures_urls"
  | "video_external_ids"
  | "media_platform_hosted_video_infos"
>;

/** A review's pictures, then its videos, as gallery items (the same shape reviews_with_media gives). */
export function reviewMediaItems(review: MediaReview): MediaItem[] {
  const about = { rating: review.rating, title: review.title, reviewer_name: review.reviewer.name };
  const pictures: MediaItem[] = review.pictures_urls.map((picture, index) => ({
    id: `${review.uuid}:p${index}`,
    review_uuid: review.uuid,
    dataType: "picture",
    source: null,
    videoId: null,
    url: picture.huge,
    thumbnail_url: picture.compact,
    review: about,
  }));
  const videos = [
    ...review.media_platform_hosted_video_infos.map((v) => ({ ...v, id: v.video_id })),
    ...review.video_external_ids.map((id) => ({ id, media_platform_url: null, thumbnail_url: null })),
  ];
  // The rule decides, whichever list the id came in.
  const videoItems: MediaItem[] = videos.map((video) => {
    const source = videoSource(video.id);
    return {
      id: `${review.uuid}:v${video.id}`,
      review_uuid: review.uuid,
      dataType: source === "platform" ? "video_platform" : "video_external",
      source,
      videoId: video.id,
      url: source === "platform" ? video.media_platform_url : null,
      thumbnail_url: video.thumbnail_url,
      review: about,
    };
  });
  return [...pictures, ...videoItems];
}
