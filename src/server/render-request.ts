// The body of POST /render, checked strictly by its contract's schema (src/api/contract/render.ts)
// with the reference host's machinery (compiled by ajv with the host's options): the host's page
// data, as docs/host-api.md ("The render service's route") describes it. A body of any other shape is
// refused with its reason.
import Ajv, { type ErrorObject } from "ajv";
import { AJV_OPTIONS } from "../api/contract/building-blocks";
import type { AppMeta } from "../api/contract/common";
import type { BadgesShop } from "../api/contract/render";
import {
  RENDER_ANSWERS_MAX as MAX_ANSWERS,
  RENDER_HEADER_MAX as MAX_HEADER_LENGTH,
  RENDER_TOKEN_MAX as MAX_TOKEN_LENGTH,
  RENDER_URL_MAX as MAX_URL_LENGTH,
  RenderRequest,
} from "../api/contract/render";
import { parseAppMeta } from "../lib/host-page";

/**
 * A render request as the service reads it: the contract's fields with their defaults; `meta` read
 * as the bundle reads app_meta; `data` by address as `answerKey` writes it.
 */
export type RenderBody = Required<Omit<RenderRequest, "meta" | "data" | "headers" | "product_reviews">> & {
  meta: AppMeta;
  data: Map<string, unknown>;
  headers: Required<RenderRequest>["headers"];
  /** A shop's own product page (product_reviews): only its reviews are rendered (render-page.tsx). */
  product?: { externalId: string; shop: BadgesShop };
};

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

/** The reason each property is refused for, whatever is wrong with it (in the order a person reads the body). */
const REFUSALS: { [K in keyof RenderRequest]-?: (error: ErrorObject) => string } = {
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
  product_reviews: () =>
    "product_reviews must be { external_id, shop } with the shop's product id and its store (as POST /badges names it)",
  headers: () =>
    `headers may hold only cookie and accept-language, each a string of at most ${MAX_HEADER_LENGTH} characters`,
};

/** The schema's check, with the host's options (no value coerced, no property dropped), every fault reported. */
const check = new Ajv({ ...AJV_OPTIONS, allErrors: true }).compile<RenderRequest>(RenderRequest);

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
    if (error) return REFUSALS[property as keyof RenderRequest](error);
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
  const product = body.product_reviews
    ? { externalId: body.product_reviews.external_id, shop: body.product_reviews.shop }
    : undefined;
  // The meta as the browser reads it from the page, so both render the same page.
  const pageMeta = parseAppMeta(JSON.stringify(meta));
  return {
    url,
    meta: pageMeta,
    signed_in,
    csrf_token,
    cookies_accepted,
    data: new Map(Object.entries(data).map(([key, value]) => [answerKey(key), value])),
    headers,
    ...(product ? { product } : {}),
  };
}
