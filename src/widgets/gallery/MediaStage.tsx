import { type ReactNode, useState } from "react";
import { tr } from "../../lib/i18n/translate";
import { externalVideoEmbedUrl } from "../../lib/media";
import { heardOnly } from "../../ui/heard-only";
import { Image } from "../../ui/Image";
import { describeItem, type GalleryItem } from "./gallery-item";

/** Gives the element the focus as it mounts: the player that took the Play button's place. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * One picture or video, huge. Videos wait behind a play button, over their poster: an external
 * one loads no third party until asked, and a hosted one builds no player (the browser's controls
 * cost a slow phone's press more than a picture does) and fetches nothing of its clip until asked.
 */
export function MediaStage({ item }: { item: GalleryItem }) {
  const [playing, setPlaying] = useState<string | null>(null);
  const label = describeItem(item);
  if (item.dataType === "picture") {
    return <Image key={item.id} className="rv-gallery__media" src={item.url} alt={label} eager />;
  }
  const hosted = item.dataType === "video_platform" && !!item.url;
  if (playing === item.id && hosted) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: reviewers' clips come without captions
      <video
        key={item.id}
        ref={focusOnMount}
        className="rv-gallery__media"
        src={item.url ?? undefined}
        poster={item.thumbnail_url ?? undefined}
        controls
        autoPlay
        playsInline
        aria-label={label}
      />
    );
  }
  if (playing === item.id && item.videoId) {
    return (
      <iframe
        ref={focusOnMount}
        className="rv-gallery__media rv-gallery__media--frame"
        src={externalVideoEmbedUrl(item.videoId)}
        title={label}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <>
      {hosted && item.thumbnail_url && (
        <Image key={item.id} className="rv-gallery__media" src={item.thumbnail_url} alt="" eager />
      )}
      <button type="button" className="rv-gallery__play" onClick={() => setPlaying(item.id)}>
        <span aria-hidden="true">▶</span>{" "}
        {
          tr("Play video<hidden>: {label}</hidden>", {
            label,
            hidden: heardOnly,
          }) as ReactNode[]
        }
      </button>
    </>
  );
}
