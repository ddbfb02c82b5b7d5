// A multipart/form-data body as a browser sends a form: its text fields in their order, then its
// files. Names and file names are written as given, so that a test may send any name (a browser
// would escape a quote or a line break in them); a field or file holding the boundary is refused.
export interface FormFile {
  field: string;
  /** The name the sender gives it, as sent (a path included). */
  name: string;
  data: Buffer;
  /** Its Content-Type; a browser's `application/octet-stream` when not given. */
  type?: string;
}

/** The text fields: by name (a list repeats the name), or as [name, value] pairs in their order. */
export type FormFields = Record<string, string | string[]> | [string, string][];

const BOUNDARY = "----testform7d1f5c2e9a";

export function multipartForm(
  fields: FormFields,
  files: FormFile[] = [],
): { payload: Buffer; contentType: string } {
  const pairs = Array.isArray(fields)
    ? fields
    : Object.entries(fields).flatMap(([name, value]) =>
        [value].flat().map((one): [string, string] => [name, one]),
      );
  const chunks: Buffer[] = [];
  const part = (disposition: string, value: Buffer, type?: string) => {
    if (value.includes(BOUNDARY)) throw new Error(`a part of the form holds its boundary ${BOUNDARY}`);
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ""}\r\n`,
      ),
      value,
      Buffer.from("\r\n"),
    );
  };
  for (const [name, value] of pairs) part(`name="${name}"`, Buffer.from(value));
  for (const file of files)
    part(`name="${file.field}"; filename="${file.name}"`, file.data, file.type ?? "application/octet-stream");
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}
