// The media gallery overlay: opens on a review's media or on the product image, pages through
// reviews_with_media, moves with the arrow keys, closes with Escape and gives focus back (Modal).
import { type ReactNode, useEffect, useRef, useState } from "react";
import { afterPaint } from "../../lib/browser/after-paint";
import { rowStep } from "../../lib/i18n/languages";
import { msg, t, tr } from "../../lib/i18n/translate";
import { Modal } from "../../ui/Modal";
import { Stars } from "../../ui/Stars";
import { describeItem, type GalleryRequest } from "./gallery-item";
import { MediaStage } from "./MediaStage";
import { useMediaPages } from "./use-media-pages";
import "./gallery.css";

/** The gallery's failure message, word for word as the product states it. */
const GALLERY_ERROR = msg("Something went wrong, please try again later or contact our customer support");

/** Scrolls `row` along itself, as little as shows its current item whole. */
function showInRow(row: HTMLElement | null) {
  const current = row?.querySelector('[aria-current="true"]');
  if (!row || !current) return;
  const shown = row.getBoundingClientRect();
  const { left, right } = current.getBoundingClientRect();
  const by = left < shown.left ? left - shown.left : right > shown.right ? right - shown.right : 0;
  if (by !== 0) row.scrollBy({ left: by, behavior: "instant" });
}

interface Props {
  request: GalleryRequest;
  onClose: () => void;
}

export default function MediaGallery({ request, onClose }: Props) {
  const { items, status, hasMore, total, loadMore, retry } = useMediaPages(request);
  const [index, setIndex] = useState(Math.min(request.start, Math.max(0, items.length - 1)));
  const strip = useRef<HTMLOListElement>(null);
  const item = items[index];
  const atEnd = index >= items.length - 1;

  // Where the last press went, ahead of the render: presses faster than renders (a held arrow key,
  // a busy phone) each move one step, and presses made while a page loads stop at its last item.
  const position = useRef(index);
  const loadedCount = useRef(items.length);
  loadedCount.current = items.length;
  const move = (to: number) => {
    position.current = to;
    setIndex(to);
  };
  const next = async () => {
    if (position.current < loadedCount.current - 1) move(position.current + 1);
    else if (hasMore) {
      const count = await loadMore();
      if (count !== null && position.current < count - 1) move(position.current + 1);
    }
  };
  const previous = () => move(Math.max(0, position.current - 1));

  // Arrow keys anywhere in the dialog, except where they already mean something (a playing video).
  const keys = useRef({ next, previous });
  keys.current = { next, previous };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("video, iframe, input")) return;
      // The arrow toward the row's end goes on: ArrowLeft when the gallery reads right to left.
      const step = rowStep(event.key);
      if (step === 1) void keys.current.next();
      else if (step === -1) keys.current.previous();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // The strip follows the current item, scrolled along its own row only, after the press's frame
  // has painted: the layout it reads is then the browser's to give, not forced in the press.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each move
  useEffect(() => afterPaint(() => showInRow(strip.current)), [index]);

  return (
    <Modal open onClose={onClose} title={t("Photos and videos")} className="rv-modal--gallery">
      <div className="rv-gallery">
        <div className="rv-gallery__stage">{item ? <MediaStage item={item} /> : null}</div>
        {item?.review && item.id !== "product-image" && (
          <p className="rv-gallery__caption">
            <Stars rating={item.review.rating} size="sm" />{" "}
            {
              tr("<b>{title}</b> by {name}", {
                title: item.review.title,
                name: item.review.reviewer_name,
                b: (text: ReactNode) => (
                  <strong key="b" dir="auto">
                    {text}
                  </strong>
                ),
              }) as ReactNode[]
            }
          </p>
        )}
        <div className="rv-gallery__nav">
          <button
            type="button"
            className="rv-button rv-button--secondary"
            onClick={previous}
            disabled={index === 0}
          >
            <span aria-hidden="true">← </span>
            {t("Previous")}
          </button>
          <p className="rv-gallery__counter" aria-live="polite">
            {items.length > 0 ? t("{number} of {total}", { number: index + 1, total }) : ""}
          </p>
          <button
            type="button"
            className="rv-button rv-button--secondary"
            onClick={() => void next()}
            disabled={atEnd && !hasMore}
          >
            {t("Next")}
            <span aria-hidden="true"> →</span>
          </button>
        </div>
        {status === "error" && (
          <div className="rv-gallery__error" role="alert">
            <p>{t(GALLERY_ERROR)}</p>
            <button type="button" className="rv-button rv-button--small" onClick={retry}>
              {t("Try again")}
            </button>
          </div>
        )}
        {status === "ready" && items.length === 0 && <p>{t("No photos or videos from reviewers yet.")}</p>}
        {items.length > 1 && (
          <ol className="rv-gallery__strip" ref={strip} aria-label={t("All photos and videos")}>
            {items.map((media, i) => (
              <li key={media.id}>
                <button
                  type="button"
                  aria-current={i === index ? "true" : undefined}
                  aria-label={t("{number}: {description}", {
                    number: i + 1,
                    description: describeItem(media),
                  })}
                  onClick={() => move(i)}
                >
                  {media.thumbnail_url ? (
                    <img src={media.thumbnail_url} alt="" width={56} height={56} loading="lazy" />
                  ) : (
                    <span aria-hidden="true">▶</span>
                  )}
                </button>
              </li>
            ))}
          </ol>
        )}
        {status === "loading" && <p className="rv-gallery__loading">{t("Loading...")}</p>}
      </div>
    </Modal>
  );
}
