import type { DisputeFile } from "../../api/contract/dispute";
import { fileSizeText } from "../../lib/dispute-files";
import { t } from "../../lib/i18n/translate";

/** A dispute's files as download links, each with its type and size. */
export function DisputeFiles({
  files,
  label,
}: {
  files: DisputeFile[] /** Names the list. */;
  label: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="rv-dispute-files" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} download={file.name} dir="auto">
            {file.name}
          </a>{" "}
          <span className="rv-dispute-muted">
            {file.content_type === "application/pdf"
              ? t("(PDF, {size})", { size: fileSizeText(file.size) })
              : t("(image, {size})", { size: fileSizeText(file.size) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
