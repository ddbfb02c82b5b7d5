// The prices a screen shows, in the currency the shopper chose.
import type { Page } from "playwright-core";
import { untilInPage } from "../browsers/until-in-page";

/** Waits until the screen shows prices, every one of them starting with `symbol` (e.g. '€'). */
export function untilPricesIn(page: Page, symbol: string): Promise<void> {
  return untilInPage(
    page,
    (s) => {
      const prices = [...document.querySelectorAll("main .rv-price")].map((p) => p.textContent ?? "");
      return prices.length > 0 && prices.every((p) => p.startsWith(s));
    },
    symbol,
  );
}
