// External link addresses come from shops and reviewers, so they are untrusted.

// The URL standard trims C0 controls and spaces at both ends and drops tabs and newlines anywhere
// (so 'java\tscript:' is 'javascript:'); the address is judged after the same clean-up.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TABS_AND_NEWLINES = /[\t\n\r]/g;
const JAVASCRIPT_PREFIX = /^(?:javascript:)+/i;
const BARE_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/:?#]|$)/i;

/**
 * The address to put in an external link's href, or null when it must not be a link.
 * A 'javascript:' prefix (any case, with spaces or control characters) is stripped; what is
 * left must be an absolute http: or https: address. A bare host such as 'shop.example' gets https.
 */
export function safeExternalUrl(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  let value = raw.replace(EDGE_CONTROLS, "").replace(TABS_AND_NEWLINES, "");
  value = value.replace(JAVASCRIPT_PREFIX, "");
  if (value === "") return null;
  if (/^\/\//.test(value)) value = `https:${value}`;
  else if (BARE_HOST.test(value)) value = `https://${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null; // 'https://bank.example@evil.example' misleads
  return url.href;
}
