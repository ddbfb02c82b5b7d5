// The body of POST /render, checked strictly by its schema with the reference host's machinery
// (TypeBox's building blocks compiled by ajv with the host's options): the host's page data, as
// docs/host-api.md ("Server-rendered roots") describes it. A body of any other shape is refused
// with its reason. And the shape of what the service answers.
import Ajv, { type ErrorObject } from "ajv";
import type { Static } from "typebox";
import { AJV_OPTIONS, Optional, Strict, Type } from "../api/contract/building-blocks";
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

const MAX_URL_LENGTH = 2048;
const MAX_ANSWERS = 100;
const MAX_TOKEN_LENGTH = 200;
const MAX_HEADER_LENGTH = 8192;

/** A path with its query: one leading slash (not '//', which names another host), no spaces. */
const PathAndQuery = Type.String({ maxLength: MAX_URL_LENGTH, pattern: "^/(?!/)\\S*$" });

/** One of the visitor's headers the service passes on to the host's API. */
const ForwardedHeader = Optional(Type.String({ maxLength: MAX_HEADER_LENGTH }));

/** The body of POST /render (docs/host-api.md "What the host sends"). */
export const RenderRequestBody = Strict({
  url: PathAndQuery,
  // The page's app_meta, read as the browser reads it (parseAppMeta): a field of the wrong type is dropped.
  meta: Type.Object({}, { additionalProperties: true }),
  signed_in: Type.Boolean(),
  csrf_token: Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH })),
  cookies_accepted: Optional(Type.Boolean()),
  data: Type.Object(
    {},
    { additionalProperties: true, propertyNames: PathAndQuery, maxProperties: MAX_ANSWERS },
  ),
  headers: Optional(Strict({ cookie: ForwardedHeader, "accept-language": ForwardedHeader })),
});

/** The reason each property is refused for, whatever is wrong with it. */
const REFUSALS: Record<string, (error: ErrorObject) => string> = {
  url: () => `url must be a path starting with / of at most ${MAX_URL_LENGTH} characters`,
  meta: () => "meta must be an object (the page's app_meta)",
  signed_in: () => "signed_in must be true or false",
  cookies_accepted: () => "cookies_accepted must be true or false",
  csrf_token: () => `csrf_token must be a string of at most ${MAX_TOKEN_LENGTH} characters`,
  data: (error) =>
    error.keyword === "maxProperties"
      ? `data holds more than ${MAX_ANSWERS} answers`
      : error.keyword === "propertyNames" || error.propertyName !== undefined
        ? `data's key ${JSON.stringify(String(error.propertyName ?? "").slice(0, 80))} is not a path`
        : "data must be an object of answers by address",
  headers: () =>
    `headers may hold only cookie and accept-language, each a string of at most ${MAX_HEADER_LENGTH} characters`,
};

/** The schema's check, with the host's options (no value coerced, no property dropped), every fault reported. */
const check = new Ajv({ ...AJV_OPTIONS, allErrors: true }).compile<Static<typeof RenderRequestBody>>(
  RenderRequestBody,
);

/** The property a fault is about ('' for the body as a whole). */
const propertyOf = (error: ErrorObject) =>
  error.instancePath.split("/")[1] ?? (error.params as { missingProperty?: string }).missingProperty ?? "";

/** The reason for a body the schema refuses, the first fault in the order a person reads the body. */
function refusal(errors: ErrorObject[]): string {
  const unknown = errors.find(
    (error) => error.keyword === "additionalProperties" && error.instancePath === "",
  );
  if (unknown)
    return `unknown property ${JSON.stringify((unknown.params as { additionalProperty: string }).additionalProperty)}`;
  if (errors.some((error) => error.instancePath === "" && error.keyword === "type"))
    return "the body must be a JSON object";
  for (const property of Object.keys(REFUSALS)) {
    const error = errors.find((each) => propertyOf(each) === property);
    if (error) return (REFUSALS[property] as (error: ErrorObject) => string)(error);
  }
  return "the body is not a render request";
}

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
  if (!check(body)) return { error: refusal(check.errors ?? []) };
  const { url, meta, signed_in, csrf_token = "", cookies_accepted = false, data, headers = {} } = body;
  // The meta as the browser reads it from the page, so both render the same page.
  const pageMeta = parseAppMeta(JSON.stringify(meta));
  return {
    url,
    meta: pageMeta,
    signedIn: signed_in,
    csrfToken: csrf_token,
    cookiesAccepted: cookies_accepted,
    data: new Map(Object.entries(data).map(([key, value]) => [answerKey(key), value])),
    headers: headers as Record<string, string>,
  };
}
