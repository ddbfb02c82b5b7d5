// A route's request as a browser sends it: the address with its parameters filled, the query,
// and the body of its kind (JSON, an HTML form's fields, a multipart form with files), with the
// CSRF token where a write needs it.
import { multipartForm } from "../requests/multipart-form";
import type { ValidRequest } from "./route-use-types";

export interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What a host answered. */
export interface Answer {
  statusCode: number;
  body: string;
  /**
   * When the last byte of a large body left for the host (performance.now()), over HTTP: the host
   * cannot answer before, so its time is counted from there, not from the upload's transfer.
   */
  bodySentAt?: number;
  /** When the answer's head arrived, over HTTP: a large answer's transfer is not the host's time either. */
  answeredAt?: number;
  /** This process's CPU time (support/costs/thread-cpu.ts) as the answer's head came, from a host in this process. */
  answeredCpuMs?: number;
}

/** A visitor of a host, in its process or over HTTP: a session cookie, and the CSRF token of the last page read. */
export interface Caller<A extends Answer = Answer> {
  readonly sessionId: string;
  readonly csrfToken: string;
  sendRaw(request: RawRequest): Promise<A>;
  get(url: string): Promise<A>;
}

/** The declared address `pattern` with its parameters: each escaped as a browser would, a wildcard's path as it is. */
export function addressOf(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = params[name ?? "*"];
    if (value === undefined) throw new Error(`${pattern} needs its parameter ${whole}`);
    return name === undefined ? value : encodeURIComponent(value);
  });
}

export function queryString(query: Record<string, string | string[]> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const one of [value].flat()) search.append(name, one);
  const text = search.toString();
  return text ? `?${text}` : "";
}

const isWrite = (method: string) => method !== "GET" && method !== "HEAD";

/** The request `valid` describes, for the route declared as `method pattern`, from a page whose CSRF token is `csrfToken`. */
export function rawRequest(
  method: string,
  pattern: string,
  valid: ValidRequest,
  csrfToken: string,
): RawRequest {
  const url = `${addressOf(pattern, valid.params)}${queryString(valid.query)}`;
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;
  if (valid.form) {
    // An HTML form carries its token in a field, as the page writes it.
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = queryString({ ...valid.form, authenticity_token: csrfToken }).slice(1);
  } else {
    if (isWrite(method)) headers["x-csrf-token"] = csrfToken;
    if (valid.raw) {
      headers["content-type"] = valid.raw.contentType;
      payload = valid.raw.payload;
    } else if (valid.upload) {
      const body = multipartForm(valid.upload.fields, valid.upload.files);
      headers["content-type"] = body.contentType;
      payload = body.payload;
    } else if (valid.jsonText !== undefined || valid.json !== undefined) {
      headers["content-type"] = "application/json";
      payload = valid.jsonText ?? JSON.stringify(valid.json);
    }
  }
  return { method, url, headers, ...(payload === undefined ? {} : { payload }) };
}
