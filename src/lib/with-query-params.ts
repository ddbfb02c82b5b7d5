// Single parameters written into an address's query: the writer beside lib/query-param.ts, apart
// from it so that the entry, which reads one parameter at start, does not carry it.

/** `search` with `changes` applied (null removes a parameter); the others are kept in place. */
export function withQueryParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  return params.toString();
}
