// The bundle reaches React and its JSX runtime as ES bindings (build/es-module-runtimes.ts): an
// element or a hook is a plain call, not a call through the CommonJS interop object, and React's
// own functions are still the ones that run.
import * as esbuild from "esbuild";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { esModuleRuntimes } from "../../build/es-module-runtimes";
import { bundleOptions } from "../../build/options";

const build = async (contents: string) => {
  const { metafile, outputFiles } = await esbuild.build({
    ...bundleOptions,
    entryPoints: undefined,
    stdin: { contents, loader: "tsx", resolveDir: bundleOptions.absWorkingDir },
    outdir: undefined,
    splitting: false,
    sourcemap: false,
    write: false,
    plugins: [esModuleRuntimes],
    logLevel: "silent", // a failure is the error thrown, which the tests read
  });
  return { inputs: Object.keys(metafile.inputs), code: outputFiles[0]?.text ?? "" };
};

test("an element is a plain call of React's JSX runtime, not one through the CommonJS interop", async () => {
  const { inputs, code } = await build('export const Hello = () => <p className="hello">Hi</p>;');
  assert.ok(inputs.includes("src/app/replacements/jsx-runtime.ts"));
  assert.ok(
    inputs.some((input) => input.endsWith("node_modules/react/cjs/react-jsx-runtime.production.js")),
    "React's own runtime",
  );
  assert.ok(code.includes('"hello"'), "the element is in the output");
  assert.not.match(code, /\(0,[\w$]+\.jsxs?\)/, "no (0,x.jsx)( call");
});

test("a hook is a plain call of React's own, not one through the CommonJS interop", async () => {
  const { inputs, code } = await build(
    'import { useState } from "react"; export const useCount = () => useState(41)[0] + 1;',
  );
  assert.ok(inputs.includes("src/app/replacements/react.ts"));
  assert.ok(
    inputs.some((input) => input.endsWith("node_modules/react/cjs/react.production.js")),
    "React's own hooks",
  );
  assert.ok(code.includes("41"), "the hook's call is in the output");
  assert.not.match(code, /\(0,[\w$]+\.useState\)/, "no (0,x.useState)( call");
});

test("packages keep importing React as they do: jotai (a default import) bundles with React's own", async () => {
  const { inputs } = await build('export * from "jotai";');
  assert.not.ok(inputs.includes("src/app/replacements/react.ts"));
});

test("react-dom/client bundles with the internals it shares with react-dom, without react-dom's own module", async () => {
  const { inputs, code } = await build('export { createRoot } from "react-dom/client";');
  assert.ok(inputs.includes("src/app/replacements/react-dom.ts"));
  assert.ok(
    inputs.some((input) => input.endsWith("node_modules/react-dom/cjs/react-dom-client.production.js")),
    "React's own client",
  );
  assert.equal(
    inputs.filter((input) => input.endsWith("node_modules/react-dom/cjs/react-dom.production.js")),
    [],
    "no copy of react-dom's own module",
  );
  assert.ok(code.includes("createRoot"), "the client is in the output");
  assert.not.ok(/createPortal|useFormStatus/.test(code), "none of react-dom's own functions");
});

test("React's packages bundle as their production builds, without react-dom/client's check for React DevTools", async () => {
  const { inputs, code } = await build(
    'export { createRoot } from "react-dom/client"; export { unstable_now } from "scheduler"; export * from "jotai";',
  );
  const indexes = ["react/index.js", "react-dom/client.js", "scheduler/index.js", "react/jsx-runtime.js"];
  assert.equal(
    inputs.filter((input) => indexes.some((index) => input.endsWith(`node_modules/${index}`))),
    [],
    "no package's index, which only picks the build by NODE_ENV",
  );
  for (const build of ["react/cjs/react.production.js", "scheduler/cjs/scheduler.production.js"])
    assert.ok(
      inputs.some((input) => input.endsWith(`node_modules/${build}`)),
      build,
    );
  assert.not.ok(code.includes("checkDCE"), "no DevTools' dead-code check");
});

test("an app import of react-dom's own functions fails the build instead of shipping a stub", async () => {
  const portal =
    'import { createPortal } from "react-dom"; export const p = createPortal(null, document.body);';
  const failure = await build(portal).then(
    () => null,
    (error: Error) => error.message,
  );
  assert.match(failure ?? "built", "No matching export");
  assert.match(failure ?? "built", "replacements/react-dom.ts");
});

test.run();
