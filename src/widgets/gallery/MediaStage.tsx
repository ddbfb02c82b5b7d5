import { type ReactNode, useState } from "react";
import { tr } from "../../lib/i18n/translate";
import { externalVideoEmbedUrl } from "../../lib/media";
import { heardOnly } from "../../ui/heard-only";
import { Image } from "../../ui/Image";
import { describeItem, type GalleryItem } from "./gallery-item";

/** One picture or video, huge. External videos wait behind a play button (no third party until asked). */
export function MediaStage({ item }: { item: GalleryItem }) {
  const [playing, setPlaying] = useState<string | null>(null);
  const label = describeItem(item);
  if (item.dataType === "picture") {
    return <Image key={item.id} className="rv-gallery__media" src={item.url} alt={label} eager />;
  }
  if (item.dataType === "video_platform" && item.url) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: reviewers' clips come without captions
      <video
        key={item.id}
        className="rv-gallery__media"
        src={item.url}
        poster={item.thumbnail_url ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
      />
    );
  }
  if (playing === item.id && item.videoId) {
    return (
      <iframe
        className="rv-gallery__media rv-gallery__media--frame"
        src={externalVideoEmbedUrl(item.videoId)}
        title={label}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" className="rv-gallery__play" onClick={() => setPlaying(item.id)}>
      <span aria-hidden="true">▶</span>{" "}
      {
        tr("Play video<hidden>: {label}</hidden>", {
          label,
          hidden: heardOnly,
        }) as ReactNode[]
      }
    </button>
  );
}
