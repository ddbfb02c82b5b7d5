// A part of a page whose code loads apart (lazy()), by name: a screen, or a part of one. A server
// render notes the parts it shows (its build puts src/server/lazy-part.server.tsx in this module's
// place), and the browser loads their code before it adopts that markup: a part whose code is here
// renders at once (lazy() reads a thenable that answers at once), so React adopts its markup in the
// same pass; one still waiting for its code when an update reaches it would be rendered again.
//
// A part with `wait` is one the host renders below the fold: the browser leaves its markup as it
// came and loads its code when `wait` resolves, as the reader nears it (hydrate-near.ts), so a page
// loads no code for what it does not show yet.
import { type ComponentType, lazy } from "react";
import { type PartOptions, partsTable } from "./lazy-parts-table";

const loaders = new Map<string, () => unknown>();

// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by C
export function lazyPart<C extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: C }>,
  options: PartOptions = {},
): C {
  let module: { default: C } | undefined;
  const { wait, arrived } = options;
  const loader = () =>
    module
      ? // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is the point
        { then: (resolve: (loaded: typeof module) => void) => resolve(module) }
      : (wait ? wait().then(load) : load()).then((loaded) => {
          module = loaded;
          arrived?.();
          return loaded;
        });
  // Loaded ahead of adoption only when the page shows it at once.
  if (!wait) loaders.set(name, loader);
  return lazy(loader as typeof load) as unknown as C;
}

/**
 * Loads the named parts' code: those whose loader is known side by side, then those their modules
 * made known (a part's module holds the parts inside it), and so on.
 */
export async function loadParts(names: readonly string[]): Promise<void> {
  let left = [...names];
  for (;;) {
    const known = left.filter((name) => loaders.has(name));
    if (known.length === 0) return;
    left = left.filter((name) => !loaders.has(name));
    await Promise.all(known.map((name) => loaders.get(name)?.()));
  }
}

/** A table of parts named by their keys: each loader's lazy component. */
export const lazyParts = partsTable(lazyPart);
