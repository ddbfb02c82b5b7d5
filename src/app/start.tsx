// Start-up: read the host page as it is now, create the one store and the one request cache, mount the roots.
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import "./shared-chunk";
import { configureClient } from "../api/client";
import { readHostPage } from "../lib/host-page";
import { loadCatalogue, loadedCatalogue } from "../lib/i18n/catalogues";
import { activateLanguage, type Catalogue } from "../lib/i18n/translate";
import { createRequestCache } from "../lib/request-cache";
import { readStored } from "../lib/storage";
import { createStore } from "../state/jotai";
import { requestCacheAtom } from "../state/request-cache";
import { localeAtom } from "../state/reviewer";
import { pendingRequestsAtom, sessionAtom } from "../state/session";
import { STORED } from "../state/stored";
import { loadReviewer } from "./load-reviewer";
import { FooterRoot, NavbarRoot, PageRoot } from "./roots";
import { installScrollManager } from "./scroll";

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
  const roots: [HTMLElement, ReactNode][] = [];
  let live = true;
  cleanups.push(() => {
    live = false;
  });
  const paint = (language: string, catalogue: Catalogue | null) => {
    if (!live) return;
    activateLanguage(language, catalogue);
    store.set(localeAtom, language);
    for (const [element, node] of roots) {
      const root = createRoot(element);
      root.render(node);
      cleanups.push(() => root.unmount());
    }
  };
  if (host.navbarRoot)
    roots.push([host.navbarRoot, <NavbarRoot key="navbar" store={store} staticPage={host.staticPage} />]);
  if (host.pageRoot) roots.push([host.pageRoot, <PageRoot key="page" store={store} />]);
  if (host.main) {
    // The footer and the cookie bar follow the page, outside <main> (a contentinfo landmark).
    // A page copy a page-swapper kept may hold a footer of an earlier mount.
    doc.getElementById("site-footer")?.remove();
    const footer = doc.createElement("div");
    footer.id = "site-footer";
    host.main.after(footer);
    roots.push([footer, <FooterRoot key="footer" store={store} staticPage={host.staticPage} />]);
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
  loadReviewer(store);
  return {
    store,
    unmount: () => {
      for (const cleanup of cleanups) cleanup();
    },
  };
}
