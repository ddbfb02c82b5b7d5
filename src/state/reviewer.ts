// The signed-in reviewer, chosen currency and country, exchange rates (design card: reviewer and
// currency live in jotai atoms so the navbar and the page agree). Atoms only: the entry carries
// this module, so what changes them lives in app/load-reviewer.ts and choices.ts (loaded on demand).
import type { ExchangeRates } from "../api/contract/common";
import type { CurrentReviewer } from "../api/contract/reviewer";
import { atom } from "./jotai";

/** null for a guest, or until /reviews/me.json answers. */
export const reviewerAtom = atom<CurrentReviewer | null>(null);

/** A currency code, or '*' (STORE_CURRENCY of lib/currency) for each store's own currency. */
export const currencyAtom = atom<string>("*");

/** A country code, or '*' for all countries. */
export const countryAtom = atom<string>("*");

export const exchangeRatesAtom = atom<ExchangeRates | null>(null);

/** The widget's language: its messages, and how prices, numbers and dates are written. */
export const localeAtom = atom<string>("en");

/** True once me.json has answered or failed. */
export const reviewerLoadedAtom = atom(false);

/** The choice the reviewer's profile did not take (the header says so in words); null when saved. */
export const profileSaveErrorAtom = atom<"currency" | "country" | null>(null);
