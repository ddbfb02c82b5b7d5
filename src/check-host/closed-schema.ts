// A schema of the contract as an answer must fit it whole: every object closed (a property the
// schema does not name is a deviation, as fast-json-stringify would drop it and the bundle never
// reads it), and an intersection (a page's data: the metadata's object and the route's own) as the
// one object, or union of objects, an answer is.
export type Schema = { [keyword: string]: unknown };

const isObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const mapValues = (object: unknown, f: (schema: Schema) => Schema) =>
  Object.fromEntries(Object.entries(object as Record<string, Schema>).map(([key, value]) => [key, f(value)]));

/** An intersection of objects (and of unions of objects) as the one object, or union of objects, an answer must fit whole. */
function merged(parts: Schema[]): Schema {
  let combined: Schema[] = [{ type: "object", properties: {}, required: [] }];
  for (const part of parts) {
    const alternatives = Array.isArray(part.anyOf) ? (part.anyOf as Schema[]) : [part];
    combined = combined.flatMap((sofar) =>
      alternatives.map((alternative) => {
        if (alternative.type !== "object" || !isObject(alternative.properties))
          throw new Error(`an intersection of something else than objects: ${JSON.stringify(alternative)}`);
        return {
          type: "object",
          properties: { ...(sofar.properties as object), ...alternative.properties },
          required: [
            ...new Set([...(sofar.required as string[]), ...((alternative.required as string[]) ?? [])]),
          ],
        };
      }),
    );
  }
  return combined.length === 1 ? (combined[0] as Schema) : { anyOf: combined };
}

/** `schema` (plain JSON) with every object closed: a property it does not name is an error. */
export function closed(schema: Schema): Schema {
  if (Array.isArray(schema.allOf)) return closed(merged(schema.allOf as Schema[]));
  const copy: Schema = { ...schema };
  if (isObject(copy.properties)) {
    copy.properties = mapValues(copy.properties, closed);
    if (copy.patternProperties === undefined && copy.additionalProperties === undefined)
      copy.additionalProperties = false;
  }
  if (isObject(copy.patternProperties)) copy.patternProperties = mapValues(copy.patternProperties, closed);
  if (isObject(copy.items)) copy.items = closed(copy.items);
  if (Array.isArray(copy.anyOf)) copy.anyOf = (copy.anyOf as Schema[]).map(closed);
  return copy;
}
