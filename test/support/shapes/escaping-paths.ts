// Requests that name a file outside the host's folders: every parameter of an address (escaped
// and not, relative and absolute), a wildcard path with its dots escaped, a picture to keep in a
// review edit. A test keeps a canary file where they lead and checks that none reads or touches it.
import { rawRequest } from "../routes/route-requests";
import type { DeclaredRoute } from "../routes/route-table";
import type { ValidRequest } from "../routes/route-use-types";
import type { Probe } from "./refused-by-schema";

/** Names of the canary file at `canary`, from DATA_DIR (its parent) and from its subfolders. */
const namesOf = (canary: string) => ["../canary.txt", "../../canary.txt", "../../../canary.txt", canary];

export function escapingProbes(
  route: DeclaredRoute,
  valid: ValidRequest,
  csrfToken: string,
  canary: string,
): Probe[] {
  const probes: Probe[] = [];
  const send = (change: ValidRequest) =>
    rawRequest(route.method, route.url, { ...valid, ...change }, csrfToken);
  for (const name of Object.keys(route.params?.properties ?? {})) {
    for (const file of namesOf(canary)) {
      // A wildcard's path is sent as it is: its dots escaped, and its slashes too.
      const values =
        name === "*" ? [file.replaceAll(".", "%2e"), encodeURIComponent(file), `assets/${file}`] : [file];
      for (const value of values)
        probes.push({
          what: `param ${name}=${value}`,
          request: send({ params: { ...valid.params, [name]: value } }),
          names: "",
        });
    }
  }
  const upload = valid.upload;
  if (upload && route.upload && "keep_pictures[]" in (route.body?.properties ?? {})) {
    for (const file of namesOf(canary)) {
      const fields = {
        ...upload.fields,
        "keep_pictures[]": [file, `/media/review-pictures/compact/${file}`],
      };
      probes.push({
        what: `keep_pictures[]=${file}`,
        request: send({ upload: { ...upload, fields } }),
        names: "",
      });
    }
  }
  return probes;
}
