// wouter parses route patterns with regexparam for its <Route>, <Switch> and useRoute. The bundle
// matches its routes with src/lib/routes.ts (shared with the host) and uses none of those, so
// build.mjs points regexparam here and the bundle carries no copy of it.
export function parse(): never {
  throw new Error("Route patterns are matched by src/lib/routes.ts, not by wouter.");
}
