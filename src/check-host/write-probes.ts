// Who may write: every write of the contract, with real ids and a body it takes, sent by a guest
// (401), by a reviewer when it is an arbitrator's (403), and by its own writer without the
// session's CSRF token (403, or Rails' 422), with an empty body and with the body it takes; after
// that last one, the reads that would show the write are read again: nothing changed.
import { methodOf } from "../api/contract/contract-route";
import { CONTRACT_ROUTES } from "../api/contract/routes";
import { type CheckRun, labelOf, readerOf, type Visitor } from "./check-run";
import { pathWith } from "./path-ids";
import { refusalDeviation } from "./refusals";
import { type ReadBack, WRITE_KEYS, WRITE_REQUESTS } from "./write-requests";
import { sendWrite } from "./write-sending";

const CSRF = "a write without its CSRF token";
const REFUSED_FORGERY = [403, 422];

export async function probeWrites(run: CheckRun): Promise<void> {
  const { deviations } = run.report;
  /** What each read that shows a write answered last, by who asked and where. */
  const seen = new Map<string, string>();
  const readBack = async (writer: Visitor, read: ReadBack) => {
    const visitor = read.as === "arbitrator" ? run.arbitrator : writer;
    if (!visitor) return;
    const key = `${visitor.client.role} ${read.address}`;
    const text = (await visitor.client.request("GET", read.address)).text;
    const before = seen.get(key);
    seen.set(key, text);
    return { visitor, before, text };
  };
  for (const key of WRITE_KEYS) {
    const route = CONTRACT_ROUTES.get(key);
    if (!route) continue;
    const request = WRITE_REQUESTS[key](run.facts);
    const params = Object.fromEntries(Object.entries(request.params).map(([name, id]) => [name, id ?? "0"]));
    const address = pathWith(key, params);
    const method = methodOf(key);
    const refused = async (
      visitor: Visitor,
      how: string,
      wanted: number[],
      what: string,
      options: { withToken: boolean; body?: boolean },
    ) => {
      const answer = await sendWrite(visitor, key, address, request, options);
      const deviation = refusalDeviation(labelOf(method, address, visitor, how), answer, wanted, what);
      if (deviation) deviations.push(deviation);
    };
    if (route.who !== "anyone") await refused(run.guest, "", [401], "a guest's write", { withToken: true });
    if (route.who === "arbitrator" && run.reviewer)
      await refused(run.reviewer, "", [403], "an arbitrator's write by a reviewer", { withToken: true });
    const writer = readerOf(run, route.who);
    if (!writer) continue;
    for (const read of request.shows) await readBack(writer, read);
    await refused(writer, "no token", REFUSED_FORGERY, CSRF, { withToken: false, body: false });
    await refused(writer, "no token, a body it takes", REFUSED_FORGERY, CSRF, { withToken: false });
    for (const read of request.shows) {
      const after = await readBack(writer, read);
      if (after && after.before !== undefined && after.before !== after.text)
        deviations.push({
          address: labelOf("GET", read.address, after.visitor),
          path: "(the answer)",
          wants: `as it was before ${method} ${address} without its token`,
          came: "changed",
        });
    }
  }
}
