// wouter parses route patterns with regexparam for its <Route>, <Switch> and useRoute. The bundle
// matches paths with src/lib/route-match.ts (shared with the host), and lint forbids those three,
// so the build's `alias` (build/options.ts) points regexparam here and the bundle carries no copy
// of it.
export function parse(): never {
  throw new Error("Paths are matched by src/lib/route-match.ts");
}
