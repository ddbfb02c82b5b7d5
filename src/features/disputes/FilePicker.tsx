import { type ReactNode, useId, useRef } from "react";
import {
  DISPUTE_FILE_ACCEPT,
  DISPUTE_MAX_FILES,
  fileSizeText,
  isShrinkablePicture,
} from "../../lib/dispute-files";
import { t, tr } from "../../lib/i18n/translate";
import { heardOnly } from "../../ui/heard-only";
import type { PickedFile, useDisputeUploads } from "./use-dispute-uploads";

interface Props {
  uploads: ReturnType<typeof useDisputeUploads>;
  /** Why some picked files were left out; undefined once a file is removed or all were taken. */
  onError: (error: string | undefined) => void;
  /** Why the files were refused (by this check or the host), shown beside the field. */
  error: string | null;
  /** The field's label; default 'Files'. */
  label?: string;
}

/**
 * The files as they will travel: a camera's photo shrunk and stripped in the browser (the photo
 * code loads with the first one), renamed for its new type; one the browser cannot decode is left
 * out, named in the problems.
 */
export async function readyToTravel(files: File[]): Promise<{ files: File[]; problems: string[] }> {
  const problems: string[] = [];
  const ready: File[] = [];
  for (const file of files) {
    if (!isShrinkablePicture(file)) {
      ready.push(file);
      continue;
    }
    const { shrink, UnreadablePhoto } = await import("../../lib/browser/photos/shrink");
    try {
      const { blob } = await shrink(file);
      const extension = blob.type === "image/webp" ? "webp" : "jpg";
      const name = `${file.name.replace(/\.[^.]*$/, "") || "photo"}.${extension}`;
      ready.push(new File([blob], name, { type: blob.type, lastModified: file.lastModified }));
    } catch (error) {
      if (!(error instanceof UnreadablePhoto)) throw error;
      problems.push(t("{name} could not be read as a picture.", { name: file.name }));
    }
  }
  return { files: ready, problems };
}

/**
 * Images or PDF, at most 5 of at most 10 MB, checked as they are picked and sent at once, each with
 * its progress bar and a cancel, retry or remove button.
 */
export function FilePicker({ uploads, onError, error, label = t("Files") }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { files } = uploads;
  const pick = async (element: HTMLInputElement) => {
    const chosen = [...(element.files ?? [])];
    // The input is emptied so the same file can be picked again after removing it.
    element.value = "";
    onError(await uploads.add(chosen));
  };
  const notSent = uploads.notSent(files);
  return (
    <div className="rv-dispute-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={DISPUTE_FILE_ACCEPT}
        aria-describedby={`${id}-hint${error || notSent ? ` ${id}-error` : ""}`}
        aria-invalid={!!error}
        onChange={(event) => void pick(event.currentTarget)}
      />
      <p id={`${id}-hint`} className="rv-dispute-muted">
        {t("Images or PDF, at most {max, plural, one {# file} other {# files}} of at most 10 MB each.", {
          max: DISPUTE_MAX_FILES,
        })}
      </p>
      <div id={`${id}-error`} aria-live="polite">
        {(error || notSent) && <p className="rv-dispute-error">{error || notSent}</p>}
      </div>
      {files.length > 0 && (
        <ul className="rv-dispute-picked" aria-label={t("Attached files")}>
          {files.map((file) => (
            <PickedItem
              key={file.key}
              file={file}
              onRetry={() => uploads.retry(file.key)}
              onRemove={() => {
                uploads.remove(file.key);
                onError(undefined);
                input.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function PickedItem({
  file,
  onRetry,
  onRemove,
}: {
  file: PickedFile;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const going = file.state === "preparing" || file.state === "uploading";
  return (
    <li>
      {file.name} <span className="rv-dispute-muted">({fileSizeText(file.size)})</span>
      {file.state !== "failed" && (
        <progress
          className="rv-upload-bar rv-dispute-picked__progress"
          aria-label={file.name}
          max={file.total || 1}
          // Indeterminate while a photo is being shrunk; full once the host has it.
          value={
            file.state === "preparing" ? undefined : file.state === "uploaded" ? file.total || 1 : file.sent
          }
        />
      )}
      {file.state === "failed" && (
        <button type="button" className="rv-button rv-button--small rv-button--secondary" onClick={onRetry}>
          {t("Retry {name}", { name: file.name })}
        </button>
      )}
      {/* Named by its words, the file's name heard only: a voice saying what it sees presses it. */}
      <button type="button" className="rv-button rv-button--small rv-button--secondary" onClick={onRemove}>
        {
          (going
            ? tr("Cancel<hidden> {name}</hidden>", { name: file.name, hidden: heardOnly })
            : tr("Remove<hidden> {name}</hidden>", { name: file.name, hidden: heardOnly })) as ReactNode[]
        }
      </button>
    </li>
  );
}
