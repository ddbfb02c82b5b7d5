// The signed-in reviewer, chosen currency and country, exchange rates (design card: reviewer and
// currency live in jotai atoms so the navbar and the page agree).
import type { ExchangeRates } from "../api/types/common";
import type { CurrentReviewer } from "../api/types/reviewer";
import { STORE_CURRENCY } from "../lib/currency";
import { atom } from "./jotai";

/** null for a guest, or until /reviews/me.json answers. */
export const reviewerAtom = atom<CurrentReviewer | null>(null);

/** A currency code, or '*' for each store's own currency. */
export const currencyAtom = atom<string>(STORE_CURRENCY);

/** A country code, or '*' for all countries. */
export const countryAtom = atom<string>("*");

export const exchangeRatesAtom = atom<ExchangeRates | null>(null);
