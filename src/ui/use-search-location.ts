import { useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { normalizeSearchParams } from "../lib/search-params";
import { useAtomValue } from "../state/jotai";
import { exchangeRatesAtom } from "../state/reviewer";

/** The search of the address (the URL is the source of truth), normalised (a junk query never throws). */
export function useSearchLocation() {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const rates = useAtomValue(exchangeRatesAtom);
  const params = useMemo(() => normalizeSearchParams(search, { rates }), [search, rates]);
  return { pathname, search, params, navigate };
}

export type SearchLocation = ReturnType<typeof useSearchLocation>;
