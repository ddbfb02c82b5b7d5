// The body of POST /render, checked strictly: the host's page data, as docs/host-api.md
// ("Server-rendered roots") describes it. A body of any other shape is refused with its reason.
// And the shape of what the service answers.
import type { AppMeta } from "../api/contract/common";
import { parseAppMeta } from "../lib/host-page";

export interface RenderBody {
  url: string;
  meta: AppMeta;
  signedIn: boolean;
  /** The page's CSRF token, for the forms it renders (the sign-in form); "" when none was sent. */
  csrfToken: string;
  /** The visitor's reviews_cookies_accepted cookie is set: no cookie bar in the footer's root. */
  cookiesAccepted: boolean;
  /** The host's answers to the bundle's GETs, by their address as `answerKey` writes it. */
  data: Map<string, unknown>;
  /** The visitor's request headers a GET of the host's API needs (RENDER_API_URL): its cookie, its languages. */
  headers: Record<string, string>;
}

/** What POST /render answers (docs/host-api.md "What it answers"): the fallback has every field empty. */
export interface RenderAnswer {
  navbar: string;
  main: string;
  footer: string;
  head: string;
  first_screen_json: string;
  /** The addresses the render asked for that the body's data did not hold. */
  missing: string[];
}

const MAX_URL_LENGTH = 2048;
const MAX_ANSWERS = 100;
const PROPERTIES = new Set(["url", "meta", "signed_in", "csrf_token", "cookies_accepted", "data", "headers"]);
const MAX_TOKEN_LENGTH = 200;
/** The visitor's headers the service passes on to the host's API, and no other. */
const FORWARDED_HEADERS = new Set(["cookie", "accept-language"]);
const MAX_HEADER_LENGTH = 8192;

/**
 * An address as the data is keyed: its query's parameters in order of name (each name's values in
 * the order given), so a host that writes them in another order (Ruby's Hash#to_query sorts them)
 * still matches the address the bundle asks.
 */
export function answerKey(address: string): string {
  const at = address.indexOf("?");
  if (at < 0) return address;
  const name = (pair: string) => pair.split("=", 1)[0] as string;
  // Array sort is stable: a name's values keep their order.
  const pairs = address
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
  return pairs.length > 0 ? `${address.slice(0, at)}?${pairs.join("&")}` : address.slice(0, at);
}

/** A path with its query: one leading slash (not '//', which names another host), no spaces. */
const PATH_AND_QUERY = /^\/(?!\/)\S*$/;

const isPath = (value: unknown): value is string =>
  typeof value === "string" && value.length <= MAX_URL_LENGTH && PATH_AND_QUERY.test(value);

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** The body's request, or the reason it is refused (for a 400). */
export function parseRenderBody(text: string): RenderBody | { error: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: "the body is not valid JSON" };
  }
  if (!isObject(body)) return { error: "the body must be a JSON object" };
  const unknown = Object.keys(body).find((key) => !PROPERTIES.has(key));
  if (unknown !== undefined) return { error: `unknown property ${JSON.stringify(unknown)}` };
  const { url, meta, signed_in, csrf_token = "", cookies_accepted = false, data, headers = {} } = body;
  if (!isPath(url))
    return { error: `url must be a path starting with / of at most ${MAX_URL_LENGTH} characters` };
  if (!isObject(meta)) return { error: "meta must be an object (the page's app_meta)" };
  if (typeof signed_in !== "boolean") return { error: "signed_in must be true or false" };
  if (typeof cookies_accepted !== "boolean") return { error: "cookies_accepted must be true or false" };
  if (typeof csrf_token !== "string" || csrf_token.length > MAX_TOKEN_LENGTH)
    return { error: `csrf_token must be a string of at most ${MAX_TOKEN_LENGTH} characters` };
  if (!isObject(data)) return { error: "data must be an object of answers by address" };
  const answers = Object.entries(data);
  if (answers.length > MAX_ANSWERS) return { error: `data holds more than ${MAX_ANSWERS} answers` };
  const badKey = answers.find(([key]) => !isPath(key));
  if (badKey) return { error: `data's key ${JSON.stringify(badKey[0].slice(0, 80))} is not a path` };
  if (!isObject(headers)) return { error: "headers must be an object of the visitor's request headers" };
  const badHeader = Object.entries(headers).find(
    ([name, value]) =>
      !FORWARDED_HEADERS.has(name) || typeof value !== "string" || value.length > MAX_HEADER_LENGTH,
  );
  if (badHeader)
    return {
      error: `headers may hold only ${[...FORWARDED_HEADERS].join(" and ")}, each a string of at most ${MAX_HEADER_LENGTH} characters`,
    };
  // The meta as the browser reads it from the page, so both render the same page.
  const { meta: pageMeta } = parseAppMeta(JSON.stringify(meta));
  return {
    url,
    meta: pageMeta,
    signedIn: signed_in,
    csrfToken: csrf_token,
    cookiesAccepted: cookies_accepted,
    data: new Map(answers.map(([key, value]) => [answerKey(key), value])),
    headers: headers as Record<string, string>,
  };
}
