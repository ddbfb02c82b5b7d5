import { type ChangeEvent, type ReactNode, useId, useRef } from "react";
import {
  addDisputeFiles,
  DISPUTE_FILE_ACCEPT,
  DISPUTE_MAX_FILES,
  fileSizeText,
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
}

/** Images or PDF, at most 5 of at most 10 MB, checked as they are picked; each can be removed. */
export function FilePicker({ files, onChange, onError, error, label = t("Files") }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = addDisputeFiles(files, [...(event.target.files ?? [])]);
    onChange(picked.files);
    onError(picked.error ?? undefined);
    // The input is emptied so the same file can be picked again after removing it.
    event.target.value = "";
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
        onChange={pick}
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
