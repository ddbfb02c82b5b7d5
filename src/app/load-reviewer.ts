// GET /reviews/me.json at load: the reviewer, their currency, country and exchange rates.
// Stored choices apply first; the host's answer follows. Rates are kept 6 hours, so the call
// asks for them only when the stored ones have expired. Part of the app's start: every page runs it.
import { isApiError } from "../api/client";
import type { MeResponse } from "../api/contract/reviewer";
import { getMe } from "../api/reviewer";
import { readStored, writeStored } from "../lib/browser/storage";
import { isCountryCode } from "../lib/country-codes";
import { cleanRates, normalizeCurrency, sameRates } from "../lib/currency-rates";
import { queryParam } from "../lib/query-param";
import { ME_WITH_RATES_URL, preloadedByHost } from "../lib/request-urls";
import type { Store } from "../state/jotai";
import {
  countryAtom,
  currencyAtom,
  exchangeRatesAtom,
  reviewerAtom,
  reviewerLoadedAtom,
} from "../state/reviewer";
import { RATES_TTL_MS, STORED } from "../state/stored";

/**
 * A code of the country list, or null. Checked against the codes alone: the full country table is
 * not part of the entry, which every page loads.
 */
function normalizeCountry(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const code = raw.trim().toUpperCase();
  return isCountryCode(code) ? code : null;
}

// The language is not among them: the host page names it (app/start.tsx).
interface Choices {
  country: string | null;
  currency: unknown;
}

function storedChoices(): Choices {
  return {
    country: normalizeCountry(readStored(STORED.country)),
    currency: readStored(STORED.currency),
  };
}

/**
 * The reviewer, currency, country and rates: this device's stored choices at once, then the host's
 * answer (`inlined`, when the page came with it: nothing is asked then, and it all happens now).
 * `device` false leaves this device's storage out, neither read nor written: what the host alone
 * says, as a server render shows the page (and the browser, before it adopts that markup).
 */
export async function loadReviewer(
  store: Store,
  search = location.search,
  inlined: MeResponse | null = null,
  device = true,
): Promise<void> {
  const apply = (choices: Choices, rates: MeResponse["exchange_rates"] | null) => {
    if (!sameRates(store.get(exchangeRatesAtom), rates ?? null)) store.set(exchangeRatesAtom, rates ?? null);
    if (choices.country) store.set(countryAtom, choices.country);
    if (choices.currency != null) store.set(currencyAtom, normalizeCurrency(choices.currency, rates));
  };
  // A currency or country in the address wins for this page, upper-cased.
  const applyQuery = () => {
    const country = normalizeCountry(queryParam(search, "country"));
    if (country) store.set(countryAtom, country);
    const currency = queryParam(search, "currency");
    if (currency) store.set(currencyAtom, normalizeCurrency(currency, store.get(exchangeRatesAtom)));
  };

  const stored: Choices = device ? storedChoices() : { country: null, currency: null };
  const storedRates = device ? cleanRates(readStored(STORED.rates)) : null;
  // Shown while the host's answer comes; one the page came with applies at once, below.
  if (!inlined) {
    apply(stored, storedRates);
    applyQuery();
  }

  try {
    // With the rates when the stored ones expired, or when the host page already fetches that answer.
    const me =
      inlined ?? (await getMe({ exchange_rates: !storedRates || preloadedByHost(ME_WITH_RATES_URL) }));
    const fresh = cleanRates(me.exchange_rates);
    if (fresh && device) writeStored(STORED.rates, fresh, RATES_TTL_MS);
    const signedIn = !!me.reviewer;
    store.set(reviewerAtom, me.reviewer);
    // A reviewer's saved choice (kept across sessions) wins; a guest's own choice on this device wins.
    const host = { country: normalizeCountry(me.current_country), currency: me.currency };
    const choices: Choices = {
      country: signedIn ? (host.country ?? stored.country) : (stored.country ?? host.country),
      currency: signedIn ? (host.currency ?? stored.currency) : (stored.currency ?? host.currency),
    };
    const rates = fresh ?? storedRates;
    apply(choices, rates);
    if (device && choices.country) writeStored(STORED.country, choices.country);
    if (device && choices.currency != null)
      writeStored(STORED.currency, normalizeCurrency(choices.currency, rates));
  } catch (error) {
    // A failed call falls back to the stored values, or to values in the error response.
    const body = (isApiError(error) && error.data ? error.data : {}) as Partial<MeResponse>;
    apply(
      {
        country: stored.country ?? normalizeCountry(body.current_country),
        currency: stored.currency ?? body.currency,
      },
      storedRates ?? cleanRates(body.exchange_rates),
    );
    console.warn("Could not load the current reviewer; using the stored currency and country.", error);
  }
  applyQuery();
  store.set(reviewerLoadedAtom, true);
}
