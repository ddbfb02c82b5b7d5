// React's JSX runtime is CommonJS, so a module that imports it directly reaches every element
// through the interop object: `(0,r.jsx)("p",…)` at each element of every screen. The build
// (build/es-module-runtimes.ts) points the app's imports of `react/jsx-runtime` here, where the
// same functions are plain ES bindings that minify to a one-letter call. Nothing else changes:
// these are React's own.
import * as runtime from "react/jsx-runtime";

export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;
