// GET /reviews/me.json at load (§7): the reviewer, their currency, country and exchange rates.
import { getMe } from "../api/reviewer";
import type { Store } from "./jotai";
import { countryAtom, currencyAtom, exchangeRatesAtom, reviewerAtom } from "./reviewer";

export async function loadReviewer(store: Store): Promise<void> {
  try {
    const me = await getMe();
    store.set(reviewerAtom, me.reviewer);
    store.set(exchangeRatesAtom, me.exchange_rates);
    store.set(currencyAtom, me.currency);
    store.set(countryAtom, me.current_country);
  } catch (error) {
    console.warn("Could not load the current reviewer; showing store prices.", error);
  }
}
