// wouter imports the use-sync-external-store shim for React 17; React 19 has the hook built in,
// so the build's `alias` (build/options.ts) points the shim here and the bundle carries no copy of it.
export { useSyncExternalStore } from "react";
