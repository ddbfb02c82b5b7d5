// The paths the client asks, checked against the contract's route keys by the compiler: a path
// written `satisfies ApiPath<"GET">` is one of the contract's GETs, its parameters filled in (a
// template literal `as const`). Types only: the bundle carries the path and nothing of the contract.
import type { ApiRouteKey } from "./contract/routes";

/** A route's path with each `:name` parameter as any text ('/reviews/:publicId/helpful' → `/reviews/${string}/helpful`). */
type Filled<P extends string> = P extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}${Param<Name>}/${Filled<Rest>}`
  : P extends `${infer Head}:${infer Name}`
    ? `${Head}${Param<Name>}`
    : P;

/** A parameter's segment: any text, then what follows its name ('handle.json' → `${string}.json`). */
type Param<Name extends string> = Name extends `${string}.${infer Suffix}` ? `${string}.${Suffix}` : string;

/** The path of a call of the contract's JSON API with method `M`, its parameters filled in. */
export type ApiPath<M extends string = string> = ApiRouteKey extends infer K
  ? K extends `${M} ${infer P}`
    ? Filled<P>
    : never
  : never;
