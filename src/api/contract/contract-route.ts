// One route of the contract: who may call it, what it reads (its address's parameters, its query,
// its body) and what it answers. The reference host declares each with these schemas, and the
// OpenAPI document, docs/host-api.md's reference and `npm run check-host` are written from them.
import type { TObject, TSchema } from "typebox";

/** Who may call a route: anyone, a signed-in reviewer (a guest is a 401), an arbitrator (anyone else a 401 or 403). */
export type Who = "anyone" | "reviewer" | "arbitrator";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** 'GET /reviews/search.json': the method and the path, its parameters as `:name`. */
export type RouteKey = `${Method} /${string}`;

/** The files of a multipart form, beside the fields its body schema describes. */
export interface FormFiles {
  /** The field the files come under ('photos[]'). */
  field: string;
  /** How many at most. */
  count: number;
  /** The largest one, in bytes. */
  bytes: number;
}

/** An answer that sends the browser on (a 303 after a form, a 302 to the sign-in page). */
export interface Redirect {
  /** Where to, and when. */
  to: string;
  /** The cookies it sets, by name (a family by its prefix and `…`). */
  cookies?: readonly string[];
}

export interface ContractRoute {
  /** What it does, in one sentence. */
  summary: string;
  who: Who;
  /** Its address's parameters (each a segment of ours); absent when it has none. */
  params?: TObject;
  query: TSchema;
  /** A write's body: JSON, or a multipart form's text fields when it has `files`. */
  body?: TSchema;
  files?: FormFiles;
  /** Its answers by status, each a JSON schema (null for 204). */
  answers: { [status: number]: TSchema };
  /** The statuses it refuses with an ErrorAnswer, beyond a write's 403 without its token. */
  errors: readonly number[];
  /**
   * An address a browser opens or a form it posts: its answer and its refusals are a host page
   * (text/html) unless the caller asks for JSON (`format=json`, or an Accept of application/json
   * without text/html).
   */
  page?: true;
  /** A form a browser posts (application/x-www-form-urlencoded), its CSRF token in the `authenticity_token` field. */
  form?: true;
  /** Its answers that send the browser on, by status. */
  redirects?: { [status: number]: Redirect };
}

/** The method of a route's key. */
export const methodOf = (key: RouteKey) => key.slice(0, key.indexOf(" ")) as Method;

/** The path of a route's key ('/reviews/:publicId/helpful'). */
export const pathOf = (key: RouteKey) => key.slice(key.indexOf(" ") + 1);

/** Whether a route changes something: it needs the session's CSRF token. */
export const isWrite = (key: RouteKey) => methodOf(key) !== "GET";
