// How a route is used: who may call it and one request of theirs it answers with a 2xx or 3xx.
// The tables of every route (route-table.ts) are written with these; route-requests.ts turns a
// use into the bytes a browser would send.
import type { Db } from "../../../fixtures/host/db/database";
import type { SeededIds } from "../data/seeded-ids";
import type { FormFile } from "../requests/multipart-form";

export type Role = "guest" | "reviewer" | "arbitrator";

export const ROLES: readonly Role[] = ["guest", "reviewer", "arbitrator"];

/** A multipart form: text fields (a list is a field sent once per item), then files. */
export interface UploadForm {
  fields: Record<string, string | string[]>;
  files: FormFile[];
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

/** How a request is meant to be refused, and why. */
export interface Refusal {
  status: number;
  why: string;
  /**
   * Refused from its headers before anything else is asked (a 413 by its length, a 415 by its
   * type), whoever sends it; else only those who may use the route get it, the others being
   * refused as they always are.
   */
  unread?: boolean;
}

/** A request of a route's, the largest or costliest of its kind (costliest-allowed.ts). */
export interface WorstShape {
  what: string;
  request: ValidRequest;
  /** Only for the role that may call the route (a choice of a query); else for every role too. */
  ownRoleOnly?: boolean;
  /** A shape meant to be refused (an id of nothing, a body past its limit); every other one reaches the route's handler. */
  refused?: Refusal;
  /** A host page's data (?format=json) rather than the page. */
  pageData?: boolean;
  /** Pictures the host decodes and encodes again, one after another, before it answers. */
  pictures?: number;
}

export interface RouteUse {
  /** Who may call it (a guest's route: anyone). */
  as: Role;
  /** Sent by a visitor of its own: it signs in or out, which changes the visitor's session. */
  ownVisitor?: boolean;
  /** A request it answers with a 2xx or 3xx, made when it is sent (after the uses listed before it). */
  valid: (ids: SeededIds, db: Db) => ValidRequest;
  /**
   * A write made once about each thing (a report, a decision, a review or a dispute about an
   * order, an answer): `valid` names one not yet written about, over the data as it is when called,
   * and each request of it that should succeed is made about another.
   */
  once?: true;
  /** Fields kept as `valid` has them, besides ids: they name who the request is about (the account signing in). */
  keep?: string[];
  /**
   * Values the worst shapes take, by field name, where the costliest value the schema allows would
   * name nothing real and be refused before the work (a category, a currency, a page past the last):
   * real ones, over the seeded data.
   */
  real?: (ids: SeededIds, db: Db) => Record<string, unknown>;
  /** Fields the handler bounds beyond their schema, by the length of their JSON: their worst is cut to it. */
  bounded?: Record<string, number>;
  /** A host page whose screen reads its address as this JSON route's query: its worst shapes carry that query at its worst too. */
  screenQuery?: RouteKey;
  /**
   * How a role other than `as` is answered where the rule does not say (a guest: 401, or sent to
   * sign in from a page, 302; the reviewer on the arbitrator's routes: 403; the arbitrator uses the
   * reviewer's routes as a reviewer): a status its handler refuses it with once the request is
   * read (the arbitrator on the reviewer's own reviews, 404), or 'user' where it uses the route too
   * (a guest reads the feed).
   */
  others?: Partial<Record<Role, number | "user">>;
  /** Choices of its query only a signed-in visitor may make ('filter_by=followed'), with the role that makes them. */
  choiceRoles?: Record<string, Role>;
  /** Its files are pictures only (a review's photos): its largest body is of photos a phone takes. */
  pictures?: true;
}

/** The key of a route in the tables: 'GET /reviews/search.json', as the route is declared. */
export type RouteKey = `${string} /${string}`;

export type RouteUses = Record<RouteKey, RouteUse>;
