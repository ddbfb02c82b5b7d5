// An address's ids, junk or unknown, as a host of another make meets them (Rails' find raising on
// a number too large for its column, or on an id it cannot parse): every route of the contract
// with an id in its path, each id in turn replaced, asked by the route's reader (a write with its
// token and a body it takes), is answered 404, never 500.
import { methodOf, pathOf, type RouteKey } from "../api/contract/contract-route";
import { CONTRACT_ROUTES } from "../api/contract/routes";
import { type CheckRun, labelOf, readerOf } from "./check-run";
import { refusalDeviation } from "./refusals";
import { WRITE_REQUESTS, type WriteKey } from "./write-requests";
import { sendWrite } from "./write-sending";

/** Ids no host has: one past any integer column, and one of letters where a number may be parsed. */
export const JUNK_IDS = ["99999999999999999999", "zz-unknown"];

/** The values of a route's path parameters in `address` (asked at that route); undefined when it does not match. */
export function paramsOf(key: RouteKey, address: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = pathOf(key)
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(":")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(part.slice(1));
      return "([^/?]+)";
    })
    .join("");
  const match = new RegExp(`^${pattern}(?:\\?|$)`).exec(address);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] as string)]));
}

/** The route's path with its parameters' values. */
export const pathWith = (key: RouteKey, params: Record<string, string>) =>
  pathOf(key).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? "0"));

export async function checkPathIds(run: CheckRun): Promise<void> {
  for (const [key, route] of CONTRACT_ROUTES) {
    if (!route.params) continue;
    const visitor = readerOf(run, route.who);
    if (!visitor) continue;
    const write = methodOf(key) !== "GET";
    const asked = run.asked.get(key);
    const request = write ? WRITE_REQUESTS[key as WriteKey](run.facts) : undefined;
    // An id the checker never learnt is '0': an unknown one too.
    const known = write ? request?.params : asked && paramsOf(key, asked.address);
    const params = Object.fromEntries(
      Object.keys(route.params.properties).map((name) => [name, known?.[name] ?? "0"]),
    );
    const pageData = "format" in ((route.query as { properties?: object }).properties ?? {});
    const query = asked?.address.includes("?")
      ? asked.address.slice(asked.address.indexOf("?"))
      : pageData
        ? "?format=json"
        : "";
    for (const name of Object.keys(params))
      for (const junk of JUNK_IDS) {
        const address = `${pathWith(key, { ...params, [name]: junk })}${query}`;
        const answer = write
          ? await sendWrite(visitor, key as WriteKey, address, request, { withToken: true })
          : await visitor.client.request("GET", address);
        const deviation = refusalDeviation(
          labelOf(methodOf(key), address, visitor),
          answer,
          [404],
          `an unknown '${name}'`,
        );
        if (deviation) run.report.deviations.push(deviation);
      }
  }
}
