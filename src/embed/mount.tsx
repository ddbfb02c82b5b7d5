// Mounting the reviews on a shop's own product page, again after each page a page-swapper brings
// in: the element marked data-reviews-product, the store and look of the page's #reviews_shop, the
// page's language (<html lang>) and CSRF token. A page the render service rendered it in (the
// Rails gem's reviews_widget_product_reviews) comes with its first screen, and is adopted.
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { configureClient } from "../api/client";
import { loadReviewer } from "../app/load-reviewer";
import { readShopSettings } from "../badges/shop-settings";
import { loadCatalogue } from "../lib/i18n/catalogues";
import { matchLanguage } from "../lib/i18n/languages";
import { activateLanguage } from "../lib/i18n/translate";
import { FIRST_SCREEN_ID, readFirstScreen } from "../lib/page-answers";
import { createRequestCache } from "../lib/request-cache";
import { createStore } from "../state/jotai";
import { requestCacheAtom } from "../state/request-cache";
import { localeAtom } from "../state/reviewer";
import { pendingRequestsAtom, sessionAtom } from "../state/session";
import { loadParts } from "../ui/lazy-part";
import { ProductReviewsRoot } from "./ProductReviewsRoot";
import { showSignedInReviewer } from "./signed-in-reviewer";

/** On an element of a shop's own page: the product whose reviews it shows, by the shop's own id. */
export const PRODUCT_REVIEWS_ATTRIBUTE = "data-reviews-product";

const DEFAULT_META = { title: "", description: "", robots: "index, follow", canonical: "" };

let mounted: { element: Element; root: Root | null; live: boolean } | undefined;

/** Mounts into the current document's element; nothing to do when it is the one mounted. */
export function mount(): void {
  const element = document.querySelector<HTMLElement>(`[${PRODUCT_REVIEWS_ATTRIBUTE}]`);
  if (mounted?.element === element) return;
  unmount();
  const externalId = element?.getAttribute(PRODUCT_REVIEWS_ATTRIBUTE);
  if (!element || !externalId) return;
  const shop = readShopSettings(document);
  if (typeof shop === "string") {
    console.warn(`The product's reviews are not shown: ${shop}.`);
    return;
  }
  const state: NonNullable<typeof mounted> = { element, root: null, live: true };
  mounted = state;
  const csrfToken = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
  const language = matchLanguage(document.documentElement.lang) ?? "en";
  const store = createStore();
  store.set(sessionAtom, { meta: { ...DEFAULT_META, ...shop.look }, signedIn: false, csrfToken });
  const cache = createRequestCache();
  store.set(requestCacheAtom, cache);
  const first = readFirstScreen(document);
  for (const { key, value, ms, tags } of first?.answers ?? []) cache.seed(key, value, ms, tags);
  configureClient({
    csrfToken,
    onPendingChange: (pending) => store.set(pendingRequestsAtom, pending),
    cache,
  });
  const node = <ProductReviewsRoot store={store} shop={shop} externalId={externalId} />;
  const paint = async () => {
    const catalogue = await loadCatalogue(language).catch(() => null);
    if (!state.live) return;
    activateLanguage(catalogue ? language : "en", catalogue);
    store.set(localeAtom, catalogue ? language : "en");
    if (first) {
      loadReviewer(store, location.search, first.me, false);
      await loadParts(first.parts);
      if (!state.live) return;
      state.root = hydrateRoot(element, node);
      showSignedInReviewer(store, true);
    } else {
      showSignedInReviewer(store, false);
      state.root = createRoot(element);
      state.root.render(node);
    }
  };
  void paint();
}

/** Takes the reviews out of the page (its first screen too: a copy shown again asks afresh). */
export function unmount(): void {
  if (!mounted) return;
  mounted.live = false;
  mounted.root?.unmount();
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  mounted = undefined;
}
