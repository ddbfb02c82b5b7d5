// Wrong shapes of one route's request: its valid request (route-table.ts) with one thing changed
// to what the route's own schemas refuse (a parameter, a query value, a field of its body, a
// field missing or one it does not take) or a body of another kind or size. Each probe says what
// the refusal must name: the field or parameter, or the kind of body.

import { type RawRequest, rawRequest } from "../routes/route-requests";
import type { DeclaredRoute } from "../routes/route-table";
import type { ValidRequest } from "../routes/route-use-types";
import { formShapes, uploadShapes } from "./refused-form-fields";
import { jsonShapes } from "./refused-json-fields";
import { CONTROL, formName, type Probe, refuses, tooLong, UNKNOWN_NAMES } from "./schema-rules";

export type { Probe };

const QUERY_VALUES: (string | string[])[] = [
  ["a", "b"],
  "",
  ...CONTROL,
  "-1",
  "0",
  "1.5",
  "abc",
  "true",
  "99999999999999999999",
];

/** The wrong shapes of `route`, from its valid request `valid` sent with `csrfToken`. */
export function wrongShapes(route: DeclaredRoute, valid: ValidRequest, csrfToken: string): Probe[] {
  return shapes(route, valid, csrfToken).map((probe) => ({
    ...probe,
    request: { ...probe.request, headers: { ...probe.request.headers, accept: "application/json" } },
  }));
}

/** The probes, as the bundle's API client would send them (it asks for JSON). */
function shapes(route: DeclaredRoute, valid: ValidRequest, csrfToken: string): Probe[] {
  const probes: Probe[] = [];
  const send = (change: ValidRequest) =>
    rawRequest(route.method, route.url, { ...valid, ...change }, csrfToken);
  const add = (what: string, request: RawRequest, names: string | RegExp) =>
    probes.push({ what, request, names });

  // The address's parameters: what the router passes (a line break ends a parameter with a
  // suffix; a parameter has at most 100 characters, a wildcard more) and the schema refuses.
  for (const name of Object.keys(route.params?.properties ?? {})) {
    const long = name === "*" ? tooLong(route.params?.properties?.[name]) : [];
    for (const value of ["\u0000", "a\u0007b", ...long]) {
      const params = { ...valid.params, [name]: name === "*" ? encodeURIComponent(value) : value };
      if (refuses(route.params, { ...valid.params, [name]: value }))
        add(`param ${name}=${JSON.stringify(value).slice(0, 30)}`, send({ params }), name);
    }
  }

  // The query: each declared parameter with what its schema refuses, a name it does not take.
  const query = valid.query ?? {};
  for (const name of Object.keys(route.query?.properties ?? {})) {
    for (const value of [...QUERY_VALUES, ...tooLong(route.query?.properties?.[name])]) {
      const changed = { ...query, [name]: value };
      if (refuses(route.query, changed))
        add(`query ${name}=${JSON.stringify(value).slice(0, 30)}`, send({ query: changed }), formName(name));
    }
  }
  for (const name of UNKNOWN_NAMES) {
    const changed = { ...query, [name]: "1" };
    if (refuses(route.query, { ...query, [name]: "1" }))
      add(`query ${name}=1`, send({ query: changed }), name);
  }

  const write = route.method !== "GET";
  if (!write) {
    add(
      "a body on a read",
      { ...send({}), headers: { "content-type": "application/json" }, payload: "{}" },
      /body/,
    );
    return probes;
  }
  if (route.upload) probes.push(...uploadShapes(route, valid, send));
  else if (valid.form) probes.push(...formShapes(route, valid, send));
  else probes.push(...jsonShapes(route, valid, send));
  return probes;
}
