// Mounting the reviews on a shop's own product page once they are near (lazy-reviews.ts loads this
// then): the element marked data-reviews-product, the store and look of the page's #reviews_shop,
// the page's language (<html lang>) and CSRF token. A page the render service rendered it in (the
// Rails gem's reviews_widget_product_reviews) comes with its first screen, and is adopted; what was
// pressed on it meanwhile is done once it is live.
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { configureClient } from "../api/client";
import { loadReviewer } from "../app/load-reviewer";
import type { ShopSettings } from "../badges/shop-settings";
import type { EarlyPress } from "../early/keep-presses";
import { loadCatalogue } from "../lib/i18n/catalogues";
import { activateLanguage } from "../lib/i18n/translate";
import { FIRST_SCREEN_ID, readFirstScreen } from "../lib/page-answers";
import { type ReaderCache, readerCache } from "../lib/reader-cache";
import { createRequestCache } from "../lib/request-cache";
import { createStore } from "../state/jotai";
import { requestCacheAtom } from "../state/request-cache";
import { localeAtom } from "../state/reviewer";
import { pendingRequestsAtom, sessionAtom } from "../state/session";
import { replayPresses } from "../ui/early-presses";
import { loadParts } from "../ui/lazy-part";
import { ProductReviewsRoot } from "./ProductReviewsRoot";
import { pageLanguage } from "./page-language";
import { showSignedInReviewer } from "./signed-in-reviewer";

/** The product last mounted and its answers: one page of the document at a time. */
let lastRendered: { externalId: string; cache: ReaderCache } | undefined;

const DEFAULT_META = { title: "", description: "", robots: "index, follow", canonical: "" };

/**
 * Mounts the reviews of the product `externalId` into `element`, for the store and look of the
 * page's `shop`; `takePresses` gives what was pressed there before. Returns what takes them out again.
 */
export function mountReviews(
  element: HTMLElement,
  externalId: string,
  shop: ShopSettings,
  takePresses: () => EarlyPress[],
): () => void {
  const state: { root: Root | null; live: boolean } = { root: null, live: true };
  const csrfToken = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
  const language = pageLanguage();
  const store = createStore();
  store.set(sessionAtom, { meta: { ...DEFAULT_META, ...shop.look }, signedIn: false, csrfToken });
  const first = readFirstScreen(document);
  // Its answers asked again as the reader's once it knows who is signed in. A page-swapper's copy
  // of the page shown again renders from the answers it was last rendered with while they last,
  // in place of its copy, rather than from nothing.
  const cache =
    !first && lastRendered?.externalId === externalId
      ? lastRendered.cache
      : readerCache(createRequestCache());
  lastRendered = { externalId, cache };
  store.set(requestCacheAtom, cache);
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
      const presses = takePresses();
      state.root = hydrateRoot(element, node);
      if (presses[0]) void replayPresses(presses, () => state.live);
      showSignedInReviewer(store, cache, first.answers);
    } else {
      // Markup here without its first screen is a page-swapper's copy of the reviews as they were
      // last rendered (unmountReviews): rendered afresh over it, what was pressed on it undone.
      takePresses();
      showSignedInReviewer(store, cache);
      state.root = createRoot(element);
      state.root.render(node);
    }
  };
  void paint();
  return () => unmountReviews(element, state);
}

/**
 * Takes the reviews out of the page, leaving a copy of their markup, inert, for a page-swapper's
 * cached page to show; its first screen goes, so that copy is rendered afresh when shown again.
 */
function unmountReviews(element: HTMLElement, state: { root: Root | null; live: boolean }): void {
  state.live = false;
  const shown = [...element.childNodes].map((node) => node.cloneNode(true));
  state.root?.unmount();
  element.replaceChildren(...shown);
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}
