import { useId, useState } from "react";
import { t } from "../../lib/i18n/translate";
import { PHOTOS_MAX } from "../../lib/review-rules";
import type { ChosenPhoto } from "./photo-files";

interface Props {
  photos: ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
  /** Off while the review is being sent. */
  disabled?: boolean;
}

/** 'Add photos': up to five JPEG, PNG or WebP pictures of at most 5 MB, each with a preview and a remove button. */
export function PhotosField({ photos, onChange, disabled }: Props) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const full = photos.length >= PHOTOS_MAX;

  const add = async (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = ""; // the same file may be chosen again after removing it
    // The checks load with the first photo chosen: many reviews have none.
    const { checkPhotos } = await import("./photo-files");
    const checked = await checkPhotos(photos.length, files);
    setProblems(checked.problems);
    if (checked.accepted.length) onChange([...photos, ...checked.accepted]);
  };

  return (
    <div className="rv-review-form__field">
      <span className="rv-review-form__label" id={`${id}-label`}>
        {t("Photos")} <span className="rv-review-form__optional">{t("(optional)")}</span>
      </span>
      <p className="rv-review-form__hint" id={`${id}-hint`}>
        {t(
          "Up to {max, plural, one {# JPEG, PNG or WebP picture} other {# JPEG, PNG or WebP pictures}}, 5 MB each.",
          {
            max: PHOTOS_MAX,
          },
        )}
      </p>
      {photos.length > 0 && (
        <ul className="rv-photo-previews" aria-labelledby={`${id}-label`}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <img
                src={photo.previewUrl}
                alt={
                  photo.name
                    ? t("{n} of {total}: {name}", { n: i + 1, total: photos.length, name: photo.name })
                    : t("{n} of {total}: your photo", { n: i + 1, total: photos.length })
                }
              />
              <button
                type="button"
                className="rv-photo-previews__remove"
                aria-label={t("Remove photo {n}", { n: i + 1 })}
                disabled={disabled}
                onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="file"
        className="rv-visually-hidden"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={disabled || full}
        aria-describedby={`${id}-hint${problems.length ? ` ${id}-problems` : ""}`}
        onChange={(event) => void add(event.currentTarget)}
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
      </div>
    </div>
  );
}
