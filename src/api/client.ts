// The one HTTP client: every post/put/delete carries X-CSRF-Token, every
// request carries the redesign marker header and the widget's language, pending requests are counted, no default timeout.
// Failures of every kind reach callers as one typed ApiError. A change the host confirmed drops the
// cached answers it made stale.
import redaxios from "redaxios";
import { activeLanguage } from "../lib/i18n/translate";
import type { CacheTag, RequestCache } from "../lib/request-cache";
import { withQuery } from "../lib/request-urls";
import { CSRF_HEADER, LOCALE_HEADER, REDESIGN_HEADER } from "./host-facts";

export { CSRF_HEADER, LOCALE_HEADER, REDESIGN_HEADER };

/** Query parameters: any object of primitive values (the contract types of ./types). */
type Query = object;

export type ApiErrorKind = "http" | "network" | "malformed" | "aborted";

/** A failed call: an HTTP status of 400 or more, no answer at all, an answer that is not JSON, or a cancelled call. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  // Declared, and set in one step by the constructor: parameter properties would also be emitted
  // as field declarations, in the code every page loads.
  declare readonly kind: ApiErrorKind;
  /** 0 when there was no HTTP answer. */
  declare readonly status: number;
  /** The parsed body of an error answer, when it was JSON. */
  declare readonly data: unknown;
  /** Seconds the host asked to wait before trying again (its Retry-After); null when it named none. */
  declare readonly retryAfter: number | null;
  constructor(kind: ApiErrorKind, status: number, data: unknown = null, retryAfter: number | null = null) {
    super(kind === "http" ? `HTTP ${status}` : kind);
    Object.assign(this, { kind, status, data, retryAfter });
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The contract's refusal of a write without a valid CSRF token (a 403). */
export const CSRF_REFUSAL = { error: "Missing or invalid CSRF token." };

interface ClientConfig {
  csrfToken: string;
  onPendingChange: (pending: number) => void;
  /** The bundle's request cache, whose answers a confirmed change drops. */
  cache?: RequestCache;
  /** Default the browser's: a server render's answers the host gave, instead of the network. */
  fetch?: typeof fetch;
}

/** The client's settings, and its count of requests in flight. */
export type ClientState = ClientConfig & { pending: number };

/** A client's settings before anything is configured. */
export const newClientState = (): ClientState => ({ csrfToken: "", onPendingChange: () => {}, pending: 0 });

// The page's: a browser shows one page at a time. The server keeps each render's own (keepClientIn).
let config: ClientState = { csrfToken: "", onPendingChange: () => {}, pending: 0 };

/** Called at start-up with what the host page gave; on the server, by each render with its answers. */
export function configureClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

/**
 * Keeps the client's settings and count in `holder` from now on. The server hands it an object
 * each render reads and writes as its own (src/server/render-local.ts), so renders side by side
 * never share a fetch, a token or a count.
 */
export function keepClientIn(holder: ClientState): void {
  config = holder;
}

/** What every request carries, whoever makes it. */
const BASE_HEADERS = { [REDESIGN_HEADER]: "1", Accept: "application/json" };

const http = redaxios.create({ headers: BASE_HEADERS });

type Method = "get" | "post" | "put" | "delete";

interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Aborting it rejects the call with an ApiError of kind 'aborted'. */
  signal?: AbortSignal;
  /** What the change makes stale: once the host confirms it, the cached answers with these tags go. */
  invalidates?: readonly CacheTag[];
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { signal } = options;
  const headers: Record<string, string> = { [LOCALE_HEADER]: activeLanguage() };
  if (method !== "get") headers[CSRF_HEADER] = config.csrfToken;
  config.onPendingChange(++config.pending);
  try {
    const response = await http<unknown>({
      url: withQuery(path, options.query),
      method,
      headers,
      data: options.body,
      // redaxios does not pass `signal` on, so it travels in a fetch of our own.
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        (config.fetch ?? fetch)(input, { ...init, signal }),
    } as Parameters<typeof http>[0]);
    if (options.invalidates) config.cache?.invalidate(options.invalidates);
    return parseBody<T>(response.data, response.status);
  } catch (failure) {
    throw toApiError(failure, signal, method);
  } finally {
    config.onPendingChange(--config.pending);
  }
}

// redaxios leaves the text in place when JSON.parse fails; an empty body is a valid 'no content'.
function parseBody<T>(data: unknown, status: number): T {
  if (typeof data === "string") {
    if (data.trim() === "") return null as T;
    throw new ApiError("malformed", status);
  }
  return data as T;
}

function toApiError(failure: unknown, signal: AbortSignal | undefined, method: Method): ApiError {
  if (failure instanceof ApiError) return failure;
  if (signal?.aborted) return new ApiError("aborted", 0);
  const response = failure as { status?: unknown; data?: unknown; headers?: Headers } | null;
  if (response && typeof response.status === "number" && response.status > 0) {
    const data = typeof response.data === "string" ? null : (response.data ?? null);
    // Rails refuses a write whose token is missing or expired with 422 and a page of HTML
    // (ActionController::InvalidAuthenticityToken): the contract's 403, and the same way on.
    if (response.status === 422 && method !== "get" && data === null)
      return new ApiError("http", 403, CSRF_REFUSAL);
    // The host's Retry-After is in seconds (an HTTP date there reads as none named).
    const wait = Number(response.headers?.get("retry-after")) || null;
    return new ApiError("http", response.status, data, wait);
  }
  return new ApiError("network", 0);
}

/**
 * The headers a write carries, for the one request this client cannot make: an upload whose
 * progress is shown (XMLHttpRequest's upload events; fetch has none).
 */
export const writeHeaders = (): Record<string, string> => ({
  ...BASE_HEADERS,
  [LOCALE_HEADER]: activeLanguage(),
  [CSRF_HEADER]: config.csrfToken,
});

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("get", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("post", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("put", path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("delete", path, options),
};
