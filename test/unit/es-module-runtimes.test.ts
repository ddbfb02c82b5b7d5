// The bundle reaches React's JSX runtime as ES bindings (build/es-module-runtimes.ts): an element
// is a plain call, not a call through the CommonJS interop object, and React's own runtime is
// still the one that runs.
import * as esbuild from "esbuild";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { esModuleJsxRuntime } from "../../build/es-module-runtimes";
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
    plugins: [esModuleJsxRuntime],
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

test.run();
