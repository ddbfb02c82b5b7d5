import { useId, useRef } from "react";
import { t } from "../../lib/i18n/translate";
import { PHOTOS_MAX } from "../../lib/review-rules";
import { type ChosenPhoto, needsHelp } from "./chosen-photo";
import type { usePhotoUploads } from "./use-photo-uploads";

interface Props {
  uploads: ReturnType<typeof usePhotoUploads>;
  /** Off while the review is being sent. Default false. */
  disabled?: boolean;
}

/**
 * 'Add photos': up to five pictures of at most 25 MB as chosen, each shrunk in the browser and
 * uploaded at once, with its preview, its progress bar, and a cancel, remove or retry button.
 */
export function PhotosField({ uploads, disabled }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { photos, problems } = uploads;
  const full = photos.length >= PHOTOS_MAX;

  const choose = (element: HTMLInputElement) => {
    const files = [...(element.files ?? [])];
    element.value = ""; // the same file may be chosen again after removing it
    void uploads.add(files);
  };

  return (
    <div className="rv-review-form__field">
      <span className="rv-review-form__label" id={`${id}-label`}>
        {t("Photos")} <span className="rv-review-form__optional">{t("(optional)")}</span>
      </span>
      <p className="rv-review-form__hint" id={`${id}-hint`}>
        {t("Up to {max, plural, one {# photo} other {# photos}}, 25 MB each.", { max: PHOTOS_MAX })}
      </p>
      {photos.length > 0 && (
        <ul className="rv-photo-previews" aria-labelledby={`${id}-label`}>
          {photos.map((photo, i) => (
            <PhotoItem
              key={photo.key}
              photo={photo}
              n={i + 1}
              total={photos.length}
              disabled={disabled}
              onRemove={() => uploads.remove(photo.key)}
              onRetry={() => {
                if (photo.state === "failed") return void uploads.retry(photo.key);
                // Not sent before the page was left: the file must be chosen again.
                uploads.remove(photo.key);
                input.current?.click();
              }}
            />
          ))}
        </ul>
      )}
      <input
        id={id}
        ref={input}
        type="file"
        className="rv-visually-hidden"
        accept="image/*"
        multiple
        disabled={disabled || full}
        aria-describedby={`${id}-hint${problems.length ? ` ${id}-problems` : ""}`}
        onChange={(event) => choose(event.currentTarget)}
      />
      <label
        htmlFor={id}
        className={`rv-button rv-button--secondary rv-button--small rv-photo-add${full ? " rv-is-disabled" : ""}`}
      >
        {t("Add photos")}
      </label>
      <div id={`${id}-problems`} aria-live="polite">
        {problems.map((problem) => (
          <p key={problem} className="rv-field-error">
            {problem}
          </p>
        ))}
        {photos.filter(needsHelp).map((photo) => (
          <p key={photo.key} className="rv-field-error">
            {t("{name} was not sent: retry it or remove it.", { name: photo.name })}
          </p>
        ))}
      </div>
    </div>
  );
}

interface ItemProps {
  photo: ChosenPhoto;
  n: number;
  total: number;
  disabled?: boolean;
  onRemove: () => void;
  onRetry: () => void;
}

function PhotoItem({ photo, n, total, disabled, onRemove, onRetry }: ItemProps) {
  const going = photo.state === "shrinking" || photo.state === "uploading";
  // A new photo's bar stays full once it is sent: five photos, five bars that reach their end.
  const bar = going || (photo.state === "uploaded" && photo.total > 0);
  return (
    <li className={`rv-photo-previews__item rv-photo-previews__item--${photo.state}`}>
      {photo.previewUrl ? (
        <img
          src={photo.previewUrl}
          alt={
            photo.name
              ? t("{n} of {total}: {name}", { n, total, name: photo.name })
              : t("{n} of {total}: your photo", { n, total })
          }
        />
      ) : (
        <span className="rv-photo-previews__placeholder" aria-hidden="true" />
      )}
      {bar && (
        <progress
          className="rv-upload-bar rv-photo-previews__progress"
          aria-label={photo.name}
          max={photo.total || 1}
          // Indeterminate while the photo is being shrunk.
          value={photo.state === "shrinking" ? undefined : photo.sent}
        />
      )}
      {needsHelp(photo) && (
        <button
          type="button"
          className="rv-photo-previews__button rv-photo-previews__retry"
          aria-label={t("Retry {name}", { name: photo.name })}
          disabled={disabled}
          onClick={onRetry}
        >
          ↻
        </button>
      )}
      <button
        type="button"
        className="rv-photo-previews__button rv-photo-previews__remove"
        aria-label={going ? t("Cancel {name}", { name: photo.name }) : t("Remove photo {n}", { n })}
        disabled={disabled}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}
