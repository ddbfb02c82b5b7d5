// What a host answers when it refuses a request: a status and a small JSON body whose message is
// for a person. A refused field of a form is named, so the form shows the message beside it.
import type { Static } from "typebox";
import { about, Type } from "./building-blocks";

export const ErrorAnswer = about(
  "A refusal: 400 bad input, 401 not signed in, 403 not allowed or a missing or wrong CSRF token, 404 no such thing, 409 a conflict, 413 too large, 429 too many (with Retry-After), 500 a fault of the host (saying nothing of its cause).",
  Type.Object({
    error: about("The message, for a person.", Type.String()),
    field: Type.Optional(about("The form's field the message is about.", Type.String())),
  }),
);
export type ErrorAnswer = Static<typeof ErrorAnswer>;
