// The search page as a shopper reads it.
import type { Page } from "playwright-core";

/** The titles of the result cards, in the grid's order. */
export const resultTitles = (page: Page) => page.locator(".rv-result-grid .rv-product-card__title");

/** An address's path and query, as a page's own links write it: '/reviews/search?q=kettle'. */
export const pathAndQuery = (address: string) => {
  const { pathname, search } = new URL(address);
  return `${pathname}${search}`;
};
