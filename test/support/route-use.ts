// How a route is used: who may call it and one request of theirs it answers with a 2xx or 3xx.
// The tables of every route (route-uses.ts) are written with these; route-requests.ts turns a
// use into the bytes a browser would send.
import type { Db } from "../../fixtures/host/db/database";
import type { SeededIds } from "./seeded-ids";

export type Role = "guest" | "reviewer" | "arbitrator";

export const ROLES: readonly Role[] = ["guest", "reviewer", "arbitrator"];

export interface UploadFile {
  field: string;
  /** The name the sender gives it, as sent (a path included). */
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart form: text fields (a list is a field sent once per item), then files. */
export interface UploadForm {
  fields: Record<string, string | string[]>;
  files: UploadFile[];
}

/** One request of a route, by the parts a schema checks. */
export interface ValidRequest {
  /** The address's parameters; a wildcard's ('*') is a path, sent as it is. */
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** A JSON body (`null` is the body of a write that takes none). */
  json?: unknown;
  /** A JSON body as written, its spaces and escapes chosen (instead of `json`). */
  jsonText?: string;
  /** An HTML form's urlencoded fields; its authenticity_token is added as the page's form does. */
  form?: Record<string, string | string[]>;
  upload?: UploadForm;
  /** A body as it is sent, of any type (instead of the above). */
  raw?: { contentType: string; payload: string | Buffer };
}

/** A request of a route's, the largest or costliest of its kind (worst-shapes.ts). */
export interface WorstShape {
  what: string;
  request: ValidRequest;
  /** Only for the role that may call the route (a choice of a query); else for every role too. */
  ownRoleOnly?: boolean;
}

export interface RouteUse {
  /** Who may call it. */
  as: Role;
  /** Sent by a visitor of its own: it signs in or out, which changes the visitor's session. */
  ownVisitor?: boolean;
  /** A request it answers with a 2xx or 3xx, made when it is sent (after the uses listed before it). */
  valid: (ids: SeededIds, db: Db) => ValidRequest;
}

/** The key of a route in the tables: 'GET /reviews/search.json', as the route is declared. */
export type RouteKey = `${string} /${string}`;

export type RouteUses = Record<RouteKey, RouteUse>;
