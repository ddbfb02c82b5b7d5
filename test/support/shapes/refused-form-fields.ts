// Wrong shapes of a form's fields, sent multipart (the upload routes) or urlencoded (sign-in and
// sign-out): each field with text its schema refuses, sent twice, left out, a list too long, a
// field it does not take; and JSON where an upload is expected.
import type { RawRequest } from "../routes/route-requests";
import type { DeclaredRoute, Schema } from "../routes/route-table";
import type { ValidRequest } from "../routes/route-use-types";
import {
  CONTROL,
  escaped,
  formName,
  type Probe,
  refuses,
  type Send,
  tooLong,
  UNKNOWN_NAMES,
} from "./schema-rules";

/** The fields of a form (multipart or urlencoded): each with text its schema refuses, sent twice, left out, or one it does not take. */
function fieldShapes(
  route: DeclaredRoute,
  fields: Record<string, string | string[]>,
  send: (fields: Record<string, string | string[]>) => RawRequest,
): Probe[] {
  const probes: Probe[] = [];
  const schema = route.body;
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const list = property.type === "array";
    const item = list ? (property.items as Schema) : property;
    const values = [...CONTROL, "not one of the options", ...tooLong(item)];
    for (const value of values) {
      const changed = { ...fields, [name]: list ? [value] : value };
      if (refuses(schema, changed))
        probes.push({
          what: `field ${name}=${JSON.stringify(value).slice(0, 30)}`,
          request: send(changed),
          names: formName(name),
        });
    }
    if (!list && name in fields)
      probes.push({
        what: `field ${name} sent twice`,
        request: send({ ...fields, [name]: [String(fields[name]), "x"] }),
        names: name,
      });
    if (list && typeof property.maxItems === "number") {
      const many = Array.from({ length: property.maxItems + 1 }, (_, i) => `item-${i}`);
      // The form's limit of parts may come first: that refusal is about the whole form. A list
      // of a named form ('dispute[file_ids][]') is named as its form names it ('file_ids').
      probes.push({
        what: `${property.maxItems + 1} of ${name}`,
        request: send({ ...fields, [name]: many }),
        names: new RegExp(`'${escaped(name)}'|'${escaped(formName(name))}'|parts`),
      });
    }
    if (schema?.required?.includes(name)) {
      const { [name]: _, ...rest } = fields;
      probes.push({ what: `no ${name}`, request: send(rest), names: formName(name) });
    }
  }
  for (const name of UNKNOWN_NAMES)
    probes.push({ what: `a field ${name}`, request: send({ ...fields, [name]: "1" }), names: name });
  return probes;
}

export function uploadShapes(route: DeclaredRoute, valid: ValidRequest, send: Send): Probe[] {
  const upload = valid.upload ?? { fields: {}, files: [] };
  const probes = fieldShapes(route, upload.fields, (fields) => send({ upload: { ...upload, fields } }));
  const json = send({
    upload: undefined,
    json: { fields: upload.fields, files: [{ path: "marketplace.sqlite" }] },
  });
  probes.push({ what: "JSON to an upload route", request: json, names: /multipart/ });
  return probes;
}

export function formShapes(route: DeclaredRoute, valid: ValidRequest, send: Send): Probe[] {
  const form = valid.form ?? {};
  // Every field but the token the page adds.
  return fieldShapes(route, form, (fields) => send({ form: fields })).filter(
    (probe) => !probe.what.includes("authenticity_token"),
  );
}
