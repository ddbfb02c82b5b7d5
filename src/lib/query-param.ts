// Single parameters of an address's query, for the shell (navbar, search bar, sign-in) that needs
// one value, not a screen's whole query: apart from query-codec.ts so the entry stays small.
// Together they are the only readers and writers of an address's query.

/** The first value of `name` in `search` ('?a=1' or 'a=1'), or null. */
export const queryParam = (search: string, name: string): string | null =>
  new URLSearchParams(search).get(name);

/** `search` with `changes` applied (null removes a parameter); the others are kept in place. */
export function withQueryParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  return params.toString();
}
