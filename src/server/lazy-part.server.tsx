// The server's lazy parts (ui/lazy-part.ts on the server): each notes that a render showed it.
import { type ComponentType, lazy } from "react";
import { type PartOptions, partsTable } from "../ui/lazy-parts-table";
import { renderLocal } from "./render-local";

/** The parts this render showed, in the order it reached them. */
export const shownParts = renderLocal(() => ({ names: [] as string[] }));

// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by C
export function lazyPart<C extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: C }>,
  _options?: PartOptions,
): C {
  const Lazy = lazy(load) as unknown as ComponentType<object>;
  const Part = (props: object) => {
    if (!shownParts.names.includes(name)) shownParts.names.push(name);
    return <Lazy {...props} />;
  };
  return Part as C;
}

/** Nothing to load ahead on the server: every part's code is in its one file. */
export const loadParts = async (_names: readonly string[]): Promise<void> => {};

/** A table of parts named by their keys: each loader's lazy component. */
export const lazyParts = partsTable(lazyPart);
