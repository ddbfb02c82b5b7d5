// Single parameters of an address's query, for the shell (navbar, search bar, sign-in) that needs
// one value, not a screen's whole query: apart from query-codec.ts so the entry stays small.
// Together with with-query-params.ts (its writer, apart so the entry carries none) they are the only
// readers and writers of an address's query.

/** An address query: '?a=1', 'a=1' or URLSearchParams. */
export type Query = string | URLSearchParams;

/** The first value of `name` in `search`, or null. */
export const queryParam = (search: Query, name: string): string | null =>
  new URLSearchParams(search).get(name);
