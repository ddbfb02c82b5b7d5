// The largest body a route's parser takes, in the route's own shape: a JSON body up to the JSON
// limit (its text in astral characters written as escapes, 12 bytes each, then spaces; a write
// that takes none, `null` and spaces), an HTML form up to the form limit (its text percent-encoded, 12 bytes
// a character), an upload of as many files as the route takes, each of the largest size.
import { FORM_BYTES, JSON_BYTES } from "../../../fixtures/host/http/body-limits";
import { queryString } from "../routes/route-requests";
import type { DeclaredRoute } from "../routes/route-table";
import type { Refusal, ValidRequest, WorstShape } from "../routes/route-use-types";
import type { DistinctCharacters } from "./distinct-characters";

/** A PDF by its first bytes: the dispute forms keep it as it is (a review's photo field refuses it). */
const PDF_HEAD = Buffer.from("%PDF-1.4\n");

/** JSON with every character beyond the BMP written as two `\uXXXX` escapes. */
const escapedJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u{10000}-\u{10ffff}]/gu, (character) =>
    [...character].length === 1
      ? `\\u${character.charCodeAt(0).toString(16)}\\u${character.charCodeAt(1).toString(16)}`
      : character,
  );

/**
 * `value` with each text (but ids and keys: those over 100 characters long only) in astral
 * characters, as many as keep its length: two UTF-16 units each, as the host counts a text's length.
 */
function astralTexts(value: unknown, chars: DistinctCharacters): unknown {
  if (typeof value === "string")
    return value.length > 100 ? chars.run(Math.floor(value.length / 2), { astral: true }) : value;
  if (Array.isArray(value)) return value.map((item) => astralTexts(item, chars));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, astralTexts(item, chars)]));
  return value;
}

/** `value` with its longest text cut by `characters`. */
function cutLongest(value: Record<string, unknown>, characters: number): Record<string, unknown> {
  const texts: [string[], string][] = [];
  const walk = (item: unknown, path: string[]) => {
    if (typeof item === "string") texts.push([path, item]);
    else if (item !== null && typeof item === "object")
      for (const [name, inner] of Object.entries(item)) walk(inner, [...path, name]);
  };
  walk(value, []);
  const [path, text] = texts.sort((a, b) => [...b[1]].length - [...a[1]].length)[0] ?? [[], ""];
  if (text === "") throw new Error("no text left to cut: the body is over its limit without it");
  const cut = [...text].slice(0, Math.max(0, [...text].length - characters)).join("");
  const copy = structuredClone(value);
  let holder = copy as Record<string, unknown>;
  for (const name of path.slice(0, -1)) holder = holder[name] as Record<string, unknown>;
  holder[path.at(-1) as string] = cut;
  return copy;
}

/** Cuts `value`'s longest texts until `size(value)` is within `limit`. */
export function within(
  value: Record<string, unknown>,
  limit: number,
  size: (value: Record<string, unknown>) => number,
) {
  let fitted = value;
  for (let over = size(fitted) - limit; over > 0; over = size(fitted) - limit)
    fitted = cutLongest(fitted, Math.ceil(over / 12) + 1);
  return fitted;
}

/** Past every limit of ours: a quarter of a megabyte. */
const PAST = 256 * 1024;

/** A form of pairs sharing one list's name: read pair by pair where no form is taken, it held a worker for seconds. */
const PAIRS = "a[]&".repeat(PAST / 4);

/**
 * Bodies of every kind, each past any limit of ours, to a write: a route answers each unread (a
 * 413 by its length, a 415 by its type), whatever its own kind; an upload route reads a form's
 * parts up to the first past its limit.
 */
export function bodiesPastTheLimits(route: DeclaredRoute, request: ValidRequest): WorstShape[] {
  if (route.method === "GET") return [];
  const sent = (contentType: string, payload: string, refused: Refusal): WorstShape => ({
    what: `${PAST / 1024} KB of ${contentType}`,
    request: {
      ...request,
      upload: undefined,
      form: undefined,
      json: undefined,
      raw: { contentType, payload },
    },
    refused,
  });
  const unread = (status: number, why: string): Refusal => ({ status, why, unread: true });
  return [
    sent(
      "application/x-www-form-urlencoded",
      PAIRS,
      route.form ? unread(413, "past the form limit") : unread(415, "a form where none is taken"),
    ),
    sent(
      "application/json",
      `[${"[],".repeat(PAST / 3)}[]]`,
      route.upload ? unread(415, "JSON where an upload is taken") : unread(413, "past the JSON limit"),
    ),
    sent(
      "multipart/form-data; boundary=x",
      `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${"a".repeat(PAST)}\r\n--x--\r\n`,
      route.upload
        ? { status: 400, why: "a form field past its limit" }
        : unread(415, "an upload where none is taken"),
    ),
  ];
}

/**
 * Each of the two dispute forms' largest uploads is five files a few KB under the file limit: the
 * two, with the small files of the run's other requests, stay within an account's dispute files
 * (two disputes' worth of the largest files, disputes/storage-quota.ts), so both are kept.
 */
const UNDER_THE_FILE_LIMIT = 4096;

export function largestBody(
  route: DeclaredRoute,
  request: ValidRequest,
  chars: DistinctCharacters,
  /** Photos to send where a route takes pictures only (a review's): each is encoded before the answer. */
  photo?: Buffer,
): WorstShape | undefined {
  if (route.method === "GET") return undefined; // a read takes no body
  if (route.upload && request.upload) {
    const { files, fileBytes } = route.upload;
    const field = request.upload.files[0]?.field ?? "photos[]";
    if (photo) {
      const photos = Array.from({ length: files }, (_, i) => ({
        field,
        name: `photo-${i}.jpg`,
        data: photo,
        type: "image/jpeg",
      }));
      return {
        what: `${files} photos`,
        request: { ...request, upload: { ...request.upload, files: photos } },
        pictures: files,
      };
    }
    const bytes = fileBytes - UNDER_THE_FILE_LIMIT;
    const data = Buffer.concat([PDF_HEAD, Buffer.alloc(bytes - PDF_HEAD.length, 0x20)]);
    const many = Array.from({ length: files }, (_, i) => ({
      field,
      name: `file-${i}.pdf`,
      data,
      type: "application/pdf",
    }));
    return {
      what: `${files} files of ${Math.round(bytes / 2 ** 20)} MB`,
      request: { ...request, upload: { ...request.upload, files: many } },
    };
  }
  if (request.form) {
    const form = within(
      astralTexts(request.form, chars) as Record<string, unknown>,
      FORM_BYTES - 200,
      (fields) => queryString(fields as Record<string, string>).length,
    );
    return {
      what: `a form of ${FORM_BYTES / 1024} KB`,
      request: { ...request, form: form as Record<string, string> },
    };
  }
  const room = JSON_BYTES - 16;
  if (request.json === null || request.json === undefined)
    return {
      what: `null and ${Math.round(room / 1024)} KB of spaces`,
      request: { ...request, json: undefined, jsonText: `null${" ".repeat(room - 4)}` },
    };
  const json = within(astralTexts(request.json, chars) as Record<string, unknown>, room, (value) =>
    Buffer.byteLength(escapedJson(value)),
  );
  // Spaces after it: the largest body the parser reads, whatever the schema leaves room for.
  const text = escapedJson(json);
  const jsonText = text + " ".repeat(Math.max(0, room - Buffer.byteLength(text)));
  return {
    what: `JSON of ${Math.round(room / 1024)} KB`,
    request: { ...request, json: undefined, jsonText },
  };
}
