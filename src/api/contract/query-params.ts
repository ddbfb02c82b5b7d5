// What the bundle passes for a query of the contract: the names its schema declares, each value
// as the bundle holds it (a number, a flag, null or undefined for absent), written as text by
// withQuery (src/lib/request-urls.ts). A parameter the schema does not declare does not compile;
// its value's form is the host's to check (test/host/declared-parameters sends the bundle's own).
import type { Static, TSchema } from "typebox";

/** A value the address writes as text (null or undefined: left out); the host's schema checks its form. */
type Written = string | number | boolean | null | undefined;

/** The bundle's object for a query of `schema`: its parameters, required where the schema requires them. */
export type QueryOf<S extends TSchema> = { [K in keyof Static<S>]: Written };
