// redaxios as src/api/client.ts calls it, and only that: `create({ headers })`, then one call per
// request with `url`, `method`, `headers`, `data` and `fetch`. The build's `alias`
// (build/options.ts) points the import here, so every page leaves out what the client never asks
// of redaxios (its method shortcuts, `all`, `spread`, `CancelToken`, `baseURL`, `params`, `auth`,
// the XSRF cookie, `transformRequest`, response types, `validateStatus`). What it keeps is
// redaxios 0.5.1's own behaviour (test/unit/redaxios-replacement checks it beside the package's):
// header names are merged lower-cased; a plain object is sent as JSON; the answer carries the
// Response's status and headers and its body as JSON, or as text when it is not JSON; a status
// that is not ok rejects with that answer.
interface Options {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  data?: unknown;
  fetch?: typeof fetch;
}

export interface Response<T> {
  status: number;
  headers: Headers;
  data: T;
}

const lowerCased = (headers: Record<string, string> = {}) => {
  const named: Record<string, string> = {};
  for (const name in headers) named[name.toLowerCase()] = headers[name] as string;
  return named;
};

function create(defaults: { headers: Record<string, string> }) {
  return async <T>({ url, method = "get", headers, data, fetch: fetchWith = fetch }: Options) => {
    const sent = { ...lowerCased(defaults.headers), ...lowerCased(headers) };
    let body = data as BodyInit | undefined;
    // An object without an append (FormData) or text (Blob) function of its own is sent as JSON.
    const sendable = data as { append?: unknown; text?: unknown } | null | undefined;
    if (
      sendable &&
      typeof sendable === "object" &&
      typeof sendable.append !== "function" &&
      typeof sendable.text !== "function"
    ) {
      body = JSON.stringify(data);
      sent["content-type"] = "application/json";
    }
    const answer = await fetchWith(url, { method: method.toUpperCase(), body, headers: sent });
    const response = { status: answer.status, headers: answer.headers, data: await answer.text() };
    try {
      response.data = JSON.parse(response.data);
    } catch {}
    if (!answer.ok) throw response;
    return response as Response<T>;
  };
}

export default { create };
