import { type ChangeEvent, type ReactNode, useId, useRef } from "react";
import {
  addDisputeFiles,
  DISPUTE_FILE_ACCEPT,
  DISPUTE_MAX_FILES,
  fileSizeText,
  isShrinkablePicture,
} from "../../lib/dispute-files";
import { t, tr } from "../../lib/i18n/translate";

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
  /** Why some picked files were left out; undefined once a file is removed or all were taken. */
  onError: (error: string | undefined) => void;
  /** Why the files were refused (by this check or the host), shown beside the field. */
  error: string | null;
  /** The field's label; default 'Files'. */
  label?: string;
  /** Bytes sent of each file while the form is being sent; default none (not sending). */
  sent?: number[] | null;
}

/**
 * The picked files as they will travel: a camera's photo shrunk and stripped in the browser (the
 * photo code loads with the first one), renamed for its new type; one the browser cannot decode
 * is left out, named in the problems.
 */
async function readyToTravel(files: File[]): Promise<{ files: File[]; problems: string[] }> {
  const problems: string[] = [];
  const ready: File[] = [];
  for (const file of files) {
    if (!isShrinkablePicture(file)) {
      ready.push(file);
      continue;
    }
    const { shrink, UnreadablePhoto } = await import("../../lib/photos/shrink");
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

/** Images or PDF, at most 5 of at most 10 MB, checked as they are picked; each can be removed. */
export function FilePicker({ files, onChange, onError, error, label = t("Files"), sent = null }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = addDisputeFiles(files, [...(event.target.files ?? [])]);
    // The input is emptied so the same file can be picked again after removing it.
    event.target.value = "";
    const added = picked.files.slice(files.length);
    const ready = await readyToTravel(added).catch(() => ({ files: added, problems: [] }));
    onChange([...files, ...ready.files]);
    const problems = [picked.error, ...ready.problems].filter(Boolean).join(" ");
    onError(problems || undefined);
  };
  return (
    <div className="rv-dispute-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={DISPUTE_FILE_ACCEPT}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={!!error}
        onChange={(event) => void pick(event)}
      />
      <p id={`${id}-hint`} className="rv-dispute-muted">
        {t("Images or PDF, at most {max, plural, one {# file} other {# files}} of at most 10 MB each.", {
          max: DISPUTE_MAX_FILES,
        })}
      </p>
      {error && (
        <p id={`${id}-error`} className="rv-dispute-error">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className="rv-dispute-picked" aria-label={t("Attached files")}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              {file.name} <span className="rv-dispute-muted">({fileSizeText(file.size)})</span>
              {sent && (
                <progress
                  className="rv-dispute-picked__progress"
                  aria-label={file.name}
                  max={file.size || 1}
                  value={sent[index] ?? 0}
                />
              )}
              <button
                type="button"
                className="rv-button rv-button--small rv-button--secondary"
                onClick={() => {
                  onChange(files.filter((_, i) => i !== index));
                  onError(undefined);
                  input.current?.focus();
                }}
              >
                {
                  tr("Remove<hidden> {name}</hidden>", {
                    name: file.name,
                    hidden: (text: ReactNode) => (
                      <span key="hidden" className="rv-visually-hidden">
                        {text}
                      </span>
                    ),
                  }) as ReactNode[]
                }
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
