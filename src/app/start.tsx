// Start-up: read the host page as it is now, create the one store and the one request cache, mount the roots.
import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./shared-chunk";
import { configureClient } from "../api/client";
import type { MeResponse } from "../api/types/reviewer";
import { readHostPage } from "../lib/host-page";
import { loadCatalogue, loadedCatalogue } from "../lib/i18n/catalogues";
import { activateLanguage, type Catalogue } from "../lib/i18n/translate";
import { readFirstScreen } from "../lib/page-answers";
import { createRequestCache } from "../lib/request-cache";
import { ME_WITH_RATES_URL } from "../lib/request-urls";
import { matchRoute } from "../lib/route-match";
import { readStored } from "../lib/storage";
import { createStore } from "../state/jotai";
import { requestCacheAtom } from "../state/request-cache";
import { localeAtom } from "../state/reviewer";
import { pendingRequestsAtom, sessionAtom } from "../state/session";
import { STORED } from "../state/stored";
import { loadParts } from "../ui/lazy-part";
import { applyHostReviewer, loadReviewer } from "./load-reviewer";
import { FooterRoot, NavbarRoot, PageRoot } from "./roots";
import { SCREENS } from "./screens";
import { installScrollManager } from "./scroll";

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(run) : setTimeout(run, 50);

/** Mounts the bundle into the host page; `unmount` takes it out again (a host swapping pages). */
export function start(doc: Document = document): {
  store: ReturnType<typeof createStore>;
  unmount: () => void;
} {
  const host = readHostPage(doc, readStored(STORED.locale));
  if (host.problems.length > 0) {
    console.warn(`The host page is incomplete; using defaults. ${host.problems.join("; ")}.`);
  }

  const store = createStore();
  store.set(sessionAtom, { meta: host.meta, signedIn: host.signedIn, csrfToken: host.csrfToken });
  // The host's answers, kept for every screen of both roots; a later start() begins empty.
  const cache = createRequestCache();
  store.set(requestCacheAtom, cache);
  // A server-rendered page comes with the answers it was rendered from: the cache starts with them.
  const firstScreen = readFirstScreen(doc);
  for (const { key, value, ms, tags } of firstScreen?.answers ?? []) cache.seed(key, value, ms, tags);
  const me = firstScreen?.answers.find((answer) => answer.key === ME_WITH_RATES_URL)?.value as
    | MeResponse
    | undefined;
  configureClient({
    csrfToken: host.csrfToken,
    onPendingChange: (pending) => store.set(pendingRequestsAtom, pending),
    cache,
  });

  // What every page runs at start is imported statically: an import() here is one more request
  // while the page loads. What unmount undoes: the scroll behaviour, each root, the footer's element.
  const cleanups: (() => unknown)[] = [installScrollManager()];
  // The roots paint once the language's catalogue is here (the host preloads it beside the entry):
  // never English first. English, or a catalogue loaded by an earlier mount, paints at once.
  const roots: [HTMLElement, (onShown?: () => void) => ReactNode][] = [];
  let live = true;
  cleanups.push(() => {
    live = false;
  });
  const paint = async (language: string, catalogue: Catalogue | null) => {
    if (!live) return;
    activateLanguage(language, catalogue);
    store.set(localeAtom, language);
    // Markup the host rendered is adopted as it is: the store shows what the server rendered, the
    // screen's code is here before, and this device's own choices apply once every root is shown.
    const hydrated = new Set(me ? roots.filter(([element]) => element.firstElementChild) : []);
    if (me && hydrated.size > 0) {
      applyHostReviewer(store, me, location.search);
      const route = matchRoute(location.pathname)?.route.name;
      if (route) await SCREENS[route].preload();
      await loadParts(firstScreen?.parts ?? []);
      if (!live) return;
    }
    let waiting = hydrated.size;
    // React adopts each Suspense boundary's markup after its root's (its code and data are here):
    // the device's choices wait until that work is done too.
    const shown = () => --waiting === 0 && whenIdle(() => loadReviewer(store, location.search, me));
    for (const entry of roots) {
      const [element, node] = entry;
      const root = hydrated.has(entry) ? hydrateRoot(element, node(shown)) : createRoot(element);
      if (!hydrated.has(entry)) root.render(node());
      cleanups.push(() => root.unmount());
    }
    if (me && waiting === 0) loadReviewer(store, location.search, me);
  };
  if (host.navbarRoot)
    roots.push([
      host.navbarRoot,
      (onShown) => <NavbarRoot key="navbar" store={store} staticPage={host.staticPage} onShown={onShown} />,
    ]);
  if (host.pageRoot)
    roots.push([host.pageRoot, (onShown) => <PageRoot key="page" store={store} onShown={onShown} />]);
  if (host.main) {
    // The footer and the cookie bar follow the page, outside <main> (a contentinfo landmark).
    // A page copy a page-swapper kept may hold a footer of an earlier mount.
    doc.getElementById("site-footer")?.remove();
    const footer = doc.createElement("div");
    footer.id = "site-footer";
    host.main.after(footer);
    roots.push([footer, () => <FooterRoot key="footer" store={store} staticPage={host.staticPage} />]);
    cleanups.push(() => footer.remove());
  }
  const { language } = host;
  const loaded = loadedCatalogue(language);
  if (loaded !== undefined) paint(language, loaded);
  else
    loadCatalogue(language).then(
      (catalogue) => paint(language, catalogue),
      (error) => {
        // Without its catalogue the widget still works, in English.
        console.warn(`The ${language} catalogue did not load; showing English.`, error);
        paint("en", null);
      },
    );
  // Without the page's answers, the reviewer is asked for at once, beside the catalogue.
  if (!me) loadReviewer(store);
  return {
    store,
    unmount: () => {
      for (const cleanup of cleanups) cleanup();
    },
  };
}
