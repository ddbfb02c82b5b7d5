// The reviews on a shop's own product page, until they are near: all the page loads at first is
// this (the entry, a few KiB), which finds the element marked data-reviews-product, keeps the
// presses made on its rendered markup and waits for it to come near or be pressed. Then the rest
// (React and the section: mount.tsx) loads and adopts it, and what was pressed meanwhile is done
// once it is live. Again after each page a page-swapper brings in.
import { readShopSettings } from "../badges/shop-settings";
import { keepPresses } from "../early/keep-presses";
import { loadCatalogue } from "../lib/i18n/catalogues";
import { FIRST_SCREEN_ID } from "../lib/page-answers";
import { whenNearOrPressed } from "./near-or-pressed";
import { pageLanguage } from "./page-language";
import { PRODUCT_REVIEWS_ATTRIBUTE } from "./product-reviews-attribute";

let mounted: { element: Element; leave: () => void; live: boolean } | undefined;

/** Mounts into the current document's element; nothing to do when it is the one mounted. */
export function mount(): void {
  const element = document.querySelector<HTMLElement>(`[${PRODUCT_REVIEWS_ATTRIBUTE}]`);
  if (mounted?.element === element) return;
  unmount();
  const externalId = element?.getAttribute(PRODUCT_REVIEWS_ATTRIBUTE);
  if (!element || !externalId) return;
  // Without the shop's store nothing can be shown: the rest is not loaded for nothing.
  const shop = readShopSettings(document);
  if (typeof shop === "string") {
    console.warn(`The product's reviews are not shown: ${shop}.`);
    return;
  }
  const leaving = new AbortController();
  const keeping = new AbortController();
  const takePresses = keepPresses((target) => element.contains(target), keeping.signal);
  let unmountLive = () => {};
  const state: NonNullable<typeof mounted> = {
    element,
    live: false,
    leave: () => {
      leaving.abort();
      keeping.abort();
      unmountLive();
    },
  };
  mounted = state;
  const load = async () => {
    // The page's language's catalogue is asked with the rest, not after it: the rest waits for it
    // before it adopts the section, and finds it loaded (one module, by its address).
    const [{ mountReviews }] = await Promise.all([
      import("./mount"),
      loadCatalogue(pageLanguage()).catch(() => null),
    ]);
    if (leaving.signal.aborted) return;
    state.live = true;
    unmountLive = mountReviews(element, externalId, shop, () => {
      // React listens from here on: it does what comes after itself.
      keeping.abort();
      return takePresses();
    });
  };
  whenNearOrPressed(element, () => void load(), leaving.signal);
}

/**
 * Takes the reviews out of the page. A copy a page-swapper keeps shows them as they were: as the
 * HTML brought them (with their first screen, adopted again when shown) if they never went live,
 * else as they were last rendered (mount.tsx).
 */
export function unmount(): void {
  mounted?.leave();
  mounted = undefined;
}

/**
 * The reviews stay, and a copy kept of the page now renders them afresh if it is shown again: once
 * they are live, their markup is no longer their first screen's.
 */
export function forgetFirstScreen(): void {
  if (mounted?.live) document.getElementById(FIRST_SCREEN_ID)?.remove();
}
