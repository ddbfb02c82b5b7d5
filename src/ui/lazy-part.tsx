// A part of a screen whose code loads apart (lazy()), by name: a server render notes the parts it
// showed, and the browser loads their code before it adopts that markup (a part still waiting for
// its code when an update reaches it would lose its markup, rendered again).
import { type ComponentType, lazy } from "react";
import { preloadable } from "./preloadable";

const loaders = new Map<string, () => PromiseLike<unknown>>();

/** On the server, during a render: the parts shown, in the order they were reached. */
export const shownParts: { names: string[] | null } = { names: null };

// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by C
export function lazyPart<C extends ComponentType<any>>(name: string, load: () => Promise<{ default: C }>): C {
  const loader = preloadable(load);
  loaders.set(name, loader);
  const Lazy = lazy(loader as typeof load) as unknown as ComponentType<object>;
  const Part = (props: object) => {
    if (shownParts.names && !shownParts.names.includes(name)) shownParts.names.push(name);
    return <Lazy {...props} />;
  };
  return Part as C;
}

/** Loads the named parts' code, each after those before it (a part's module holds the parts inside it). */
export async function loadParts(names: readonly string[]): Promise<void> {
  for (const name of names) await loaders.get(name)?.();
}
