// The shopper changes currency or country: the choice is stored on this device and, for a
// signed-in reviewer, saved to the profile (PUT reviewers/0 with rs_currency or rs_country).
import { updateReviewer } from "../api/reviewer-writes";
import { emit } from "../lib/browser/host-events";
import { readStored, writeStored } from "../lib/browser/storage";
import { atom, type PrimitiveAtom } from "./jotai";
import { countryAtom, currencyAtom, profileSaveErrorAtom } from "./reviewer";
import { signedInAtom } from "./session";
import { STORED } from "./stored";

const FIELDS = {
  currency: { atom: currencyAtom, key: STORED.currency, field: "rs_currency" },
  country: { atom: countryAtom, key: STORED.country, field: "rs_country" },
} as const;

function chooseAtom(what: keyof typeof FIELDS) {
  const {
    atom: target,
    key,
    field,
  } = FIELDS[what] as { atom: PrimitiveAtom<string>; key: string; field: string };
  return atom(null, async (get, set, code: string) => {
    // The saved value is compared with the chosen one, not the one on screen: the filter sidebar
    // shows prices in its currency before it is applied.
    const saved = readStored<string>(key) ?? get(target);
    set(target, code);
    if (code === saved) return;
    writeStored(key, code);
    if (what === "currency") emit("currency-changed", { currency: code, previous: saved });
    if (!get(signedInAtom)) return;
    try {
      await updateReviewer({ [field]: code });
      set(profileSaveErrorAtom, null);
    } catch {
      // The choice still holds on this device; the header tells the reviewer the profile did not take it.
      set(profileSaveErrorAtom, what);
    }
  });
}

/**
 * Choices the profile has just saved (the edit profile form): shown at once and kept on this
 * device, as the next page load would have them from the host.
 */
export const keepSavedChoicesAtom = atom(null, (_get, set, saved: Record<keyof typeof FIELDS, string>) => {
  for (const what of ["currency", "country"] as const) {
    const { atom: target, key } = FIELDS[what];
    set(target, saved[what]);
    writeStored(key, saved[what]);
  }
});

/** Sets the currency prices are shown in (a code, or '*' for the store's own). */
export const chooseCurrencyAtom = chooseAtom("currency");

/** Sets the shopper's country (a code, or '*' for all countries). */
export const chooseCountryAtom = chooseAtom("country");
