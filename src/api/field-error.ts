// A refused form: the host answers 400 with `{ error, field }` naming the field it refused.
import { isApiError } from "./client";

export interface FieldError<F extends string> {
  field: F;
  message: string;
}

/** The field the host refused (one of `fields`) and its message; null for any other failure. */
export function refusedField<F extends string>(error: unknown, fields: readonly F[]): FieldError<F> | null {
  const data = isApiError(error) ? (error.data as { error?: unknown; field?: unknown } | null) : null;
  if (typeof data?.error !== "string" || !data.error) return null;
  const field = fields.find((name) => name === data.field);
  return field === undefined ? null : { field, message: data.error };
}
