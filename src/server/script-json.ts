// JSON for the inside of a <script type="application/json"> element: user text in it must not
// close the element or open an HTML comment, so <, >, & and the two JavaScript line breaks are
// written as \u escapes (Rails' json_escape does the same).
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

const unicodeEscape = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, unicodeEscape);
}
