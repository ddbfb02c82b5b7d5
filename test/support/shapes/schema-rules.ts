// What the wrong shapes of a route's request are made of (refused-by-schema.ts): the probe, the rules
// of schemas the host must apply, the values and names that break them.
import Ajv, { type ValidateFunction } from "ajv";
import type { RawRequest } from "../routes/route-requests";
import type { Schema } from "../routes/route-table";
import type { ValidRequest } from "../routes/route-use-types";

export interface Probe {
  what: string;
  request: RawRequest;
  /** What the refusal must name: a field or parameter (quoted, or as the answer's `field`), or words about the body. */
  names: string | RegExp;
}

/**
 * The rules the host's ajv must apply (AJV_OPTIONS in src/api/contract/building-blocks.ts): no value coerced to the
 * type asked for, no property removed. Written here rather than read from the host, so a host that
 * loosened them is sent the probes it would now let through (a number for a text, a field it does
 * not take) instead of a test that stops asking.
 */
const ajv = new Ajv({ coerceTypes: false, removeAdditional: false, strict: false });
const validators = new WeakMap<object, ValidateFunction>();

/** Whether `schema` refuses `value`, by the rules the host's ajv must apply. */
export function refuses(schema: Schema | undefined, value: unknown): boolean {
  if (!schema) return false;
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return !validate(value);
}

export const CONTROL = ["\u0000", "a\u0007b", "line\nbreak"];
/** Names no schema of ours takes, and names every object inherits. */
export const UNKNOWN_NAMES = ["admin", "__proto__", "constructor", "toString"];

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A form's name for a field: `dispute[description]` is `description` (as the host's errors say it). */
export const formName = (name: string) => /^\w+\[(\w+)\](\[\])?$/.exec(name)?.[1] ?? name;

/** Text one longer than the schema of `name` takes. */
export const tooLong = (schema: Schema | undefined) =>
  typeof schema?.maxLength === "number" ? ["x".repeat(schema.maxLength + 1)] : [];

/** A request of the route: its valid request with `change` made. */
export type Send = (change: ValidRequest) => RawRequest;
