// The refusals every host must make, as the contract says them: a parameter the route does not
// take, or a value of a form its schema refuses, is a 400 with a JSON error (never a 500); a write
// without the session's CSRF token is refused (403, or Rails' 422) and changes nothing; a guest is
// refused a reviewer's or an arbitrator's route (401), a reviewer an arbitrator's (403).
import Ajv from "ajv";
import type { TSchema } from "typebox";
import type { Deviation } from "./deviation";
import type { Answer } from "./host-client";
import { schemaValidators } from "./schema-validators";

const validator = schemaValidators(new Ajv({ strict: false }));

/** Values tried for a parameter, the first its schema refuses is sent: each is wrong for some form. */
const JUNK = ["zz-junk", "\u0001", "-1", "9".repeat(30), "x".repeat(3000)];

/** A value `schema` refuses for a parameter; undefined when it takes every one tried. */
export function junkFor(schema: TSchema): string | undefined {
  const validate = validator(schema);
  return JUNK.find((value) => !validate(value));
}

/** A parameter no route of the contract takes. */
export const UNDECLARED = "zz_undeclared";

/** What is wrong with the answer to a request the host must refuse with `wanted`; null when nothing. */
export function refusalDeviation(
  address: string,
  answer: Answer,
  wanted: readonly number[],
  what: string,
): Deviation | null {
  // No answer (none in time, too large): its deviation is said already.
  if (answer.failed) return null;
  const error = (answer.json as { error?: unknown } | undefined)?.error;
  if (!wanted.includes(answer.status))
    return {
      address,
      path: `status (${what})`,
      wants: wanted.join(" or "),
      came: `${answer.status}${typeof error === "string" ? ` ${JSON.stringify(error.slice(0, 60))}` : ""}`,
    };
  // Rails' own refusal of a forgery is a page of HTML: its status is the contract's, its body Rails'.
  if (answer.status === 422) return null;
  if (!answer.contentType.includes("application/json") || typeof error !== "string")
    return {
      address,
      path: `body (${what})`,
      wants: 'JSON {"error": "…"}',
      came: `${answer.contentType || "no content type"}: ${answer.text.slice(0, 60)}`,
    };
  return null;
}
