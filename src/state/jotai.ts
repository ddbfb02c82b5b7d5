// The one module that imports jotai: a host page may carry another copy of jotai, so
// the bundle never relies on jotai's default store. Each mount (app/start.tsx) creates one store for its roots.
// Its React bindings are its own: jotai's carry a stand-in for React.use, for the React 18 it
// supports, which no minifier can leave out of a page (a property read of React's might run code).
import { type Atom, createStore, type WritableAtom } from "jotai/vanilla";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useReducer } from "react";
import { jsx } from "react/jsx-runtime";

export type { PrimitiveAtom } from "jotai/vanilla";
export { atom, createStore } from "jotai/vanilla";

export type Store = ReturnType<typeof createStore>;

const StoreContext = createContext<Store | undefined>(undefined);
/** A store for what renders outside any Provider (none of the widget's roots does). */
let storeOutside: Store | undefined;

/** The roots' store to the components inside. */
export const Provider = ({ store, children }: { store: Store; children?: ReactNode }) =>
  jsx(StoreContext, { value: store, children });

/** The store of the nearest Provider. */
export function useStore(): Store {
  const store = useContext(StoreContext);
  if (store) return store;
  storeOutside ??= createStore();
  return storeOutside;
}

/** An atom's setter, the same function while the store and the atom are. */
export function useSetAtom<Value, Args extends unknown[], Result>(
  anAtom: WritableAtom<Value, Args, Result>,
): (...args: Args) => Result {
  const store = useStore();
  return useCallback((...args: Args) => store.set(anAtom, ...args), [store, anAtom]);
}

/**
 * An atom's value, kept current: jotai's own hook, without what the bundle never uses (a delay,
 * a promise to wait for; every atom it reads holds a plain value), which every page would load.
 */
export function useAtomValue<Value>(anAtom: Atom<Value>): Value {
  const store = useStore();
  const [[held, heldStore, heldAtom], rerender] = useReducer(
    (previous: readonly [Value, Store, Atom<Value>]) => {
      const value = store.get(anAtom);
      const same = Object.is(previous[0], value) && previous[1] === store && previous[2] === anAtom;
      return same ? previous : ([value, store, anAtom] as const);
    },
    undefined,
    () => [store.get(anAtom), store, anAtom] as const,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value rendered as it subscribes; later ones come by store.sub
  useEffect(() => {
    const unsubscribe = store.sub(anAtom, rerender);
    // Changed since it was rendered: render again. Unchanged, a dispatch would still render the
    // component once more (a reducer's dispatch is not skipped ahead): every component reading an
    // atom, once more as it mounts.
    if (!Object.is(store.get(anAtom), held)) rerender();
    return unsubscribe;
  }, [store, anAtom]);
  if (heldStore === store && heldAtom === anAtom) return held;
  rerender();
  return store.get(anAtom);
}

/** An atom's value and its setter. */
export function useAtom<Value, Args extends unknown[], Result>(
  anAtom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useAtomValue(anAtom), useSetAtom(anAtom)];
}
