import { useCallback, useMemo, useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, following its changes: one query list and one listener for
 * the component's life, however often it renders (every navigation renders the header's).
 */
export function useMediaQuery(query: string): boolean {
  // None on the server, whose render reads false.
  const list = useMemo(() => (typeof matchMedia === "function" ? matchMedia(query) : null), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => !!list?.matches,
    () => false,
  );
}
