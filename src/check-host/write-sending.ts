// A write of the contract sent as the bundle sends it: its body as JSON, or as a multipart form
// (its text fields, and a 1-pixel PNG for an upload that takes only a file), after checking that
// the body is one its route's schema takes: a refusal of a body the route would take proves what
// a refusal of a broken one cannot.
import Ajv from "ajv";
import { CONTRACT_ROUTES } from "../api/contract/routes";
import type { Visitor } from "./check-run";
import type { Answer } from "./host-client";
import { schemaValidators } from "./schema-validators";
import { PNG_1PX, type WriteKey, type WriteRequest } from "./write-requests";

const ajv = new Ajv({ strict: false });
const validator = schemaValidators(ajv);

/** Whether the route's body schema takes `request`'s body; the checker's own fault when not. */
export function takesBody(key: WriteKey, request: WriteRequest): string | null {
  const route = CONTRACT_ROUTES.get(key);
  if (!route?.body) return null;
  const validate = validator(route.body);
  // A write that takes no body is checked as null, as the host checks it.
  return validate(request.body ?? null) ? null : ajv.errorsText(validate.errors);
}

export async function sendWrite(
  visitor: Visitor,
  key: WriteKey,
  address: string,
  request: WriteRequest | undefined,
  options: { withToken: boolean; body?: boolean },
): Promise<Answer> {
  const method = key.slice(0, key.indexOf(" "));
  const route = CONTRACT_ROUTES.get(key);
  const withBody = options.body !== false && request;
  if (withBody) {
    const refused = takesBody(key, request);
    if (refused) throw new Error(`check-host's body for ${key} is not one its schema takes: ${refused}`);
  }
  if (!withBody) return visitor.client.request(method, address, { withToken: options.withToken, body: {} });
  if (!route?.files)
    return visitor.client.request(method, address, { withToken: options.withToken, body: request.body });
  const files = request.file ? { [request.file]: new Blob([PNG_1PX], { type: "image/png" }) } : {};
  return visitor.client.request(method, address, {
    withToken: options.withToken,
    multipart: { fields: request.body ?? {}, files },
  });
}
