// The contract's schemas as ajv validators, each compiled once: a run asks the same routes'
// schemas for every address and every visitor, and compiling one costs far more than using it.
import type { Ajv, ValidateFunction } from "ajv";
import type { TSchema } from "typebox";

/** A plain copy of a TypeBox schema, without its symbols, as ajv compiles it. */
const plain = (schema: TSchema): object => JSON.parse(JSON.stringify(schema));

/** The validator of each schema (by the object the contract holds), compiled by `ajv` from `prepare`'s copy. */
export function schemaValidators(
  ajv: Ajv,
  prepare: (copy: object) => object = (copy) => copy,
): (schema: TSchema) => ValidateFunction {
  const compiled = new WeakMap<TSchema, ValidateFunction>();
  return (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(prepare(plain(schema)));
      compiled.set(schema, validate);
    }
    return validate;
  };
}
