// The one module that imports jotai: a host page may carry another copy of jotai, so
// the bundle never relies on jotai's default store. main.tsx creates one store for both roots.

export type { PrimitiveAtom } from "jotai";
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from "jotai";

import type { createStore } from "jotai";
export type Store = ReturnType<typeof createStore>;
