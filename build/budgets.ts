// The budgets of the guide's table: the build fails on a broken one, and `npm run bench` checks
// the same in Chromium. Never raised to let a change through.
const KIB = 1024;

export const CSS_BUDGET = 15 * KIB;

/** A language's catalogue: one more script beside the entry on a page in that language. */
export const CATALOGUE_BUDGET = 10 * KIB;
/**
 * The early script a rendered page carries inline (src/early/early-script.ts: the press queue, the
 * number formats, the cookie bar's room): a few hundred bytes of its HTML.
 */
export const PRESS_QUEUE_BUDGET = 1024;

/**
 * A page of the shop's with only rating badges (a grid of 48): its script, gzip, in one file (the
 * badges' entry, never the app's); one call of the ratings for the whole page.
 */
export const BADGES_BUDGET = { bytes: 8 * KIB, scripts: 1 };

/**
 * A shop's product page with the reviews below its first screen, until they come near: its script,
 * gzip, in one file (the reviews' entry: it finds their element, keeps early presses and watches
 * for it to come near; React and the section load then).
 */
export const PRODUCT_REVIEWS_IDLE_BUDGET = { bytes: 12 * KIB, scripts: 1 };

export interface RouteBudget {
  /** Gzip bytes of every script the page fetches until the network is idle. */
  bytes: number;
  scripts: number;
}

/**
 * JS at idle per route: every script the browser fetches from navigation until the network is
 * idle, without interaction, gzip. test/bench measures the same in Chromium.
 */
export const ROUTE_BUDGETS = {
  // Home, search and product pages each have 0.5 KiB of theirs for redaxios itself.
  home: { bytes: 88.5 * KIB, scripts: 6 },
  PageSearch: { bytes: 92.5 * KIB, scripts: 6 },
  product: { bytes: 95.5 * KIB, scripts: 6 },
  other: { bytes: 100 * KIB, scripts: 8 },
} satisfies Record<string, RouteBudget>;

/** The routes with a budget of their own: they never take code they do not use. */
export const hasOwnBudget = (name: string): boolean => name in ROUTE_BUDGETS;

/** The JS budget of a route at idle: gzip bytes and number of scripts. */
export function routeBudget(name: string): RouteBudget {
  return ROUTE_BUDGETS[name as keyof typeof ROUTE_BUDGETS] ?? ROUTE_BUDGETS.other;
}

export const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KiB`;

/** What is wrong with a route's JS at idle against its budget, or null when it is kept. */
export function brokenRow(row: { name: string; bytes: number; scripts: number }): string | null {
  const { name, bytes, scripts } = row;
  const budget = routeBudget(name);
  if (bytes <= budget.bytes && scripts <= budget.scripts) return null;
  return `${name}: ${kib(bytes)} in ${scripts} scripts > ${kib(budget.bytes)} in ${budget.scripts}`;
}
