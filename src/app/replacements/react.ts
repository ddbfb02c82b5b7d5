// React is CommonJS, so a module that imports a hook from it directly calls it through the
// interop object: `(0,r.useState)(…)` at each call, and one interop line per module. The build
// (build/es-module-runtimes.ts) points the app's own imports of `react` here, where the same
// functions are plain ES bindings that minify to a one-letter call. A name the app imports and
// this list lacks fails the build ("No matching export"): add it here.
import * as React from "react";

// Alphabetical but for useDeferredValue, second: that order compresses smallest in the search
// page's script, which its budget needs.
export const {
  Component,
  useDeferredValue,
  Suspense,
  cloneElement,
  createContext,
  lazy,
  memo,
  use,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} = React;
