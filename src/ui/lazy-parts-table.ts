// A table of lazy parts named by their keys, made with the browser's lazyPart (ui/lazy-part.ts) or
// the server's (server/lazy-part.server.tsx): one helper for both.
import type { ComponentType } from "react";

/** A part the host renders below the fold, adopted when the reader nears it (hydrate-near.ts). */
export interface PartOptions {
  /** Resolves when its code should load. */
  wait?: () => Promise<unknown>;
  /** Its code is here. */
  arrived?: () => void;
}

// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by C
type LazyPart = <C extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: C }>,
  options?: PartOptions,
) => C;

/** `lazyParts` for a given `lazyPart`: each loader of the table becomes its lazy component. */
export const partsTable =
  (lazyPart: LazyPart) =>
  <K extends string, P>(table: Record<K, () => Promise<{ default: ComponentType<P> }>>) =>
    Object.fromEntries(
      Object.entries(table).map(([name, load]) => [name, lazyPart(name, load as never)]),
    ) as Record<K, ComponentType<P>>;
