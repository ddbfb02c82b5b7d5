import { useCallback, useEffect, useRef, useState } from "react";
import type { NormalizedSearchParams } from "../../lib/search-params";
import { useAtomValue, useStore } from "../../state/jotai";
import { currencyAtom } from "../../state/reviewer";

/** What opening the sidebar saved: the filters and the currency. */
export interface SidebarSession {
  saved: NormalizedSearchParams;
  savedCurrency: string;
}

/**
 * The filter sidebar: opening saves the current filters and currency; closing without applying
 * restores them. Leaving the page (or its address changing under it) with the sidebar open
 * closes it; its draft never reached the address, so the address keeps the previous query.
 */
export function useFilterSidebar(params: NormalizedSearchParams) {
  const store = useStore();
  const chosen = useAtomValue(currencyAtom);
  const [session, setSession] = useState<SidebarSession | null>(null);
  const current = useRef(session);
  current.current = session;

  const close = useCallback(() => {
    const open = current.current;
    current.current = null;
    if (open && store.get(currencyAtom) !== open.savedCurrency) store.set(currencyAtom, open.savedCurrency);
    setSession(null);
  }, [store]);

  /** After applying: the new currency stays. */
  const finish = useCallback(() => {
    current.current = null;
    setSession(null);
  }, []);

  const open = useCallback(() => setSession({ saved: params, savedCurrency: chosen }), [params, chosen]);

  // Leaving the page closes it (the sidebar itself closes when the address changes).
  useEffect(() => close, [close]);

  return { session, open, close, finish };
}
