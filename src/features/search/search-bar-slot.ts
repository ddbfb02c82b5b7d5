// The search page hands the header's search bar its category selector: the selector is part of
// the search screen's chunk, so the bar never imports code while the search page loads.
import { type ComponentType, useSyncExternalStore } from "react";

export type CategorySelectComponent = ComponentType<{
  search: string;
  navigate: (to: string) => void;
}>;

let provided: CategorySelectComponent | null = null;
const listeners = new Set<() => void>();

/** Called by the search screen's module: the selector the bar shows on the search page. */
export function provideCategorySelect(component: CategorySelectComponent): void {
  provided = component;
  for (const listener of listeners) listener();
}

/** The provided selector, or null until the search screen's chunk has run. */
export function useProvidedCategorySelect(): CategorySelectComponent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => provided,
  );
}
