// The pages a test file has Chromium load from its test host (requests for a document): the unit of
// a browser file's cost (what one costs each of Chromium's processes: test/bench/page-load-cost.ts),
// so each file's line in `npm test` says how many it made. Pages of other hosts (the Rails shop, a page-swapping host's own server) are not
// counted.
let loads = 0;

/** Counts a request for a document. */
export function countPageLoad(fetchDest: string | string[] | undefined): void {
  if (fetchDest === "document") loads++;
}

/** The pages loaded since the last call. */
export function takePageLoads(): number {
  const taken = loads;
  loads = 0;
  return taken;
}
