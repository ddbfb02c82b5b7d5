// A module hook of the test runner (test/uvu.ts): `import … from "uvu"` gets marked-tests.ts,
// which notes each test.skip and test.only of the file being loaded; that module itself gets uvu.
const MARKING = new URL("./marked-tests.ts", import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "uvu" && context.parentURL !== MARKING) return nextResolve(MARKING, context);
  return nextResolve(specifier, context);
}
