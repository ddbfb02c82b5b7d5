// The pages a test file has Chromium load from its test host (requests for a document): the unit of
// a browser file's cost, about 0.6 CPU-s of Chromium's each (heaviest product, 1280 px: renderer
// 0.37 s, browser process 0.1, network 0.05, GPU 0.04), so each file's line in `npm test` says how
// many it made. Pages of other hosts (the Rails shop, a page-swapping host's own server) are not
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
