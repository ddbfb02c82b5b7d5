// Where the checker may go: the base URL's origin, under its path. A host mounted under a prefix
// (https://staging.example/market) answers the contract's paths under it (/market/reviews/me.json),
// and names its own pages with it (internal_path: /market/reviews/stores/…). An address an answer
// gives is read as a browser reads a link on the host's page, and kept only when it lands in that
// scope: '//elsewhere/p', 'http://elsewhere/s' or '/market/../admin' is never asked.

export interface HostScope {
  /** 'http://127.0.0.1:3000' */
  origin: string;
  /** The base URL's path without its last slash: '' or '/market'. */
  prefix: string;
}

/** The scope of a base URL; an address that is not an http(s) URL of a host, or one with a query or a fragment, is refused. */
export function hostScope(base: string): HostScope {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`the base URL is not an address: ${base}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error(`the base URL is not http or https: ${base}`);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(
      `the base URL is an origin and a path, without a query, a fragment or a password: ${base}`,
    );
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, "") };
}

/** The full URL of a contract address ('/reviews/me.json?x=1') on the host; null when it leaves the scope (an id of '..'). */
export function urlOf(scope: HostScope, address: string): URL | null {
  if (!address.startsWith("/") || address.startsWith("//") || address.includes("\\")) return null;
  const url = new URL(`${scope.origin}${scope.prefix}${address}`);
  return url.origin === scope.origin && url.pathname.startsWith(`${scope.prefix}/`) ? url : null;
}

/**
 * An address a host's answer names (a store's internal_path), as a contract address under the
 * scope ('/reviews/stores/x'); null when a browser following it would leave the host: another
 * origin, another scheme, or a path outside the prefix.
 */
export function addressIn(scope: HostScope, named: string): string | null {
  // Only a path: a browser reads '\' as '/', and anything with a scheme or '//' may be elsewhere.
  if (!named.startsWith("/") || named.startsWith("//") || /[\\\s]/.test(named)) return null;
  let url: URL;
  try {
    url = new URL(named, `${scope.origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== scope.origin || !url.pathname.startsWith(`${scope.prefix}/`)) return null;
  return `${url.pathname.slice(scope.prefix.length)}${url.search}`;
}
