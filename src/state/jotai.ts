// The one module that imports jotai: a host page may carry another copy of jotai, so
// the bundle never relies on jotai's default store. Each mount (app/start.tsx) creates one store for its roots.
import { type Atom, type createStore, useSetAtom, useStore, type WritableAtom } from "jotai";
import { useEffect, useReducer } from "react";

export type { PrimitiveAtom } from "jotai";
export { atom, createStore, Provider, useSetAtom, useStore } from "jotai";

export type Store = ReturnType<typeof createStore>;

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
