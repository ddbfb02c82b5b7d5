// Start-up: read the host page as it is now, create the one store and the one request cache, mount the roots.
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import "./shared-chunk";
import { configureClient } from "../api/client";
import { readHostPage } from "../lib/host-page";
import { loadCatalogue, loadedCatalogue } from "../lib/i18n/catalogues";
import { activateLanguage } from "../lib/i18n/translate";
import { createRequestCache } from "../lib/request-cache";
import { readStored } from "../lib/storage";
import { createStore } from "../state/jotai";
import { requestCacheAtom } from "../state/request-cache";
import { localeAtom, offeredLanguagesAtom } from "../state/reviewer";
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
  store.set(localeAtom, host.language);
  store.set(offeredLanguagesAtom, host.languages);
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
  let live = true;
  const renders: (() => void)[] = [];
  const mount = (element: HTMLElement, node: ReactNode) => {
    const root = createRoot(element);
    renders.push(() => root.render(node));
    cleanups.push(() => root.unmount());
  };
  const paint = () => {
    if (live) for (const render of renders) render();
  };
  cleanups.push(() => {
    live = false;
  });
  if (host.navbarRoot) mount(host.navbarRoot, <NavbarRoot store={store} staticPage={host.staticPage} />);
  if (host.pageRoot) mount(host.pageRoot, <PageRoot store={store} />);
  if (host.main) {
    // The footer and the cookie bar follow the page, outside <main> (a contentinfo landmark).
    // A page copy a page-swapper kept may hold a footer of an earlier mount.
    doc.getElementById("site-footer")?.remove();
    const footer = doc.createElement("div");
    footer.id = "site-footer";
    host.main.after(footer);
    mount(footer, <FooterRoot store={store} staticPage={host.staticPage} />);
    cleanups.push(() => footer.remove());
  }
  const catalogue = loadedCatalogue(host.language);
  if (catalogue !== undefined) {
    activateLanguage(host.language, catalogue);
    paint();
  } else {
    loadCatalogue(host.language)
      .then((loaded) => activateLanguage(host.language, loaded))
      .catch((error) => {
        // Without its catalogue the widget still works, in English.
        store.set(localeAtom, "en");
        activateLanguage("en", null);
        console.warn(`The ${host.language} catalogue did not load; showing English.`, error);
      })
      .then(paint);
  }
  loadReviewer(store);
  return {
    store,
    unmount: () => {
      for (const cleanup of cleanups) cleanup();
    },
  };
}
